import type { Lang, UiTranslation } from '../../contract';

/**
 * SPEC §4: a UI string is looked up by its English text, case-insensitively; a missing
 * translation falls back to the English text, and English returns the text unchanged.
 */
export function makeTranslator(entries: readonly UiTranslation[], lang: Lang): (text: string) => string {
  if (lang === 'en') return (text) => text;
  const byEnglish = new Map<string, UiTranslation>();
  for (const entry of entries) byEnglish.set(entry.en.trim().toLowerCase(), entry);
  return (text) => {
    const translated = byEnglish.get(text.trim().toLowerCase())?.[lang];
    return translated ? translated : text;
  };
}
