import type { ReactNode } from 'react';
import { base } from './css/base';
import { layout } from './css/layout';
import { sheet, useSheet } from '../render/sheet';

export interface PageSectionProps {
  /** The section's heading (already translated); pages carry their h1 in the breadcrumb banner. */
  title?: string;
  id?: string;
  children: ReactNode;
}

const pageSection = sheet(
  'page-section',
  `.page-section-title{margin-bottom:16px}
  .page-section-body{max-width:860px;color:var(--ink-2);line-height:1.9}
  .page-section-body p{margin-bottom:16px}`,
  [base, layout],
);

/** A padded block of page content with an optional h2 heading. */
export function PageSection({ title, id, children }: PageSectionProps) {
  useSheet(pageSection);
  return (
    <section className="section" id={id} aria-labelledby={title && id ? `${id}-title` : undefined}>
      {title && (
        <h2 id={id ? `${id}-title` : undefined} className="t t-h5 t-bold t-primary page-section-title">
          {title}
        </h2>
      )}
      <div className="page-section-body">{children}</div>
    </section>
  );
}
