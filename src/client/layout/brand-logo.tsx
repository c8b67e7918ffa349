import { Link } from '../context/navigation';
import { PATHS } from '../../contract';
import { useApp } from '../context/app-provider';
import { useSiteName } from '../context/site-name';
import { base } from '../ui/css/base';
import { sheet, useSheet } from '../render/sheet';

const brand = sheet(
  'brand',
  `.brand{display:inline-flex;align-items:center;gap:8px;text-decoration:none;color:var(--primary);flex-shrink:0;border-radius:10px}
  .brand-light{color:#fff}
  .brand-img{display:block}
  .brand-name{font-weight:700;font-size:1.35rem;line-height:1}`,
  [base],
);

/** The logo, linking home; its alt text is the office's full name in the current language. */
export function BrandLogo({ light = false, onNavigate }: { light?: boolean; onNavigate?: () => void }) {
  useSheet(brand);
  const { t } = useApp();
  const siteName = useSiteName();
  return (
    <Link to={PATHS.home} onClick={onNavigate} className={light ? 'brand brand-light' : 'brand'}>
      {/* Low priority, as the flags (ui/flag): no preload of it ahead of the page's fonts and largest image. */}
      <img
        className="brand-img"
        src="/logo.svg"
        alt={siteName || t('Bahith')}
        width={44}
        height={44}
        fetchPriority="low"
      />
      <span className="t brand-name" aria-hidden="true">
        {t('Bahith')}
      </span>
    </Link>
  );
}
