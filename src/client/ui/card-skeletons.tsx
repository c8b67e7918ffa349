import type { CSSProperties } from 'react';
import { base } from './css/base';
import { sheet, useSheet } from '../render/sheet';
import { SkeletonLine as Line, skeleton } from './skeleton-line';
import { gridTemplateColumnsOf, type GridColumns } from './paginated-grid';

/**
 * MUI's outlined Card and pulsing Skeleton (ui/skeleton-line.tsx) as the theme drew them
 * (decision 0019). The grid's columns per breakpoint come in as variables (`--cols-xs` … `--cols-lg`), each
 * breakpoint falling back to the one below it, as MUI's responsive values do.
 */
const skeletons = sheet(
  'card-skeletons',
  `.skel-grid{display:grid;gap:16px;grid-template-columns:var(--cols-xs, none)}
  @media (min-width: 600px){.skel-grid{grid-template-columns:var(--cols-sm, var(--cols-xs, none))}}
  @media (min-width: 900px){.skel-grid{gap:24px;grid-template-columns:var(--cols-md, var(--cols-sm, var(--cols-xs, none)))}}
  @media (min-width: 1200px){.skel-grid{grid-template-columns:var(--cols-lg, var(--cols-md, var(--cols-sm, var(--cols-xs, none))))}}
  .skel-card{overflow:hidden;background-color:var(--paper);color:var(--ink);border:1px solid var(--line);border-radius:30px}
  .skel-body{padding:16px}
  .skel-body:last-child{padding-bottom:24px}
  .skel-image{aspect-ratio:16 / 9;height:auto}`,
  [base, skeleton],
);

/** Placeholder cards shaped like the real ones (image, two lines, text), in the grid's columns. */
export function CardSkeletons({ count, columns }: { count: number; columns: GridColumns }) {
  useSheet(skeletons);
  const cols = Object.fromEntries(
    Object.entries(gridTemplateColumnsOf(columns)).map(([bp, value]) => [`--cols-${bp}`, value]),
  ) as CSSProperties;
  return (
    <div className="skel-grid" style={cols}>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="skel-card">
          <span className="skel skel-image" />
          <div className="skel-body">
            <Line width="40%" />
            <Line width="85%" height={32} />
            <Line />
            <Line width="70%" />
          </div>
        </div>
      ))}
    </div>
  );
}
