import { NavLink } from '../context/navigation';
import { PATHS } from '../../contract';
import { useApp } from '../context/app-provider';
import { sheet, useSheet } from '../render/sheet';
import { IconButton, buttons } from '../ui/button';
import { Icon } from '../ui/icon';
import { Close } from '../ui/icon-paths';
import { PopupDialog, popup } from '../ui/popup-dialog';
import { BrandLogo } from './brand-logo';
import { LanguageMenu } from '../ui/language-menu';
import { LanguageButton } from './language-button';
import { MAIN_MENU } from './nav-items';
import { DrawerServicesList, drawerList } from './drawer-services-list';
import { OrderDocumentButton } from './order-document-button';
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

export interface NavDrawerProps {
  id: string;
  open: boolean;
  onClose: () => void;
  services: ServicesMenuData;
}

/**
 * The menu on small screens (SPEC §2), at the start side: the right in Arabic, the left
 * otherwise. Plain elements on the browser's modal dialog (decision 0039), in the page's
 * own code: it opens in the tap's frame.
 */
export function NavDrawer({ id, open, onClose, services }: NavDrawerProps) {
  useSheet(navDrawer);
  const { t } = useApp();
  return (
    <PopupDialog id={id} open={open} onClose={onClose} label={t('Main menu')} className="nav-drawer">
      <div className="nav-drawer-head">
        <BrandLogo onNavigate={onClose} />
        <IconButton label={t('Close menu')} onClick={onClose} data-autofocus="">
          <Icon shapes={Close} />
        </IconButton>
      </div>
      <hr className="nav-drawer-rule" />
      <nav aria-label={t('Main menu')}>
        <ul className="drawer-list">
          {MAIN_MENU.map((item) => (
            <li key={item.to}>
              {item.to === PATHS.services ? (
                <DrawerServicesList data={services} onNavigate={onClose} />
              ) : (
                <NavLink to={item.to} end={item.to === PATHS.home} onClick={onClose} className="drawer-row">
                  {t(item.label)}
                </NavLink>
              )}
            </li>
          ))}
        </ul>
      </nav>
      <hr className="nav-drawer-rule" />
      <div className="nav-drawer-foot">
        <OrderDocumentButton onNavigate={onClose} fullWidth />
        <div className="nav-drawer-lang">
          <LanguageButton Menu={LanguageMenu} />
        </div>
      </div>
    </PopupDialog>
  );
}
