import type { Lang } from './languages';

/** Values for the `{name}` slots of a UI string. */
export type Slots = Readonly<Record<string, string | number>>;

/** A plural form's text, itself holding slots: the `# file: {file}` of `one {# file: {file}}`. */
const FORM_TEXT = String.raw`(?:[^{}]|\{[^{}]*\})*`;
/** One form of a plural: an exact `=N` or a CLDR category, then its text in braces. */
export const PLURAL_FORM = new RegExp(String.raw`(=\d+|[a-z]+)\s*\{(${FORM_TEXT})\}`, 'g');
/** `{name, plural, …forms}` (name, forms) or a plain `{name}` (name). */
export const SLOT = new RegExp(
  String.raw`\{(\w+)\s*,\s*plural\s*,((?:[^{}]|\{${FORM_TEXT}\})*)\}|\{(\w+)\}`,
  'g',
);

const rules: Partial<Record<Lang, Intl.PluralRules>> = {};

/**
 * Fills a UI string's slots: the one way, so a translated string keeps its slots wherever its
 * translator put them (decision 0043).
 * - `{name}`: the value (`'{count} unread'`, `'Go to page {page}'`); a slot with no value is
 *   left as written.
 * - `{name, plural, one {# minute} other {# minutes}}`: ICU's plural, the form
 *   `Intl.PluralRules` picks for the value in `lang` (an exact `=N {…}` first, else `other`),
 *   its `#` the value: "10 دقائق" and "11 دقيقة" take their forms from Arabic's six.
 * A value is put in as it is: braces in it are not filled again.
 */
export function fillSlots(text: string, slots?: Slots, lang: Lang = 'en'): string {
  if (!slots) return text;
  return text.replace(SLOT, (whole, name?: string, forms?: string, plain?: string) => {
    const key = (name ?? plain)!;
    if (!Object.hasOwn(slots, key)) return whole;
    const value = slots[key]!;
    if (plain) return String(value);
    const byForm = Object.fromEntries([...forms!.matchAll(PLURAL_FORM)].map((m) => [m[1], m[2]]));
    const n = Number(value);
    const form =
      byForm[`=${n}`] ?? byForm[(rules[lang] ??= new Intl.PluralRules(lang)).select(n)] ?? byForm.other;
    return form === undefined ? whole : fillSlots(form.replaceAll('#', String(value)), slots, lang);
  });
}
