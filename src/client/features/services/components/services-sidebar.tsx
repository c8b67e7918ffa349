import { Link } from '../../../context/navigation';
import { PATHS, pick, telUrl } from '../../../../contract';
import type { CategoryMenuItem } from '../../../api/categories';
import { useOffice } from '../../../api/settings';
import { useApp } from '../../../context/app-provider';
import { base } from '../../../ui/css/base';
import { sheet, useSheet } from '../../../render/sheet';
import { Icon } from '../../../ui/icon';
import { Phone } from '../../../ui/icon-paths';
import { WhatsAppButton } from '../../../ui/whatsapp-button';

/**
 * MUI's outlined Paper, dense-less List of link buttons and the help card, as the theme
 * drew them (decision 0019).
 */
const sidebar = sheet(
  'services-sidebar',
  `.services-sidebar{display:grid;gap:24px;align-content:start}
  .sidebar-box{overflow:hidden;border:1px solid var(--line);border-radius:30px;background-color:var(--paper);color:var(--ink)}
  .sidebar-title{padding:16px 16px 0}
  .sidebar-list{margin:0;padding:8px 0;list-style:none}
  .sidebar-link{display:flex;align-items:center;min-width:0;padding:8px 16px;color:inherit;text-align:start;text-decoration:none;-webkit-tap-highlight-color:transparent;transition:background-color 150ms var(--ease) 0ms}
  .sidebar-link>span{flex:1 1 auto;min-width:0;margin:4px 0}
  @media (hover: hover){.sidebar-link:hover{background-color:rgba(0, 0, 0, 0.04)}}
  .sidebar-link[aria-current="page"]{background-color:rgba(51, 31, 171, 0.08)}
  .sidebar-link:focus-visible{outline:3px solid var(--secondary);outline-offset:-3px}
  .sidebar-help{padding:24px;border-radius:30px;color:#fff;background:linear-gradient(135deg, #241479 0%, #331FAB 100%);box-shadow:0px 2px 1px -1px rgba(0,0,0,0.2),0px 1px 1px 0px rgba(0,0,0,0.14),0px 1px 3px 0px rgba(0,0,0,0.12)}
  .sidebar-help-title{margin-bottom:8px}
  .sidebar-help-text{margin-bottom:16px;color:rgba(255,255,255,0.85);line-height:1.8}
  .sidebar-phone{display:flex;align-items:center;gap:8px;margin-top:16px;color:inherit;font-weight:700;text-decoration:underline;text-decoration-color:rgba(51, 31, 171, 0.4)}
  .sidebar-phone:hover{text-decoration-color:inherit}`,
  [base],
);
import { servicesHref } from './services-href';

/** SPEC §2 "Services": the sidebar: the categories as links, and a way to ask the office directly. */
export function ServicesSidebar({
  categories,
  selectedId,
}: {
  categories: readonly CategoryMenuItem[];
  selectedId: number | undefined;
}) {
  const { t, lang } = useApp();
  const office = useOffice();
  useSheet(sidebar);
  const item = (to: string, label: string, current: boolean, key?: number) => (
    <li key={key}>
      <Link to={to} className="sidebar-link" aria-current={current ? 'page' : undefined}>
        <span className="t t-body1">{label}</span>
      </Link>
    </li>
  );
  return (
    <aside className="services-sidebar" aria-label={t('Service categories')}>
      <div className="sidebar-box">
        <h2 className="t t-subtitle1 t-bold sidebar-title">{t('Categories')}</h2>
        <nav aria-label={t('Categories')}>
          <ul className="sidebar-list">
            {item(PATHS.services, t('All services'), selectedId === undefined)}
            {categories.map((category) =>
              item(
                servicesHref(category.cat_id),
                pick(category.cat_name, lang),
                selectedId === category.cat_id,
                category.cat_id,
              ),
            )}
          </ul>
        </nav>
      </div>
      <section className="sidebar-help" aria-labelledby="services-help">
        <h2 id="services-help" className="t t-h6 t-bold sidebar-help-title">
          {t('Not sure which service you need?')}
        </h2>
        <p className="t t-body2 sidebar-help-text">
          {t('Tell us about your research and we will suggest the right service and a fair price.')}
        </p>
        <WhatsAppButton
          text={t('Hello, I would like advice on which service fits my research.')}
          size="medium"
        />
        {office?.office_phone && (
          <a href={telUrl(office.office_phone)} dir="ltr" className="sidebar-phone">
            <Icon shapes={Phone} size="small" /> {office.office_phone}
          </a>
        )}
      </section>
    </aside>
  );
}
