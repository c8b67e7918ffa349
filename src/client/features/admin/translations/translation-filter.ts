import type { UiTranslation } from '../../../../contract';

/** The languages a UI string is translated into; English is the key itself. */
export const TRANSLATED_LANGS = ['ar', 'zh'] as const;
export type TranslatedLang = (typeof TRANSLATED_LANGS)[number];

/** `value` when it names a translated language (a URL's `missing=`), else undefined. */
export const asTranslatedLang = (value: string | null | undefined): TranslatedLang | undefined =>
  (TRANSLATED_LANGS as readonly string[]).includes(value ?? '') ? (value as TranslatedLang) : undefined;

const isMissing = (entry: UiTranslation, lang: TranslatedLang): boolean => !entry[lang]?.trim();

/**
 * The entries the screen lists: those whose en, ar or zh text holds `search` (ignoring
 * letter case), lacking `missing`'s text when it is set, sorted by their English text
 * (punctuation such as `{count}`'s braces ignored).
 */
export function filterTranslations(
  entries: readonly UiTranslation[],
  search: string,
  missing?: TranslatedLang,
): UiTranslation[] {
  const needle = search.trim().toLocaleLowerCase();
  return entries
    .filter((entry) => !missing || isMissing(entry, missing))
    .filter(
      (entry) =>
        !needle || [entry.en, entry.ar, entry.zh].some((text) => text?.toLocaleLowerCase().includes(needle)),
    )
    .sort((a, b) => a.en.localeCompare(b.en, 'en', { sensitivity: 'base', ignorePunctuation: true }));
}

/** How many entries have a text in `lang`, of all of them. */
export function completeness(
  entries: readonly UiTranslation[],
  lang: TranslatedLang,
): { done: number; total: number; percent: number } {
  const done = entries.filter((entry) => !isMissing(entry, lang)).length;
  const total = entries.length;
  return { done, total, percent: total === 0 ? 100 : Math.floor((done / total) * 100) };
}
