import { LanguageButton } from './language-button';
import { TOP_LANGUAGE_MENU_ID } from './popup-markup';

/** The anchor name the top bar's language menu is placed by. */
export const TOP_LANGUAGE_ANCHOR = '--top-language';

/** The top bar's language option (SPEC §3); its menu is in the page's popups (layout/page-popups.tsx). */
export function LanguageSwitcher() {
  return <LanguageButton menuId={TOP_LANGUAGE_MENU_ID} anchorName={TOP_LANGUAGE_ANCHOR} />;
}
