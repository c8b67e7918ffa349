import type { CSSProperties } from 'react';
import { base } from './css/base';
import { sheet, useSheet } from './css/sheet';
import { gridTemplateColumnsOf, type GridColumns } from './paginated-grid';

/**
 * MUI's outlined Card and pulsing Skeleton as the theme drew them (decision 0019). The
 * grid's columns per breakpoint come in as variables (`--cols-xs` … `--cols-lg`), each
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
  .skel{display:block;background-color:rgba(0, 0, 0, 0.11);height:1.2em;animation:skel-pulse 2s ease-in-out 0.5s infinite}
  .skel-image{aspect-ratio:16 / 9;height:auto}
  .skel-text{margin-top:0;margin-bottom:0;height:auto;transform-origin:0 55%;transform:scale(1, 0.60);border-radius:10px/16.7px}
  .skel-text:empty:before{content:"\\00a0"}
  @keyframes skel-pulse{0%{opacity:1}50%{opacity:0.4}100%{opacity:1}}`,
  [base],
);

/** A line of text still loading, `width` of its box and `height` when not a line's. */
const Line = ({ width, height }: { width?: string; height?: number }) => <span className="skel skel-text" style={width || height ? { width, height } : undefined} />;

/** Placeholder cards shaped like the real ones (image, two lines, text), in the grid's columns. */
export function CardSkeletons({ count, columns }: { count: number; columns: GridColumns }) {
  useSheet(skeletons);
  const cols = Object.fromEntries(Object.entries(gridTemplateColumnsOf(columns)).map(([bp, value]) => [`--cols-${bp}`, value])) as CSSProperties;
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
