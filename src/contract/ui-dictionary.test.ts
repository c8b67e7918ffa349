import { describe, expect, it } from 'vitest';
import type { UiTranslation } from './translations';
import { toDictionary } from './ui-dictionary';

const entries: UiTranslation[] = [
  { id: 1, en: 'Our Services', ar: 'خدماتنا', zh: '我们的服务' },
  { id: 2, en: 'Contact Us', ar: 'اتصل بنا', zh: '' },
];

describe('toDictionary', () => {
  it("holds one language's non-empty texts, none for English, the later entry winning", () => {
    const list: UiTranslation[] = [
      ...entries,
      { id: 4, en: ' our services ', ar: 'خدماتنا الجديدة', zh: '' },
    ];
    expect(toDictionary(list, 'ar')).toEqual({ 'our services': 'خدماتنا الجديدة', 'contact us': 'اتصل بنا' });
    expect(toDictionary(list, 'zh')).toEqual({ 'our services': '我们的服务' });
    expect(toDictionary(list, 'en')).toEqual({});
  });
});
