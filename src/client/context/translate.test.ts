import { describe, expect, it } from 'vitest';
import type { UiTranslation } from '../../contract';
import { toDictionary } from '../../contract';
import { makeTranslator } from './translate';

const entries: UiTranslation[] = [
  { id: 1, en: 'Our Services', ar: 'خدماتنا', zh: '我们的服务' },
  { id: 2, en: 'Contact Us', ar: 'اتصل بنا', zh: '' },
];
const translator = (list: UiTranslation[], lang: 'ar' | 'en' | 'zh') =>
  makeTranslator(toDictionary(list, lang), lang);

describe('makeTranslator (SPEC §4)', () => {
  it('finds the translation of an English text', () => {
    expect(translator(entries, 'ar')('Our Services')).toBe('خدماتنا');
    expect(translator(entries, 'zh')('Our Services')).toBe('我们的服务');
  });

  it('matches the English text case-insensitively', () => {
    expect(translator(entries, 'ar')('OUR services')).toBe('خدماتنا');
    expect(translator(entries, 'ar')('contact us')).toBe('اتصل بنا');
  });

  it('returns English text unchanged', () => {
    expect(translator(entries, 'en')('our SERVICES')).toBe('our SERVICES');
  });

  it('falls back to the English text when there is no entry', () => {
    expect(translator(entries, 'ar')('Blogs')).toBe('Blogs');
  });

  it('falls back to the English text when the language has no translation', () => {
    expect(translator(entries, 'zh')('Contact Us')).toBe('Contact Us');
  });

  it('works before any translation has loaded', () => {
    expect(makeTranslator({})('Home')).toBe('Home');
  });

  it("reads only the dictionary's own keys, whatever the text", () => {
    const t = translator([{ id: 3, en: '__proto__', ar: 'نموذج', zh: '' }], 'ar');
    expect(t('constructor')).toBe('constructor');
    expect(t('toString')).toBe('toString');
    expect(t('__proto__')).toBe('نموذج');
    // As the browser gets it: through JSON.
    expect(
      makeTranslator(
        JSON.parse(
          JSON.stringify(toDictionary([{ id: 3, en: '__proto__', ar: 'نموذج', zh: '' }], 'ar')),
        ) as Record<string, string>,
      )('__PROTO__'),
    ).toBe('نموذج');
  });
});
