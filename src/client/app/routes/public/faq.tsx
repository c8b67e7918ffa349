import type { QueryClient } from '@tanstack/react-query';
import { pick, type Faq, type Lang } from '../../../../contract';
import { contentListQueryOptions, useContentList } from '../../../api/public-reads';
import { useApp } from '../../../context/app-provider';
import { sheet, useSheet } from '../../../render/sheet';
import { AskUsBox } from '../../../ui/ask-us-box';
import { base } from '../../../ui/css/base';
import { ListSection } from '../../../ui/list-section';
import { QueryList } from '../../../ui/query-list';
import { SkeletonLine } from '../../../ui/skeleton-line';
import type { PageModule } from '../page-route';

/**
 * The questions as native disclosure widgets: each opens by click, Enter or Space without a
 * line of script (so before hydration too), and find-in-page reaches a closed answer. The
 * marker is drawn with logical properties, so it sits at the start of the line in Arabic.
 */
const faqSheet = sheet(
  'faq',
  `.faq{max-width:860px;margin-inline:auto;display:grid;gap:24px}
  .faq-list{display:grid;gap:12px}
  .faq-item{border:1px solid var(--line);border-radius:var(--radius);background:var(--paper)}
  .faq-item[open]{border-color:var(--primary);box-shadow:var(--shadow-4)}
  .faq-q{display:flex;align-items:center;gap:12px;padding:16px 20px;cursor:pointer;list-style:none;border-radius:var(--radius)}
  .faq-q::-webkit-details-marker{display:none}
  .faq-q::before{content:"+";flex:0 0 28px;height:28px;border-radius:50%;display:grid;place-items:center;background:var(--primary);color:#fff;font-weight:700;line-height:1}
  .faq-item[open]>.faq-q::before{content:"−";background:var(--secondary-dark)}
  .faq-q:focus-visible{outline:3px solid var(--secondary);outline-offset:2px}
  .faq-q>h2{flex:1}
  .faq-a{padding:0 20px 20px;padding-inline-start:60px;line-height:1.9}
  .faq-a>p+p{margin-top:12px}`,
  [base],
);

const paragraphs = (text: string) => text.split(/\n\s*\n|\n/).filter((p) => p.trim() !== '');

/** schema.org's FAQPage of the questions in `lang`, as the page shows them (answers in plain text). */
const faqPageLd = (items: readonly Faq[], lang: Lang) => ({
  '@type': 'FAQPage',
  inLanguage: lang,
  mainEntity: items.map((item) => ({
    '@type': 'Question',
    name: pick(item.faq_question, lang),
    acceptedAnswer: { '@type': 'Answer', text: pick(item.faq_answer, lang) },
  })),
});

function FaqSkeleton() {
  return (
    <div className="faq-list" role="status" aria-busy="true">
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className="faq-item faq-q">
          <SkeletonLine width="70%" height={28} />
        </div>
      ))}
    </div>
  );
}

/**
 * /faq: the office's frequently asked questions, each opening to its answer, and a way to
 * ask one that is not there.
 */
function FaqPage() {
  useSheet(faqSheet);
  const { t, lang } = useApp();
  return (
    <ListSection label={t('Frequently Asked Questions')}>
      <div className="faq">
        <p className="t t-subtitle1 t-muted">
          {t('Answers to what students ask us most. Choose a question to read its answer.')}
        </p>
        <QueryList
          query={useContentList('faqs')}
          emptyText={t('No questions yet')}
          skeleton={<FaqSkeleton />}
        >
          {(items) => (
            <div className="faq-list">
              {items.map((item) => (
                <details key={item.faq_id} className="faq-item">
                  <summary className="faq-q">
                    <h2 className="t t-subtitle1 t-bold">{pick(item.faq_question, lang)}</h2>
                  </summary>
                  <div className="faq-a t t-body1">
                    {paragraphs(pick(item.faq_answer, lang)).map((text, i) => (
                      <p key={i} className="t">
                        {text}
                      </p>
                    ))}
                  </div>
                </details>
              ))}
            </div>
          )}
        </QueryList>
        <AskUsBox question={t('Did not find your question?')} />
      </div>
    </ListSection>
  );
}

export const faqPage: PageModule = {
  loader: (queryClient: QueryClient) => async () => {
    const items = await queryClient.ensureQueryData(contentListQueryOptions('faqs'));
    return { meta: { graph: (lang: Lang) => [faqPageLd(items, lang)] } };
  },
  Component: FaqPage,
  handle: { title: 'Frequently Asked Questions' },
};
