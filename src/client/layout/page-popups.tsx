import { LanguageDialog } from './language-dialog';
import { TOP_LANGUAGE_ANCHOR } from './language-switcher';
import { NavDrawer } from './nav-drawer';
import { TOP_LANGUAGE_MENU_ID } from './popup-markup';
import { SearchDialog } from './search-dialog';
import { useServicesMenuData } from './use-services-menu';

/**
 * The top bar's popups, closed in every public page's HTML (decision 0041): the drawer, the
 * language menu and the search (decision 0066). Plain HTML that opens, closes and leads on without the page's
 * code, a static section the browser adopts as the server sent it (layout/public-layout.tsx).
 */
export function PagePopups() {
  return (
    <>
      <NavDrawer services={useServicesMenuData()} />
      <LanguageDialog id={TOP_LANGUAGE_MENU_ID} anchorName={TOP_LANGUAGE_ANCHOR} />
      <SearchDialog />
    </>
  );
}
