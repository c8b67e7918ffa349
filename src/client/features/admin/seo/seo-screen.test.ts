import { describe, expect, it } from 'vitest';
import type { SeoEntry } from '../../../../contract';
import { changedEntries } from './seo-screen';

const entry = (path: string): SeoEntry => ({
  path,
  title: `T ${path}`,
  description: `D ${path}`,
  keywords: 'k',
  og_image: '/og-image.png',
  og_type: 'website',
});
const entries = [entry('/'), entry('/blogs')];

describe('changedEntries (the SEO screen’s Update)', () => {
  it('sends nothing when nothing was edited, or an edit was typed back to what the server holds', () => {
    expect(changedEntries(entries, {})).toEqual([]);
    expect(changedEntries(entries, { '/': { title: 'T /' } })).toEqual([]);
  });

  it('sends each changed entry once, with only its changed fields', () => {
    expect(
      changedEntries(entries, { '/blogs': { title: 'New', keywords: 'k' }, '/': { description: '' } }),
    ).toEqual([
      { path: '/', patch: { description: '' } },
      { path: '/blogs', patch: { title: 'New' } },
    ]);
  });
});
