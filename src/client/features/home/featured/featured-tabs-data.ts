/**
 * SPEC §2 "Home page": the five static featured-service tabs, each with seven feature lines,
 * a picture and a WhatsApp button. English UI strings, translated with t() (seeded in
 * `server/seed/ui-strings/home.ts`). Pictures are static files in `public/featured/`.
 */
export interface FeaturedTab {
  /** Also the picture's file name: `/featured/<key>-<width>.webp`. */
  key: 'thesis' | 'translation' | 'research' | 'spss' | 'presentations';
  label: string;
  features: readonly [string, string, string, string, string, string, string];
}

export const FEATURED_TABS: readonly FeaturedTab[] = [
  {
    key: 'thesis',
    label: 'Thesis preparation',
    features: [
      "Master's and doctoral theses from proposal to defence",
      'Choosing a research title and writing the research plan',
      'Literature review and previous studies',
      'Methodology chapter and research tools',
      'Writing in academic language with proper citation',
      "Formatting to your university's guidelines",
      'Preparing the defence presentation',
    ],
  },
  {
    key: 'translation',
    label: 'Translation of all languages',
    features: [
      'Academic translation between Arabic, English and Chinese',
      'Translation of abstracts and full theses',
      'Specialist translators for each field',
      'Proofreading by a second translator',
      'Terminology kept consistent throughout',
      'Certified translation of documents on request',
      'Delivery in your file format',
    ],
  },
  {
    key: 'research',
    label: 'University research',
    features: [
      'Course research papers and assignments',
      'Scientific papers for journal publication',
      'Systematic and narrative literature reviews',
      'Reference management in APA, MLA or Harvard style',
      'Plagiarism check with a similarity report',
      'Editing and language review',
      'Help answering reviewers’ comments',
    ],
  },
  {
    key: 'spss',
    label: 'Statistical analysis using SPSS',
    features: [
      'Questionnaire design and data entry',
      'Reliability and validity tests',
      'Descriptive statistics, tables and charts',
      'Hypothesis testing: t-test, ANOVA, chi-square',
      'Correlation and regression analysis',
      'Interpreting the results in plain words',
      'Writing the results and discussion chapter',
    ],
  },
  {
    key: 'presentations',
    label: 'PowerPoint presentations',
    features: [
      'Defence presentations for theses',
      'Slides for conferences and seminars',
      'Clear design in your university’s colours',
      'Charts and infographics from your results',
      'Speaker notes for each slide',
      'Arabic, English or Chinese slides',
      'Rehearsal tips before the defence',
    ],
  },
];
