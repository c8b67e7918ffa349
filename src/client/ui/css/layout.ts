import type { CSSProperties } from 'react';
import { sheet } from '../../render/sheet';

/** Columns per breakpoint (xs from 0, sm 600, md 900, lg 1200). */
export type GridColumns = Partial<Record<'xs' | 'sm' | 'md' | 'lg', number>>;

/**
 * The public pages' padded sections and card grids (decision 0019). A grid's columns are
 * the caller's: `gridColumnsStyle` sets one variable per breakpoint, and a breakpoint
 * without its own takes the one below (as MUI's responsive values do).
 */
export const layout = sheet(
  'layout',
  `.section{padding:32px 16px}
  @media (min-width: 600px){.section{padding-inline:24px}}
  @media (min-width: 900px){.section{padding:48px 32px}}
  .list-section{padding:24px 16px}
  @media (min-width: 600px){.list-section{padding-inline:24px}}
  @media (min-width: 900px){.list-section{padding:40px 32px}}
  .card-grid{display:grid;gap:16px;margin:0;padding:0;list-style:none;grid-template-columns:repeat(var(--cols-xs, 1), minmax(0, 1fr))}
  @media (min-width: 600px){.card-grid{grid-template-columns:repeat(var(--cols-sm, var(--cols-xs, 1)), minmax(0, 1fr))}}
  @media (min-width: 900px){.card-grid{gap:24px;grid-template-columns:repeat(var(--cols-md, var(--cols-sm, var(--cols-xs, 1))), minmax(0, 1fr))}}
  @media (min-width: 1200px){.card-grid{grid-template-columns:repeat(var(--cols-lg, var(--cols-md, var(--cols-sm, var(--cols-xs, 1)))), minmax(0, 1fr))}}
  .card-grid>.grid-cell{display:flex}
  .card-grid>.grid-cell>*{flex:1}`,
);

/** The grid's columns as the variables `.card-grid` reads. */
export function gridColumnsStyle(columns: GridColumns): CSSProperties {
  return Object.fromEntries(Object.entries(columns).map(([bp, n]) => [`--cols-${bp}`, n])) as CSSProperties;
}
