import type { SeedCategory } from './types';

/** The office's five service categories (SPEC §1). */
export const SEED_CATEGORIES: SeedCategory[] = [
  {
    key: 'theses',
    cat_name: {
      ar: 'رسائل الماجستير والدكتوراه',
      en: "Master's & Doctoral Theses",
      zh: '硕士与博士学位论文',
    },
    art: { motif: 'books', seed: 11, tone: 'indigo' },
  },
  {
    key: 'translation',
    cat_name: {
      ar: 'الترجمة الأكاديمية',
      en: 'Academic Translation',
      zh: '学术翻译服务',
    },
    art: { motif: 'globe', seed: 12, tone: 'ocean' },
  },
  {
    key: 'research',
    cat_name: {
      ar: 'الأبحاث الجامعية',
      en: 'University Research',
      zh: '大学科研论文',
    },
    art: { motif: 'flask', seed: 13, tone: 'violet' },
  },
  {
    key: 'spss',
    cat_name: {
      ar: 'التحليل الإحصائي SPSS',
      en: 'SPSS Statistical Analysis',
      zh: 'SPSS统计分析',
    },
    art: { motif: 'chart', seed: 14, tone: 'teal' },
  },
  {
    key: 'presentations',
    cat_name: {
      ar: 'العروض التقديمية',
      en: 'Presentations',
      zh: '演示文稿制作',
    },
    art: { motif: 'slides', seed: 15, tone: 'dusk' },
  },
];
