// No zod here: the browser's first load imports this, and a module that builds schemas
// costs their construction at start (and zod's eval probe, which the CSP refuses).
import type { UiTranslation } from './translations';

/** SPEC §4: a UI string is looked up by its English text, trimmed and case-insensitively. */
export const uiStringKey = (english: string): string => english.trim().toLowerCase();

/**
 * One language's UI strings by `uiStringKey` of their English text: what a page needs to
 * translate, a third of the whole list (decision 0015: a public page's hydration data carries
 * this, not every string in three languages). English needs none.
 */
export type UiDictionary = Readonly<Record<string, string>>;

/** A later entry for the same English text wins; an empty translation is left out (the English shows). */
export function toDictionary(entries: readonly UiTranslation[], lang: 'ar' | 'en' | 'zh'): UiDictionary {
  if (lang === 'en') return {};
  // fromEntries defines own properties, so an English text such as `__proto__` is a plain key.
  return Object.fromEntries(
    entries.filter((entry) => entry[lang]).map((entry) => [uiStringKey(entry.en), entry[lang]]),
  );
}
