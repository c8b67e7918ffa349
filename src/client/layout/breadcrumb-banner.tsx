import { Link, useMatches } from '../context/navigation';
import { PATHS } from '../../contract';
import { useApp } from '../context/app-provider';
import type { RouteHandle } from '../context/route-handle';
import { base } from '../ui/css/base';
import { sheet, useSheet } from '../render/sheet';

const MISSING_BREADCRUMB = 'Breadcrumbs Path configuration missing';

const banner = sheet(
  'banner',
  `.banner{position:relative;overflow:hidden;margin:0 12px 8px;padding:28px 20px;border-radius:40px;color:#fff;background:linear-gradient(120deg, #241479 0%, #331FAB 55%, #4B36C9 100%)}
  .banner::after{content:"";position:absolute;width:140px;height:140px;inset-inline-end:-50px;top:-70px;border-radius:50%;background-color:rgba(255, 96, 16, 0.28)}
  .banner-title{font-weight:700;margin-bottom:12px;position:relative;z-index:1;font-size:1.6rem}
  .banner-trail{position:relative;z-index:1;color:rgba(255,255,255,0.85)}
  .banner-trail ol{display:flex;flex-wrap:wrap;align-items:center;padding:0;margin:0;list-style:none}
  .banner-sep{display:flex;user-select:none;margin-inline:8px}
  .banner-sep span{unicode-bidi:isolate}
  .banner-current{color:#fff}
  @media (min-width:600px){.banner{margin-inline:24px;padding-inline:32px}}
  @media (min-width:900px){
    .banner{margin-bottom:16px;padding:40px 48px}
    .banner::after{width:260px;height:260px;inset-inline-end:-60px;top:-120px}
    .banner-title{font-size:2.2rem}
  }`,
  [base],
);

/**
 * SPEC §2: every public page but home has a banner with its title and a trail
 * "Home » Page". The title comes from the deepest route handle that has one. The
 * separator points the reading way: « in Arabic. It is isolated as left-to-right so the
 * browser's bidi mirroring (not applied consistently to a lone neutral) cannot flip it.
 */
export function BreadcrumbBanner() {
  useSheet(banner);
  const { t, dir } = useApp();
  const matches = useMatches();
  const handle = [...matches].reverse().find((match) => (match.handle as RouteHandle | undefined)?.title)
    ?.handle as RouteHandle | undefined;
  const title = t(handle?.title ?? MISSING_BREADCRUMB);

  return (
    <div className="banner">
      <h1 className="t t-h4 banner-title">{title}</h1>
      <nav className="t t-body1 banner-trail" aria-label={t('Breadcrumb')}>
        <ol>
          <li>
            <Link to={PATHS.home} className="link-quiet">
              {t('Home')}
            </Link>
          </li>
          <li aria-hidden="true" className="banner-sep">
            <span dir="ltr">{dir === 'rtl' ? '«' : '»'}</span>
          </li>
          <li>
            <p className="t t-body1 t-bold banner-current" aria-current="page">
              {title}
            </p>
          </li>
        </ol>
      </nav>
    </div>
  );
}
