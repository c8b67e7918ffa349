import { fillSlots, type Lang, type Slots, type UiTranslation } from '../../contract';

/** `t('Go to page {page}', { page: 2 })`: the current language's text, its slots filled. */
export type Translate = (text: string, slots?: Slots) => string;

/**
 * SPEC §4: a UI string is looked up by its English text, case-insensitively; a missing
 * translation falls back to the English text, and English returns the text unchanged.
 */
export function makeTranslator(entries: readonly UiTranslation[], lang: Lang): Translate {
  if (lang === 'en') return (text, slots) => fillSlots(text, slots);
  const byEnglish = new Map<string, UiTranslation>();
  for (const entry of entries) byEnglish.set(entry.en.trim().toLowerCase(), entry);
  return (text, slots) => fillSlots(byEnglish.get(text.trim().toLowerCase())?.[lang] || text, slots);
}
