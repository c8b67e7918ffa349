import { describe, expect, it } from 'vitest';
import { createMissingPages, splitPage } from './missing-pages';

describe('pages past the last one (decision 0028)', () => {
  it("splits a page's key into its list's address and the page number", () => {
    expect(splitPage('http://o en /blogs?page=9')).toEqual({ list: 'http://o en /blogs', n: 9 });
    expect(splitPage('http://o en /services?category=2&page=9&lang=en')).toEqual({
      list: 'http://o en /services?category=2&lang=en',
      n: 9,
    });
    expect(splitPage('http://o en /services?page=9&category=2')).toEqual({
      list: 'http://o en /services?category=2',
      n: 9,
    });
    expect(splitPage('http://o en /blogs')).toBeUndefined();
  });

  it('answers every higher page of the same list with the not-found page, while the version holds', () => {
    const missing = createMissingPages<string>();
    missing.set('o en /blogs?page=9', 1, 'not found');
    expect(missing.get('o en /blogs?page=9', 1)).toBe('not found');
    expect(missing.get('o en /blogs?page=123456', 1)).toBe('not found');
    expect(missing.get('o en /blogs?page=8', 1)).toBeUndefined();
    expect(missing.get('o ar /blogs?page=10', 1)).toBeUndefined();
    expect(missing.get('o en /services?page=10', 1)).toBeUndefined();
    // A write may have added pages: asked again, rendered again.
    expect(missing.get('o en /blogs?page=10', 2)).toBeUndefined();
    missing.set('o en /blogs?page=7', 1, 'lower');
    expect(missing.get('o en /blogs?page=8', 1)).toBe('lower');
  });

  it('holds one entry per list, and at most `max` lists', () => {
    const missing = createMissingPages<string>(2);
    for (const n of [50, 40, 30]) missing.set(`o en /blogs?page=${n}`, 1, `from ${n}`);
    missing.set('o en /services?page=5', 1, 'services');
    missing.set('o en /services?category=3&page=5', 1, 'category');
    expect(missing.get('o en /blogs?page=60', 1)).toBeUndefined();
    expect(missing.get('o en /services?page=60', 1)).toBe('services');
  });
});
