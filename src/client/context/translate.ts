import { fillSlots, uiStringKey, type Slots, type UiDictionary } from '../../contract';

/** `t('Go to page {page}', { page: 2 })`: the current language's text, its slots filled. */
export type Translate = (text: string, slots?: Slots) => string;

/**
 * SPEC §4: a UI string is looked up by its English text, case-insensitively, in the
 * current language's dictionary (contract/ui-dictionary.ts); a missing translation falls
 * back to the English text, and English (an empty dictionary) returns the text unchanged.
 */
export function makeTranslator(dictionary: UiDictionary): Translate {
  return (text, slots) => {
    const key = uiStringKey(text);
    // Own keys only: `constructor` is not a translation of "constructor".
    return fillSlots((Object.hasOwn(dictionary, key) && dictionary[key]) || text, slots);
  };
}
