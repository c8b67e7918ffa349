import { PLURAL_FORM, SLOT } from './fill-slots';

/** The plural categories CLDR gives a language (Arabic uses all six, Chinese only `other`). */
const PLURAL_CATEGORIES = ['zero', 'one', 'two', 'few', 'many', 'other'];

/** What `messageProblem` finds, in words for whoever edits the text (UI strings in ar and zh too). */
export const MESSAGE_PROBLEMS = {
  unopened: 'has a } that no { opens',
  unclosed: 'has a { that no } closes',
  plural:
    'has a plural without its "other" form, or with a form that is not zero, one, two, few, many, other or =N',
} as const;

/**
 * What is wrong with a UI string's braces (contract/fill-slots.ts), or null: a `{` never
 * closed, a `}` never opened, or a plural that is not `{name, plural, … other {…}}` with
 * forms Intl.PluralRules has. The translations screen's writes refuse such a text
 * (contract/payloads.ts). Not in the browser's first load: only the writes' schema uses it.
 */
export function messageProblem(text: string): string | null {
  let depth = 0;
  for (const char of text) {
    if (char === '{') depth++;
    else if (char === '}' && --depth < 0) return MESSAGE_PROBLEMS.unopened;
  }
  if (depth > 0) return MESSAGE_PROBLEMS.unclosed;
  const plurals = [...text.matchAll(SLOT)].filter((m) => m[1] !== undefined);
  if (plurals.length !== (text.match(/\{\s*\w+\s*,\s*plural\s*,/g) ?? []).length)
    return MESSAGE_PROBLEMS.plural;
  for (const [, , forms = ''] of plurals) {
    const found = [...forms.matchAll(PLURAL_FORM)];
    const rest = forms.replace(PLURAL_FORM, '').trim();
    const known = found.every(([, form = '']) => /^=\d+$/.test(form) || PLURAL_CATEGORIES.includes(form));
    if (rest || !known || !found.some(([, form]) => form === 'other')) return MESSAGE_PROBLEMS.plural;
  }
  return null;
}
