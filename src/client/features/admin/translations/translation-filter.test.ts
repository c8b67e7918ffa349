import { describe, expect, it } from 'vitest';
import { completeness, filterTranslations } from './translation-filter';

const entries = [
  { id: 1, en: 'Our Services', ar: 'خدماتنا', zh: '我们的服务' },
  { id: 2, en: 'blogs', ar: 'المدونة', zh: '' },
  { id: 3, en: 'About', ar: ' ', zh: '关于' },
];

describe('the translations screen’s filter', () => {
  it('finds a text in any language, ignoring letter case, sorted by the English text', () => {
    expect(filterTranslations(entries, 'SERVICES').map((e) => e.id)).toEqual([1]);
    expect(filterTranslations(entries, 'المدونة').map((e) => e.id)).toEqual([2]);
    expect(filterTranslations(entries, '关于').map((e) => e.id)).toEqual([3]);
    expect(filterTranslations(entries, '').map((e) => e.en)).toEqual(['About', 'blogs', 'Our Services']);
  });

  it('lists the entries that lack a language (blank counts as missing)', () => {
    expect(filterTranslations(entries, '', 'ar').map((e) => e.id)).toEqual([3]);
    expect(filterTranslations(entries, '', 'zh').map((e) => e.id)).toEqual([2]);
    expect(filterTranslations(entries, 'our', 'zh')).toEqual([]);
  });

  it('counts how complete each language is', () => {
    expect(completeness(entries, 'ar')).toEqual({ done: 2, total: 3, percent: 66 });
    expect(completeness([], 'zh')).toEqual({ done: 0, total: 0, percent: 100 });
  });
});
