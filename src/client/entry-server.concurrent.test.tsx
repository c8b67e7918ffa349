// @vitest-environment node
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { PublicReads } from '../contract/public-reads';
import type { Lang } from '../contract';
import { render } from './entry-server';
import { fixtureReads, makeBlog, makeCategory, makeService } from './test/fixtures';

const ORIGIN = 'https://office.example';
const TRANSLATIONS = [
  { id: 1, en: 'Home', ar: 'الرئيسية', zh: '首页' },
  { id: 2, en: 'Our Services', ar: 'خدماتنا', zh: '我们的服务' },
];
const lists = {
  services: [makeService(1), makeService(2, { cat_id: 7 })],
  categories: [makeCategory(7)],
  blogs: [makeBlog(1), makeBlog(2)],
  translations: TRANSLATIONS,
};

/**
 * The fixture reads, each answering after a random few milliseconds: concurrent renders' loaders interleave.
 */
function slowReads(): PublicReads {
  const reads = fixtureReads(lists);
  const later = <T,>(value: Promise<T>) =>
    new Promise<T>((resolve) => setTimeout(() => resolve(value), Math.random() * 8));
  return Object.fromEntries(
    Object.entries(reads).map(([name, read]) => [
      name,
      (...args: unknown[]) => later((read as (...a: unknown[]) => Promise<unknown>)(...args)),
    ]),
  ) as unknown as PublicReads;
}

const PAGES: [path: string, lang: Lang][] = [
  ['/', 'ar'],
  ['/blogs', 'en'],
  ['/services', 'zh'],
  ['/', 'en'],
  ['/blogs', 'ar'],
  ['/services', 'ar'],
];

/** The hydration data without its queries' fetch times, which differ from one render to the next. */
// A packed query ends with when it was read (hydration.ts PackedQuery): a 13-digit time.
const withoutTimes = (data: string) => data.replace(/,\d{13}\]/g, ',0]');

async function renderOne(path: string, lang: Lang, version: number) {
  const result = await render({
    request: new Request(`${ORIGIN}${path}?lang=${lang}`),
    lang,
    origin: ORIGIN,
    reads: slowReads(),
    version,
  });
  if (result.kind !== 'page') throw new Error(`${path}: a redirect`);
  return result;
}

/**
 * The render's module-level state (the section cache's current scope, the sheets a render
 * used, emotion's styles per direction: docs/rendering.md) is only read and written inside
 * one synchronous renderToString, which no other render can interleave with. Here many
 * renders of pages in different languages run at once, with their reads finishing in a
 * random order, and each must come out exactly as it does alone.
 */
describe('concurrent server renders', () => {
  beforeAll(() => {
    vi.stubGlobal('localStorage', { clear() {} });
  });

  it('give every page in every language what it gives alone', async () => {
    const alone = new Map<string, Awaited<ReturnType<typeof renderOne>>>();
    // Version 1 alone (the section cache filled page by page), then the same version at once.
    for (const [path, lang] of PAGES) alone.set(`${path} ${lang}`, await renderOne(path, lang, 1));
    const together = await Promise.all(
      Array.from({ length: 4 }, () => PAGES.map(([path, lang]) => renderOne(path, lang, 1))).flat(),
    );
    together.forEach((result, i) => {
      const [path, lang] = PAGES[i % PAGES.length]!;
      const own = alone.get(`${path} ${lang}`)!;
      expect(result.lang, `${path} ${lang}`).toBe(lang);
      expect(result.dir).toBe(lang === 'ar' ? 'rtl' : 'ltr');
      expect(result.html, `${path} ${lang}`).toBe(own.html);
      expect(result.head, `${path} ${lang}`).toBe(own.head);
      expect(withoutTimes(result.data), `${path} ${lang}`).toBe(withoutTimes(own.data));
    });
    // And a new pages version, first rendered concurrently, gives the same pages too.
    const fresh = await Promise.all(PAGES.map(([path, lang]) => renderOne(path, lang, 2)));
    fresh.forEach((result, i) =>
      expect(result.html, PAGES[i]!.join(' ')).toBe(alone.get(PAGES[i]!.join(' '))!.html),
    );
  });
});
