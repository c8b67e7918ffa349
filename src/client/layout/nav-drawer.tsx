import { PATHS } from '../../contract';
import { useApp } from '../context/app-provider';
import { NavLink } from '../context/navigation';
import { sheet, useSheet } from '../render/sheet';
import { IconButton, buttons } from '../ui/button';
import { Icon } from '../ui/icon';
import { Close } from '../ui/icon-paths';
import { popup } from '../ui/popup-dialog';
import { BrandLogo } from './brand-logo';
import { DrawerServicesList, drawerList } from './drawer-services-list';
import { LanguageButton } from './language-button';
import { autofocus } from '../ui/autofocus';
import { LanguageDialog } from './language-dialog';
import { MAIN_MENU } from './nav-items';
import { OrderDocumentButton } from './order-document-button';
import { DRAWER_LANGUAGE_MENU_ID, NAV_DRAWER_ID } from './popup-markup';
import type { ServicesMenuData } from './services-menu-types';

// MUI's temporary Drawer as the theme drew it: a full-height paper at the start side (the
// right in Arabic: inset-inline-start), elevation 16, over a dimmed page; it slides in.
const navDrawer = sheet(
  'nav-drawer',
  `dialog.nav-drawer{position:fixed;inset-block:0;inset-inline:0 auto;width:min(320px, 86vw);height:100%;overflow-y:auto;overscroll-behavior:contain;box-shadow:0px 8px 10px -5px rgba(0,0,0,0.2),0px 16px 24px 2px rgba(0,0,0,0.14),0px 6px 30px 5px rgba(0,0,0,0.12);transition:transform 225ms cubic-bezier(0, 0, 0.2, 1)}
  dialog.nav-drawer::backdrop{background-color:rgba(0, 0, 0, 0.5);transition:opacity 225ms}
  @starting-style{dialog.nav-drawer[open]{transform:translateX(-100%)}dialog.nav-drawer[open]::backdrop{opacity:0}}
  @starting-style{[dir="rtl"] dialog.nav-drawer[open]{transform:translateX(100%)}}
  @media (prefers-reduced-motion:reduce){dialog.nav-drawer,dialog.nav-drawer::backdrop{transition:none}}
  .nav-drawer-head{display:flex;align-items:center;justify-content:space-between;padding:16px}
  .nav-drawer-rule{height:1px;margin:0;border:0;background-color:var(--line)}
  .nav-drawer-foot{display:flex;flex-direction:column;gap:12px;align-items:stretch;padding:16px}
  .nav-drawer-lang{display:flex;justify-content:center}`,
  [popup, buttons, drawerList],
);

/**
 * The menu on small screens (SPEC §2), at the start side: the right in Arabic, the left
 * otherwise. Plain HTML on the browser's modal dialog (decision 0041): the top bar's button
 * opens it with `command="show-modal"`, its close button, Escape or a tap beside it close it,
 * its lists are <details> and its entries plain links, so all of it works before the page's
 * code is here.
 */
export function NavDrawer({ services }: { services: ServicesMenuData }) {
  useSheet(navDrawer);
  const { t } = useApp();
  return (
    <dialog id={NAV_DRAWER_ID} aria-label={t('Main menu')} className="popup nav-drawer" closedby="any">
      <div className="nav-drawer-head">
        <BrandLogo />
        <IconButton label={t('Close menu')} commandfor={NAV_DRAWER_ID} command="close" {...autofocus(true)}>
          <Icon shapes={Close} />
        </IconButton>
      </div>
      <hr className="nav-drawer-rule" />
      <nav aria-label={t('Main menu')}>
        <ul className="drawer-list">
          {MAIN_MENU.map((item) => (
            <li key={item.to}>
              {item.to === PATHS.services ? (
                <DrawerServicesList data={services} />
              ) : (
                <NavLink to={item.to} end={item.to === PATHS.home} className="drawer-row">
                  {t(item.label)}
                </NavLink>
              )}
            </li>
          ))}
        </ul>
      </nav>
      <hr className="nav-drawer-rule" />
      <div className="nav-drawer-foot">
        <OrderDocumentButton fullWidth />
        <div className="nav-drawer-lang">
          <LanguageButton menuId={DRAWER_LANGUAGE_MENU_ID} anchorName="--drawer-language" />
        </div>
      </div>
      <LanguageDialog id={DRAWER_LANGUAGE_MENU_ID} anchorName="--drawer-language" />
    </dialog>
  );
}
