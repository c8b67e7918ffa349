import { describe, expect, it } from 'vitest';
import { modulePreloader, type ViteManifest } from './page-preloads';

const MANIFEST: ViteManifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react.js', '_mui.js'] },
  '_react.js': { file: 'assets/react-1.js' },
  '_mui.js': { file: 'assets/mui-1.js', imports: ['_react.js'] },
  '_cards.js': { file: 'assets/cards-1.js', imports: ['_mui.js'] },
  'src/client/app/routes/public/blogs.tsx': { file: 'assets/blogs-1.js', imports: ['_cards.js', '_mui.js'] },
  'src/client/app/routes/public/blog.tsx': { file: 'assets/blog-1.js', imports: ['_cards.js'] },
};

describe('modulePreloader', () => {
  const preloads = modulePreloader(MANIFEST);
  const hrefs = (tags: string) => [...tags.matchAll(/href="([^"]+)"/g)].map((m) => m[1]);

  it("preloads a page's own chunks and what they import, not what the entry already has", () => {
    expect(hrefs(preloads(['src/client/app/routes/public/blogs.tsx']))).toEqual([
      '/assets/blogs-1.js',
      '/assets/cards-1.js',
    ]);
    expect(preloads(['src/client/app/routes/public/blogs.tsx'])).toContain(
      '<link rel="modulepreload-after-load" crossorigin href="/assets/blogs-1.js">',
    );
  });

  it('lists a chunk two modules share once, and nothing for an unknown module', () => {
    expect(
      hrefs(preloads(['src/client/app/routes/public/blogs.tsx', 'src/client/app/routes/public/blog.tsx'])),
    ).toEqual(['/assets/blogs-1.js', '/assets/cards-1.js', '/assets/blog-1.js']);
    expect(preloads(['src/client/app/routes/public/nothing.tsx'])).toBe('');
  });
});
