import { fillSlots, uiStringKey, type Lang, type Slots, type UiDictionary } from '../../contract';
import { renderRecorder } from '../render/render-recorder';

/** `t('Go to page {page}', { page: 2 })`: the current language's text, its slots filled. */
export type Translate = (text: string, slots?: Slots) => string;

/** The keys the running server render looks up (`recordUiStrings`). */
const uiStrings = renderRecorder<string>();
/** Above 0 while a lookup that is not the page's runs (`quietly`). */
let quiet = 0;

/** Runs `lookup` without noting the UI strings it looks up (a static section's: render/unnoted-strings.ts). */
export function quietly<T>(lookup: () => T): T {
  quiet++;
  try {
    return lookup();
  } finally {
    quiet--;
  }
}

/**
 * SPEC §4: a UI string is looked up by its English text, case-insensitively, in the
 * current language's dictionary (contract/ui-dictionary.ts); a missing translation falls
 * back to the English text, and English (an empty dictionary) returns the text unchanged.
 * Slots are filled in `lang`'s grammar (a plural's form: contract/fill-slots.ts), English's for
 * a text that fell back to English. `onMissing` hears of every key the dictionary lacks (the browser's page dictionary holds
 * only the strings its HTML used: api/translations.ts, `completeDictionary`).
 */
export function makeTranslator(
  dictionary: UiDictionary,
  lang: Lang = 'en',
  onMissing?: (key: string) => void,
): Translate {
  return (text, slots) => {
    const key = uiStringKey(text);
    if (quiet === 0) uiStrings.note(key);
    // Own keys only: `constructor` is not a translation of "constructor".
    const found = Object.hasOwn(dictionary, key) ? dictionary[key] : undefined;
    if (!found) onMissing?.(key);
    return fillSlots(found || text, slots, found ? lang : 'en');
  };
}

/**
 * Notes UI strings a server render did not look up but its page may show before the whole
 * dictionary is in (`completeDictionary`, at idle): a popup that opens in the tap's frame
 * (layout/popup-strings.ts). Does nothing in the browser.
 */
export function noteUiStrings(texts: readonly string[]): void {
  for (const text of texts) uiStrings.note(uiStringKey(text));
}

/**
 * Runs a server render and returns the UI string keys it looked up: a page's hydration data
 * carries only those (decision 0015). renderToString is synchronous, so renders never interleave.
 */
export function recordUiStrings<T>(render: () => T): { result: T; keys: ReadonlySet<string> } {
  const { result, noted } = uiStrings.record(render);
  return { result, keys: noted };
}
