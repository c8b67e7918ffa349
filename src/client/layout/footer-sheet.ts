import { MAX_CONTENT_WIDTH } from '../../contract';
import { base } from '../ui/css/base';
import { sheet } from '../render/sheet';

/** The footer's look (decision 0019): its frame, the contact strip and the link columns. */
export const footerSheet = sheet(
  'footer',
  `.footer{background-color:#16103D;color:#fff;margin-top:48px;visibility:visible;overflow:visible}
  .footer-inner{max-width:${MAX_CONTENT_WIDTH}px;margin-inline:auto;padding-inline:20px}
  .footer-contact{font-style:normal;display:grid;grid-template-columns:1fr;gap:24px;padding-block:32px;border-bottom:1px solid rgba(255,255,255,0.12)}
  .footer-item{display:flex;align-items:center;gap:12px;min-width:0}
  .footer-item-icon{display:grid;place-items:center;width:44px;height:44px;border-radius:50%;background-color:var(--secondary);color:#1D1238;flex-shrink:0}
  .footer-item-text{min-width:0}
  .footer-dim{color:rgba(255,255,255,0.72)}
  .footer-value{overflow-wrap:anywhere}
  .footer-main{display:grid;grid-template-columns:1fr;gap:32px;padding-block:40px}
  .footer-about{margin-top:16px;margin-bottom:24px;color:rgba(255,255,255,0.78);line-height:1.9;max-width:560px}
  .footer-title{margin-bottom:16px;color:#fff}
  .footer-links{list-style:none;padding:0;margin:0;display:grid;gap:10px}
  .footer-link{color:rgba(255,255,255,0.82);text-decoration:none}
  .footer-link:hover,.footer-link:focus-visible{color:rgb(255, 127, 63);text-decoration:underline}
  .footer-bottom{border-top:1px solid rgba(255,255,255,0.12);padding:20px 16px;text-align:center}
  @media (min-width:600px){
    .footer-inner{padding-inline:32px}
    .footer-contact{grid-template-columns:1fr 1fr}
    .footer-main{grid-template-columns:1fr 1fr}
    .footer-about-col{grid-column:1/-1}
  }
  @media (min-width:900px){
    .footer{margin-top:80px}
    .footer-inner{padding-inline:48px}
    .footer-main{grid-template-columns:2fr 1fr 1fr;gap:48px;padding-block:48px}
    .footer-about-col{grid-column:auto}
  }
  @media (min-width:1200px){
    .footer-contact{grid-template-columns:repeat(4, 1fr)}
  }`,
  [base],
  // A page short enough to show the footer at once (a 404, a short list on a tall screen)
  // shows no unstyled footer while the stylesheet at the end of the body is on its way.
  // Nor may anything in it widen the page meanwhile.
  { whileLinked: '.footer{visibility:hidden;overflow:hidden}' },
);
