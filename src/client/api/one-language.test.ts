import { QueryClient, QueryObserver, dehydrate, hydrate } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { pick } from '../../contract';
import {
  dehydratedInOneLanguage,
  inOneLanguage,
  noteQueriesInOneLanguage,
  wholeLanguagesFor,
} from './one-language';

const post = {
  blog_id: 7,
  blog_title: { ar: 'عنوان', en: 'Title', zh: '标题' },
  blog_author: { ar: '', en: 'Author', zh: '作者' },
  tags: [{ ar: 'وسم', en: 'tag', zh: '' }],
  blog_header_url: '/media/x.webp',
  social: { facebook: 'https://facebook.com/x' },
};

describe("a page's data in its own language", () => {
  it('cuts each text in every language to what pick shows, and leaves the rest as it is', () => {
    const cut = inOneLanguage(post, 'ar');
    expect(cut).toEqual({
      blog_id: 7,
      blog_title: { ar: 'عنوان' },
      // Empty in Arabic: the English pick falls back to stays.
      blog_author: { ar: '', en: 'Author' },
      tags: [{ ar: 'وسم' }],
      blog_header_url: '/media/x.webp',
      social: { facebook: 'https://facebook.com/x' },
    });
    for (const lang of ['ar', 'en', 'zh'] as const) {
      const one = inOneLanguage(post, lang);
      expect(pick(one.blog_title, lang)).toBe(pick(post.blog_title, lang));
      expect(pick(one.blog_author, lang)).toBe(pick(post.blog_author, lang));
      expect(pick(one.tags[0], lang)).toBe(pick(post.tags[0], lang));
    }
    // English empty: the Arabic it falls back to, not a second `en` key.
    expect(inOneLanguage({ ar: 'نص', en: '', zh: '' }, 'en')).toEqual({ en: '', ar: 'نص' });
    // Nothing to cut: the same value.
    const plain = { office_phone: '+20', site: ['a', 'b'] };
    expect(inOneLanguage(plain, 'ar')).toBe(plain);
  });

  it('names the queries it cut, and fetches them whole before another language: where shown, else forgotten', async () => {
    const server = new QueryClient();
    server.setQueryData(['blogs', 'detail', 7], post);
    server.setQueryData(['settings'], { office_phone: '+20' });
    server.setQueryData(
      ['services', 'menu'],
      [{ service_id: 1, service_name: { ar: 'خدمة', en: 'Service', zh: '服务' } }],
    );
    const { state, cut } = dehydratedInOneLanguage(dehydrate(server), 'ar');
    expect(cut.sort()).toEqual(['["blogs","detail",7]', '["services","menu"]']);
    expect(JSON.stringify(state)).not.toContain('Title');

    const browser = new QueryClient();
    hydrate(browser, state);
    noteQueriesInOneLanguage(browser, cut);
    let fetched = 0;
    const observer = new QueryObserver(browser, {
      queryKey: ['blogs', 'detail', 7],
      queryFn: async () => {
        fetched += 1;
        return post;
      },
      staleTime: Infinity,
    });
    const unsubscribe = observer.subscribe(() => {});
    expect(browser.getQueryData(['blogs', 'detail', 7])).toEqual(inOneLanguage(post, 'ar'));
    await wholeLanguagesFor(browser);
    expect(fetched).toBe(1);
    expect(browser.getQueryData(['blogs', 'detail', 7])).toEqual(post);
    // Not shown: forgotten, so that it is fetched whole when it is.
    expect(browser.getQueryData(['services', 'menu'])).toBeUndefined();
    expect(browser.getQueryData(['settings'])).toEqual({ office_phone: '+20' });
    // Once.
    await wholeLanguagesFor(browser);
    expect(fetched).toBe(1);
    unsubscribe();
  });
});
