import { asc, eq, sql } from 'drizzle-orm';
import { beforeAll, expect, it, vi } from 'vitest';
import {
  blogs,
  categories,
  contactMessages,
  researchers,
  seoMetadata,
  services,
  siteSettings,
  testimonials,
  uiTranslations,
} from '../db/schema';
import { useTestApp } from '../test/app';
import { describeEachDatabase } from '../test/databases';
import { SEED_SEO_ENTRIES } from '../modules/seo/seo.seed';
import { SEED_BLOGS, SEED_SERVICES } from './content';
import { SEED_UI_TRANSLATIONS } from './ui-strings';
import { resetDemoContent, seedDemoContent, type SeedResult } from './run';

const NOW = new Date('2026-11-01T09:00:00Z');
/**
 * The demo content, counted by hand from seed/content/: a change to it changes these on
 * purpose. Content a test derives from the seed's own lists could shrink to nothing unseen.
 */
const SEEDED = { categories: 5, services: 14, blogs: 13, testimonials: 7, researchers: 7, faqs: 8 } as const;
const SEEDED_AUDIO_CLIPS = 2;

describeEachDatabase('demo content seed', (kind) => {
  // On PGlite the seed encodes every drawing, the path a first start in production takes; on
  // PostgreSQL it reads them from the cache the other tests share (decision 0038).
  const ctx = useTestApp(kind, kind === 'pglite' ? { SEED_IMAGE_CACHE_DIR: '' } : {});
  let first: SeedResult[];

  beforeAll(async () => {
    // Two at once, as two instances starting together: one seeds, the other finds it done.
    first = await Promise.all([
      seedDemoContent(ctx().app, { now: NOW }),
      seedDemoContent(ctx().app, { now: NOW }),
    ]);
  });

  const get = (url: string) => ctx().app.inject({ method: 'GET', url });
  const expectServed = async (url: string | null, type: RegExp) => {
    expect(url).toMatch(/^\/media\//);
    const res = await get(url as string);
    expect(res.statusCode, url as string).toBe(200);
    expect(res.headers['content-type']).toMatch(type);
    expect(res.rawPayload.length).toBeGreaterThan(1000);
  };

  it('seeds an empty database once, even when asked twice at the same time', () => {
    expect(first.filter((r) => r.seeded)).toHaveLength(1);
    const done = first.find((r) => r.seeded);
    expect(done?.seeded && done.counts).toEqual(SEEDED);
  });

  it('writes five categories with header images', async () => {
    const rows = await ctx().app.database.db.select().from(categories).orderBy(asc(categories.cat_id));
    expect(rows).toHaveLength(SEEDED.categories);
    for (const row of rows) await expectServed(row.cat_header_url, /^image\/webp/);
  });

  it('writes the services with 4–7 features, a WebP header and their category', async () => {
    const { db } = ctx().app.database;
    const rows = await db.select().from(services).orderBy(asc(services.service_id));
    const catIds = new Set((await db.select({ id: categories.cat_id }).from(categories)).map((r) => r.id));
    expect(rows).toHaveLength(SEEDED.services);
    for (const [i, row] of rows.entries()) {
      expect(row.service_name).toEqual(SEED_SERVICES[i]?.service_name);
      expect(row.service_features.length).toBeGreaterThanOrEqual(4);
      expect(row.service_features.length).toBeLessThanOrEqual(7);
      if (SEED_SERVICES[i]?.category === null) expect(row.cat_id).toBeNull();
      else expect(catIds.has(row.cat_id as number)).toBe(true);
    }
    await Promise.all(rows.map((row) => expectServed(row.service_header_url, /^image\/webp/)));
    // Display order: ids and creation times agree.
    const times = rows.map((r) => Date.parse(r.creation_timestamp));
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it('dates the blogs by their daysAgo, newest last in id order', async () => {
    const rows = await ctx().app.database.db.select().from(blogs).orderBy(asc(blogs.blog_id));
    expect(rows).toHaveLength(SEEDED.blogs);
    const newest = rows.at(-1);
    expect(Date.parse(newest?.creation_timestamp ?? '')).toBe(
      NOW.getTime() - Math.min(...SEED_BLOGS.map((b) => b.daysAgo)) * 86_400_000,
    );
    const times = rows.map((r) => Date.parse(r.creation_timestamp));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    await expectServed(rows[0]?.blog_header_url ?? null, /^image\/webp/);
  });

  it('writes testimonials with avatars, two of them with an audio clip that is served', async () => {
    const rows = await ctx().app.database.db.select().from(testimonials);
    expect(rows).toHaveLength(SEEDED.testimonials);
    for (const row of rows) await expectServed(row.customer_avatar_url, /^image\/webp/);
    const audio = rows.map((r) => r.testimonial_audio_url).filter((u) => u !== null);
    expect(audio).toHaveLength(SEEDED_AUDIO_CLIPS);
    for (const url of audio) await expectServed(url, /^audio\/mpeg/);
  });

  it('writes researchers with avatars', async () => {
    const rows = await ctx().app.database.db.select().from(researchers);
    expect(rows).toHaveLength(SEEDED.researchers);
    for (const row of rows) await expectServed(row.researcher_avatar_url, /^image\/webp/);
  });

  it('fills in the site data: SEO entries, UI translations, settings', async () => {
    const { db } = ctx().app.database;
    const count = async (table: typeof seoMetadata | typeof uiTranslations | typeof siteSettings) =>
      (await db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n;
    // Every route's entry (SPEC §2's table and ours: the FAQ and the track page) and
    // every UI string, once each.
    expect(await count(seoMetadata)).toBe(19);
    expect(SEED_SEO_ENTRIES).toHaveLength(19);
    expect(await count(uiTranslations)).toBe(SEED_UI_TRANSLATIONS.length);
    expect(new Set(SEED_UI_TRANSLATIONS.map((t) => t.en.toLowerCase())).size).toBe(
      SEED_UI_TRANSLATIONS.length,
    );
    expect(await count(siteSettings)).toBe(1);
  });

  it('lists the seeded content on the public GET endpoints', async () => {
    const lengths: Record<string, number> = {};
    for (const entity of ['categories', 'services', 'blogs', 'testimonials', 'researchers', 'faqs']) {
      const res = await get(`/api/${entity}`);
      expect(res.statusCode, entity).toBe(200);
      lengths[entity] = (res.json() as unknown[]).length;
    }
    expect(lengths).toEqual(SEEDED);
  });

  it('does nothing when content exists, deleted rows included', async () => {
    const { db } = ctx().app.database;
    expect((await seedDemoContent(ctx().app)).seeded).toBe(false);
    await db.update(categories).set({ is_deleted: true });
    await db.update(services).set({ is_deleted: true });
    await db.update(blogs).set({ is_deleted: true });
    await db.update(testimonials).set({ is_deleted: true });
    await db.update(researchers).set({ is_deleted: true });
    expect((await seedDemoContent(ctx().app)).seeded).toBe(false);
    expect(
      await db.select({ id: services.service_id }).from(services).where(eq(services.is_deleted, false)),
    ).toEqual([]);
  });

  it('resets to the demo content: content, requests and messages replaced, ids from 1', async () => {
    const { db } = ctx().app.database;
    await db.insert(contactMessages).values({
      name: 'Visitor',
      email: 'v@example.com',
      number: '123',
      subject: 'Hello',
      message: 'A message',
    });
    // The media pipeline was exercised above: spare the suite a second round of WebP encoding.
    const storeBytes = vi.spyOn(ctx().app.media, 'storeBytes').mockImplementation(async (bytes, kind) => ({
      url: `/media/${kind}-${bytes.length}`,
      key: `${kind}-${bytes.length}`,
      mime: '',
      ext: '',
      size: bytes.length,
    }));
    const { counts } = await resetDemoContent(ctx().app, { now: NOW }).finally(() =>
      storeBytes.mockRestore(),
    );
    expect(counts.services).toBe(SEED_SERVICES.length);
    expect(await db.select().from(contactMessages)).toEqual([]);
    const live = await db
      .select({ id: services.service_id })
      .from(services)
      .where(eq(services.is_deleted, false))
      .orderBy(asc(services.service_id));
    expect(live.map((r) => r.id)).toEqual(SEED_SERVICES.map((_, i) => i + 1));
    const res = await get('/api/services');
    expect((res.json() as unknown[]).length).toBe(SEED_SERVICES.length);
  });
});
