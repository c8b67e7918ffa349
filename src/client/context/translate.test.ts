import { describe, expect, it } from 'vitest';
import type { UiTranslation } from '../../contract';
import { makeTranslator } from './translate';

const entries: UiTranslation[] = [
  { id: 1, en: 'Our Services', ar: 'خدماتنا', zh: '我们的服务' },
  { id: 2, en: 'Contact Us', ar: 'اتصل بنا', zh: '' },
];

describe('makeTranslator (SPEC §4)', () => {
  it('finds the translation of an English text', () => {
    expect(makeTranslator(entries, 'ar')('Our Services')).toBe('خدماتنا');
    expect(makeTranslator(entries, 'zh')('Our Services')).toBe('我们的服务');
  });

  it('matches the English text case-insensitively', () => {
    expect(makeTranslator(entries, 'ar')('OUR services')).toBe('خدماتنا');
    expect(makeTranslator(entries, 'ar')('contact us')).toBe('اتصل بنا');
  });

  it('returns English text unchanged', () => {
    expect(makeTranslator(entries, 'en')('our SERVICES')).toBe('our SERVICES');
  });

  it('falls back to the English text when there is no entry', () => {
    expect(makeTranslator(entries, 'ar')('Blogs')).toBe('Blogs');
  });

  it('falls back to the English text when the language has no translation', () => {
    expect(makeTranslator(entries, 'zh')('Contact Us')).toBe('Contact Us');
  });

  it('works before any translation has loaded', () => {
    expect(makeTranslator([], 'ar')('Home')).toBe('Home');
  });
});
