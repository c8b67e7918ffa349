import { fillSlots, type Lang, type Slots } from '../src/contract';
import { SEED_UI_TRANSLATIONS } from '../src/server/seed/ui-strings';

const byEnglish = new Map(SEED_UI_TRANSLATIONS.map((row) => [row.en.toLowerCase(), row]));

/**
 * A UI string as a page in `lang` shows it, from the seeded translations (what a new
 * site's pages say). Throws on a string that has no translation: a spec that looked for
 * the English text in an Arabic page would otherwise fail far from the cause, or pass
 * for the wrong reason. Matched as the dictionary matches, whatever the case. `slots` fills it
 * as the page does (contract/fill-slots.ts: a counted text takes the language's form).
 */
export function uiText(en: string, lang: Lang, slots?: Slots): string {
  if (lang === 'en') return fillSlots(en, slots, lang);
  const row = byEnglish.get(en.toLowerCase());
  const text = row?.[lang];
  if (!text) throw new Error(`No ${lang} translation of the UI string "${en}" in src/server/seed/ui-strings`);
  return fillSlots(text, slots, lang);
}
