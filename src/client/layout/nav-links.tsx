import { NavLink, useLocation } from '../context/navigation';
import { PATHS } from '../../contract';
import { useApp } from '../context/app-provider';
import { buttons } from '../ui/button';
import { sheet, useSheet } from '../render/sheet';
import { MAIN_MENU, isMenuItemActive } from './nav-items';
import { ServicesMenu } from './services-menu';
import type { ServicesMenuData } from './services-menu-types';

// Text buttons in the bar's colour, the current one underlined in orange.
const navLinks = sheet(
  'nav-links',
  `.nav-links{display:none;align-items:center}
  .nav-links .btn{color:inherit;white-space:nowrap;font-size:0.95rem;position:relative}
  .nav-links .btn::after{content:"";position:absolute;inset-inline:12px;bottom:4px;height:2px;border-radius:10px;background-color:var(--secondary);transform:scaleX(0);transition:transform 200ms}
  .nav-links .btn[aria-current="page"]::after,.nav-links .btn.active::after{transform:scaleX(1)}
  .nav-services .btn-icon-end{margin-inline-start:2px}
  @media (min-width:1200px){
    .nav-links{display:flex;gap:0}
    .nav-links .btn{padding-inline:8px}
  }
  @media (min-width:1536px){
    .nav-links{gap:4px}
    .nav-links .btn{padding-inline:12px}
  }`,
  [buttons],
);

/** The main menu on wide screens; "Our Services" opens the services dropdown. */
export function NavLinks({ services }: { services: ServicesMenuData }) {
  useSheet(buttons, navLinks);
  const { t } = useApp();
  const { pathname } = useLocation();

  return (
    <nav aria-label={t('Main menu')} className="nav-links">
      {MAIN_MENU.map((item) =>
        item.to === PATHS.services ? (
          <ServicesMenu key={item.to} data={services} isActive={isMenuItemActive(pathname, item)} />
        ) : (
          <NavLink
            key={item.to}
            to={item.to}
            end={item.to === PATHS.home}
            className="btn btn-text btn-primary"
          >
            {t(item.label)}
          </NavLink>
        ),
      )}
    </nav>
  );
}
