import { DEFAULT_LANG, LANG_COOKIE, STORAGE_KEYS, parseLang, type Lang } from '../../contract';

/** Browser-only helpers (never called during render, so pages render on the server). */
export function readStoredLang(): Lang | undefined {
  try {
    return parseLang(localStorage.getItem(STORAGE_KEYS.lang));
  } catch {
    return undefined;
  }
}

/** `?lang=` on the address sets the language for the visit (DESIGN §5). */
export function readQueryLang(): Lang | undefined {
  return parseLang(new URLSearchParams(window.location.search).get('lang'));
}

/** localStorage `lang` is the source (SPEC §4); the cookie mirrors it for the server (DESIGN §5). */
export function persistLang(lang: Lang): void {
  try {
    localStorage.setItem(STORAGE_KEYS.lang, lang);
  } catch {
    // Storage can be unavailable (private mode); the cookie still carries the choice.
  }
  document.cookie = `${LANG_COOKIE}=${lang}; path=/; max-age=31536000; samesite=lax`;
}

/** The language a client-only start (no server HTML) begins with. */
export function initialBrowserLang(): Lang {
  return readQueryLang() ?? readStoredLang() ?? DEFAULT_LANG;
}
