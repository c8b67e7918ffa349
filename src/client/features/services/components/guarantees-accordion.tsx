import { useApp } from '../../../context/app-provider';
import { base } from '../../../ui/css/base';
import { sheet, useSheet } from '../../../render/sheet';
import { Icon } from '../../../ui/icon';
import { ExpandMore } from '../../../ui/icon-paths';

/** SPEC §2 "Service detail": the four guarantees, as an accordion. */
const GUARANTEES = [
  [
    '20 years of experience',
    'Two decades of theses, research and statistical analysis for students across the Arab world.',
  ],
  ['Affordable prices', 'Fair prices agreed before work starts, with payment in stages for long projects.'],
  [
    'The best university professors',
    'Every project is done and reviewed by specialists who teach and supervise at universities.',
  ],
  [
    'Free modifications',
    'Changes your supervisor or committee asks for are made free of charge until approval.',
  ],
] as const;

/**
 * MUI's outlined Accordion as the theme drew it, made of <details> (decision 0019): the
 * browser opens and closes it, by mouse or keyboard, with no code (MUI's Accordion,
 * Collapse and Transition left the service page's first load).
 */
const accordion = sheet(
  'accordion',
  `.accordion-item{position:relative;border:1px solid var(--line);background-color:var(--paper);color:var(--ink)}
  .accordion-item:not(:last-of-type){border-bottom:0}
  .accordion-item:first-of-type{border-start-start-radius:var(--radius);border-start-end-radius:var(--radius)}
  .accordion-item:last-of-type{border-end-start-radius:var(--radius);border-end-end-radius:var(--radius)}
  /* MUI's divider over the border between two closed items (it darkens the line). */
  .accordion-item::before{content:"";position:absolute;inset-inline:0;top:-1px;height:1px;background-color:var(--line)}
  .accordion-item:first-of-type::before,.accordion-item[open]::before{display:none}
  .accordion-summary{display:flex;align-items:center;min-height:48px;padding:0 16px;cursor:pointer;list-style:none;-webkit-tap-highlight-color:transparent}
  .accordion-summary::-webkit-details-marker{display:none}
  .accordion-summary:focus-visible{outline:3px solid var(--secondary);outline-offset:-3px}
  .accordion-title{flex-grow:1;margin:12px 0;text-align:start}
  .accordion-icon{display:flex;color:rgba(0, 0, 0, 0.54);transition:transform 150ms var(--ease) 0ms}
  .accordion-item[open] .accordion-icon{transform:rotate(180deg)}
  .accordion-details{padding:8px 16px 16px}
  .accordion-text{line-height:1.8}`,
  [base],
);

export function GuaranteesAccordion() {
  const { t } = useApp();
  useSheet(accordion);
  return (
    <div>
      {GUARANTEES.map(([title, text], i) => (
        <details className="accordion-item" key={title} open={i === 0}>
          <summary className="accordion-summary">
            <h3 className="t t-body1 t-bold accordion-title">{t(title)}</h3>
            <span className="accordion-icon">
              <Icon shapes={ExpandMore} />
            </span>
          </summary>
          <div className="accordion-details">
            <p className="t t-body1 t-muted accordion-text">{t(text)}</p>
          </div>
        </details>
      ))}
    </div>
  );
}
