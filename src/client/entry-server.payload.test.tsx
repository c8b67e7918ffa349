// @vitest-environment node
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { render } from './entry-server';
import type { HydrationPayload } from './hydration';
import { fixtureReads, makeCategory, makeService } from './test/fixtures';

const ORIGIN = 'https://office.example';
const SERVICE = makeService(3, {
  cat_id: 7,
  service_long_name: { en: 'LONG-NAME-ONLY-ON-ITS-PAGE', ar: 'اسم طويل', zh: '长名称' },
  service_features: [{ en: 'FEATURE-ONLY-ON-ITS-PAGE', ar: 'ميزة', zh: '特点' }],
});
const TRANSLATIONS = [
  { id: 1, en: 'Home', ar: 'الرئيسية', zh: 'ZH-HOME' },
  { id: 2, en: 'Our Services', ar: 'خدماتنا', zh: 'ZH-SERVICES' },
  { id: 3, en: 'Staff only', ar: '', zh: 'ZH-STAFF' },
  { id: 4, en: 'A string no public page looks up', ar: 'AR-UNUSED', zh: 'ZH-UNUSED' },
];
const reads = fixtureReads({
  services: [SERVICE],
  categories: [makeCategory(7)],
  translations: TRANSLATIONS,
});

async function payloadOf(path: string, lang: 'ar' | 'en' | 'zh') {
  const result = await render({ request: new Request(`${ORIGIN}${path}`), lang, origin: ORIGIN, reads });
  if (result.kind !== 'page') throw new Error(`expected a page, got a redirect to ${result.location}`);
  return { result, payload: JSON.parse(result.data) as HydrationPayload };
}
const keysOf = (payload: HydrationPayload) => payload.query.map(([key]) => JSON.stringify(key));

/** A page's hydration data holds what the page shows, not whole lists (decisions 0011, 0020). */
describe('hydration data', () => {
  beforeAll(() => {
    vi.stubGlobal('localStorage', { clear() {} });
  });

  it("carries the UI strings the page's render looked up, in its language only, never the whole list", async () => {
    const { result, payload } = await payloadOf('/services', 'ar');
    expect(result.html).toContain('خدماتنا');
    expect(keysOf(payload)).toContain('["translations","dictionary","ar"]');
    expect(keysOf(payload)).not.toContain('["translations","ui"]');
    const dictionary = payload.query.find(([key]) => key[1] === 'dictionary')?.[1];
    expect(dictionary).toEqual({ home: 'الرئيسية', 'our services': 'خدماتنا' });
    expect(result.data).not.toContain('ZH-');
    // The rest come once the page is idle (context/use-translator.ts).
    expect(result.data).not.toContain('AR-UNUSED');

    const english = await payloadOf('/services', 'en');
    expect(english.payload.query.find(([key]) => key[1] === 'dictionary')?.[1]).toEqual({});
    expect(english.result.data).not.toContain('الرئيسية');
  });

  it.each(['/', '/services'])('lists services on %s as cards: no long name, no features', async (path) => {
    const { result, payload } = await payloadOf(path, 'en');
    // On `/` the cards are the carousels' alone: their data comes with their code (render/deferred-section).
    const cards = keysOf(payload).filter((key) => key.startsWith('["services","cards"'));
    if (path === '/services') expect(cards).toEqual(['["services","cards",{"page":1,"limit":9}]']);
    else expect(cards).toEqual([]);
    expect(keysOf(payload)).not.toContain('["services","list"]');
    expect(result.html).toContain(SERVICE.service_name.en);
    expect(result.data).not.toContain('ONLY-ON-ITS-PAGE');
  });

  it("leaves the home carousels' lists out of its data: they come with the carousels' code", async () => {
    const { result, payload } = await payloadOf('/', 'en');
    expect(result.html).toContain(SERVICE.service_name.en);
    for (const key of ['["services","cards"', '["blogs","cards"', '["testimonials","list"]'])
      expect(keysOf(payload).filter((k) => k.startsWith(key))).toEqual([]);
    // What the rest of the page shows is still there: the header's services menu.
    expect(keysOf(payload)).toContain('["services","menu"]');
  });

  it("carries a record's texts in the page's language only, naming the queries it cut for the browser", async () => {
    const { result, payload } = await payloadOf('/services/service?service_id=3', 'ar');
    expect(result.data).toContain('ميزة');
    expect(result.data).not.toContain('FEATURE-ONLY-ON-ITS-PAGE');
    expect(payload.oneLanguage).toEqual(expect.arrayContaining(['["services","detail",3]']));
  });

  it("writes the page's head from the SEO entries but leaves them out of its data: the app fetches them on start", async () => {
    const { result, payload } = await payloadOf('/', 'en');
    expect(result.head).toContain('<title>');
    expect(keysOf(payload)).not.toContain('["seo","metaData"]');
  });

  it("still carries a service's whole record on its own page", async () => {
    const { result } = await payloadOf('/services/service?service_id=3', 'en');
    expect(result.data).toContain('FEATURE-ONLY-ON-ITS-PAGE');
  });
});
