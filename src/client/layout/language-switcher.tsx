import { LanguageButton } from './language-button';
import { LazyLanguageMenu, POPUP_INTENT } from './top-bar-popups-lazy';

/** The top bar's language option (SPEC §3): its menu loaded ahead of the tap (decision 0039). */
export function LanguageSwitcher({ light = false }: { light?: boolean }) {
  return <LanguageButton light={light} Menu={LazyLanguageMenu} intent={POPUP_INTENT} />;
}
