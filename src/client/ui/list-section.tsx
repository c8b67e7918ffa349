import type { ReactNode } from 'react';
import { layout } from './css/layout';
import { useSheet } from '../render/sheet';

/** The padded section of a list page; its heading is the page's banner, so it is named by `label`. */
export function ListSection({ label, children }: { label: string; children: ReactNode }) {
  useSheet(layout);
  return (
    <section className="list-section" aria-label={label}>
      {children}
    </section>
  );
}
