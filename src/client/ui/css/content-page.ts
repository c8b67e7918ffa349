import { base } from './base';
import { sheet } from '../../render/sheet';

/**
 * The text pages' frame (about, why us; decision 0019): sections a wide gap apart, and their
 * h2 in the brand's colour.
 */
export const contentPage = sheet(
  'content-page',
  `.content-page{display:grid;gap:40px;padding:32px 16px}
  @media (min-width: 600px){.content-page{padding-inline:24px}}
  @media (min-width: 900px){.content-page{gap:64px;padding:48px 32px}}
  .content-title{margin-bottom:24px}
  .content-title-tight{margin-bottom:8px}
  .content-lead{max-width:760px;margin-bottom:24px;line-height:1.9}
  .content-tile{display:grid;place-items:center;flex-shrink:0}`,
  [base],
);
