import { describe, expect, it } from 'vitest';
import { missingLanguages } from './languages';

describe('missingLanguages', () => {
  it('names each language in which some text is blank, in the order ar, en, zh', () => {
    expect(
      missingLanguages([
        { en: 'Statistics', ar: 'إحصاء' },
        { en: 'SPSS help', zh: ' ' },
      ]),
    ).toEqual(['ar', 'zh']);
  });
  it('is empty when every text has all three languages', () => {
    expect(missingLanguages([{ en: 'Editing', ar: 'تدقيق', zh: '校对' }])).toEqual([]);
  });
  it('counts a missing map as lacking every language', () => {
    expect(missingLanguages([null])).toEqual(['ar', 'en', 'zh']);
  });
});
