import { describe, expect, it } from 'vitest';
import { fillSlots, messageProblem, type Lang } from '../../../contract';
import { MESSAGES } from '../../i18n/messages';
import { SEED_UI_TRANSLATIONS } from './index';
import { RETIRED_UI_STRINGS } from './retired';

/** The slots a text counts with: `{name, plural, …}`. */
const countedSlots = (text: string) => [...text.matchAll(/\{(\w+),\s*plural\s*,/g)].map((m) => m[1]!);

/** Every text that counts: the seeded UI strings and the API's messages whose English has a plural. */
const COUNTED: { en: string; ar: string; zh: string }[] = [
  ...SEED_UI_TRANSLATIONS,
  ...Object.values(MESSAGES as Record<string, Record<Lang, string>>),
].filter((row) => countedSlots(row.en).length > 0);

const COUNTS = [0, 1, 2, 3, 11, 100];

/** Decision 0043: every counted text takes its form from Intl.PluralRules, in each language's grammar. */
describe('counted texts', () => {
  it('are the ones that count (minutes, seconds, files, pages, days, hours, items, requests)', () => {
    expect(COUNTED.length).toBeGreaterThanOrEqual(17);
  });

  it.each(COUNTED.map((row) => [row.en, row] as const))(
    '"%s" reads right at 0, 1, 2, 3, 11 and 100 in Arabic',
    (_, row) => {
      const slots = countedSlots(row.en);
      for (const lang of ['en', 'ar', 'zh'] as const) expect(messageProblem(row[lang]), lang).toBeNull();
      // Arabic has its own forms for each count: a plural per counted slot, with "one" and "two".
      for (const slot of slots) {
        const plural = new RegExp(`\\{${slot},\\s*plural\\s*,([^]*)`).exec(row.ar)?.[1] ?? '';
        expect(plural, `${slot} in the Arabic`).toMatch(/\bone\s*\{/);
        expect(plural, `${slot} in the Arabic`).toMatch(/\btwo\s*\{/);
      }
      const filled = new Set<string>();
      for (const n of COUNTS) {
        const values = Object.fromEntries(
          [...slots, 'file', 'size', 'limit', 'query'].map((s) => [s, slots.includes(s) ? n : 'X']),
        );
        const text = fillSlots(row.ar, values, 'ar');
        expect(text, `${n}`).not.toMatch(/[{}#]/);
        filled.add(text);
      }
      // One text per form at least: 1, 2, 3 and 11 do not all read alike.
      expect(filled.size, [...filled].join('\n')).toBeGreaterThanOrEqual(4);
    },
  );

  it('says "10 دقائق" and "11 دقيقة" in the rate-limit message, and the dual for 2', () => {
    const row = SEED_UI_TRANSLATIONS.find(
      (r) => r.en.startsWith('You have sent several requests') && r.en.includes('minutes'),
    )!;
    expect(fillSlots(row.ar, { minutes: 10 }, 'ar')).toContain('بعد 10 دقائق.');
    expect(fillSlots(row.ar, { minutes: 11 }, 'ar')).toContain('بعد 11 دقيقة.');
    expect(fillSlots(row.ar, { minutes: 2 }, 'ar')).toContain('بعد دقيقتين.');
    expect(fillSlots(row.en, { minutes: 1 }, 'en')).toContain('in 1 minute.');
  });

  it('retires only texts the seed no longer has', () => {
    const current = new Set(SEED_UI_TRANSLATIONS.map((row) => row.en.toLowerCase()));
    expect(RETIRED_UI_STRINGS.filter(([en]) => current.has(en.toLowerCase()))).toEqual([]);
  });
});
