import { describe, expect, it } from 'vitest';
import { SEARCH_QUERY_MAX, searchQueryOf } from './search';
import { markedTitle, searchFold } from './search-marks';

const marked = (title: string, words: string[]) =>
  markedTitle(title, words)
    .filter((part) => part.marked)
    .map((part) => part.text);

describe('search marks (decision 0066)', () => {
  it('folds Arabic as the index does: harakat, hamza forms, ta marbuta, the article', () => {
    expect(searchFold('التَّرْجَمَة')).toBe('ترجمه');
    expect(searchFold('الترجمه')).toBe('ترجمه');
    expect(searchFold('ترجمة')).toBe('ترجمه');
    expect(searchFold('بالإحصاء')).toBe('احصاء');
    expect(searchFold('مستشفى')).toBe('مستشفي');
    // Two letters after it: not an article ("الى" is a word of its own).
    expect(searchFold('الى')).toBe('الي');
  });

  it('marks the Arabic words of a title that fold to a word of the query', () => {
    expect(marked('خدمات التَّرجمة الأكاديمية', ['ترجمه'])).toEqual(['التَّرجمة']);
    expect(markedTitle('ترجمة وتدقيق', ['ترجمه'])).toEqual([
      { text: 'ترجمة', marked: true },
      { text: ' وتدقيق', marked: false },
    ]);
  });

  it('marks English words by their stem, whatever their case', () => {
    expect(marked('SPSS Statistical Analysis', ['spss'])).toEqual(['SPSS']);
    expect(marked('Academic Translation Services', ['translat'])).toEqual(['Translation']);
    expect(marked('A case study', ['studi'])).toEqual(['study']);
    expect(marked('Students', ['studi'])).toEqual([]);
  });

  it('marks Chinese wherever its characters are, joining touching runs', () => {
    expect(marked('论文写作指导', ['论文', '文写', '写作'])).toEqual(['论文写作']);
    expect(marked('SPSS 数据分析', ['数据', 'spss'])).toEqual(['SPSS', '数据']);
  });

  it('leaves a title found by a typo, or by its text only, unmarked and whole', () => {
    expect(markedTitle('Proofreading', ['proofraeding'])).toEqual([{ text: 'Proofreading', marked: false }]);
    expect(markedTitle('', ['x'])).toEqual([]);
  });
});

describe('the query of a search page’s address', () => {
  it('is trimmed, cut to the longest query, and without control characters', () => {
    expect(searchQueryOf(new URLSearchParams('q=%20spss%20'))).toBe('spss');
    expect(searchQueryOf(new URLSearchParams('q=a%00b%0Ac'))).toBe('a b c');
    expect(searchQueryOf(new URLSearchParams(''))).toBe('');
    expect([...searchQueryOf(new URLSearchParams({ q: 'ت'.repeat(500) }))]).toHaveLength(SEARCH_QUERY_MAX);
  });
});
