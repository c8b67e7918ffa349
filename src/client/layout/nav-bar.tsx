import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from '../context/navigation';
import { MAX_CONTENT_WIDTH, PATHS } from '../../contract';
import { useApp } from '../context/app-provider';
import { noteUiStrings } from '../context/translate';
import { IconButton, buttons } from '../ui/button';
import { sheet, useSheet } from '../render/sheet';
import { Icon } from '../ui/icon';
import { Menu, SearchRounded } from '../ui/icon-paths';
import { BrandLogo } from './brand-logo';
import { LanguageSwitcher } from './language-switcher';
import { NavLinks } from './nav-links';
import { OrderDocumentButton } from './order-document-button';
import type { PopupActions } from './popup-behaviour';
import { NAV_DRAWER_ID, SITE_SEARCH_ID } from './popup-markup';
import { POPUP_STRINGS } from './popup-strings';
import { useScrolledMark } from './use-scrolled-mark';
import { useServicesMenuData } from './use-services-menu';

// MUI's fixed AppBar and Toolbar as the theme drew them.
const topBar = sheet(
  'top-bar',
  `.topbar{position:fixed;z-index:1100;top:0;inset-inline:auto 0;display:flex;flex-direction:column;flex-shrink:0;width:100%;box-sizing:border-box;color:var(--ink);background-color:rgba(255, 255, 255, 0.82);backdrop-filter:saturate(180%) blur(14px);box-shadow:0 1px 0 rgba(51, 31, 171, 0.08),0 8px 24px rgba(20, 12, 70, 0.06);transition:background-color 250ms,box-shadow 250ms,color 250ms}
  .topbar-home:not([data-scrolled]){color:#fff;background-color:transparent;backdrop-filter:none;box-shadow:none}
  .topbar-home:not([data-scrolled]) .topbar-row>:is(.brand,.lang-btn,.topbar-search){color:#fff}
  .topbar-row{position:relative;display:flex;align-items:center;width:100%;max-width:${MAX_CONTENT_WIDTH}px;margin-inline:auto;min-height:68px;gap:8px;padding-inline:12px}
  .topbar-middle{flex-grow:1;display:flex;justify-content:center;min-width:0}
  .topbar-order{display:none}
  .topbar-menu,.topbar-search{color:inherit}
  @media print{.topbar{position:absolute}}
  @media (min-width:600px){
    .topbar-row{padding-inline:24px}
    .topbar-order{display:inline-flex}
  }
  @media (min-width:900px){.topbar-row{min-height:76px;gap:16px}}
  @media (min-width:1200px){.topbar-menu{display:none}}`,
  [buttons],
);

/**
 * SPEC §2/§4: a fixed top bar, transparent and floating only on / at scroll top, solid
 * with blur elsewhere. The menu shows from the lg breakpoint; below it a drawer (CSS
 * breakpoints, not the JS flags, so the server's HTML is already right for phones). The
 * drawer and the language menu are in the page's HTML and open without code (decision 0041).
 */
export function NavBar() {
  useSheet(buttons, topBar);
  noteUiStrings(POPUP_STRINGS);
  const { t, setLang } = useApp();
  const navigate = useNavigate();
  const services = useServicesMenuData();
  const { pathname } = useLocation();
  const header = useRef<HTMLElement>(null);
  useScrolledMark(header);
  const popupActions = useRef<PopupActions>({ setLang, navigate });
  popupActions.current = { setLang, navigate };
  // Its own chunk, asked for as the page hydrates: out of the first load (perf-budget.json);
  // public/boot.js serves the popups' links and languages until it is here.
  useEffect(() => {
    let remove: (() => void) | undefined;
    let gone = false;
    import('./popup-behaviour').then(
      ({ installPopupBehaviour }) => {
        if (!gone) remove = installPopupBehaviour(popupActions);
      },
      // Not here (the network): the popups keep what HTML and boot.js give them.
      () => undefined,
    );
    return () => {
      gone = true;
      remove?.();
    };
  }, []);

  return (
    // On /, transparent with white text until the page is scrolled (the sheet, on `data-scrolled`).
    <header
      ref={header}
      className={pathname === PATHS.home ? 'topbar topbar-home popup-pad' : 'topbar popup-pad'}
    >
      <div className="topbar-row">
        <BrandLogo />
        <div className="topbar-middle">
          <NavLinks services={services} />
        </div>
        <OrderDocumentButton className="topbar-order" />
        <IconButton
          label={t('Search')}
          aria-haspopup="dialog"
          aria-controls={SITE_SEARCH_ID}
          commandfor={SITE_SEARCH_ID}
          command="show-modal"
          className="topbar-search"
        >
          <Icon shapes={SearchRounded} />
        </IconButton>
        <LanguageSwitcher />
        <IconButton
          label={t('Open menu')}
          aria-haspopup="dialog"
          aria-controls={NAV_DRAWER_ID}
          commandfor={NAV_DRAWER_ID}
          command="show-modal"
          className="topbar-menu"
        >
          <Icon shapes={Menu} />
        </IconButton>
      </div>
    </header>
  );
}
