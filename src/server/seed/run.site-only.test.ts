import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { categories, seoMetadata, services, siteSettings, uiTranslations } from '../db/schema';
import { useTestApp } from '../test/app';
import { describeEachDatabase } from '../test/databases';
import { seedDemoContent } from './run';

/** SEED_DEMO=false (main.ts): a new database gets what the site needs to show itself, and no demo content. */
describeEachDatabase('seed without the demo content', (kind) => {
  const ctx = useTestApp(kind);

  it('fills in SEO entries, UI translations and settings, and writes no categories or services', async () => {
    const result = await seedDemoContent(ctx().app, { demoContent: false });
    expect(result.seeded).toBe(false);
    const { db } = ctx().app.database;
    const count = async (
      table:
        | typeof seoMetadata
        | typeof uiTranslations
        | typeof siteSettings
        | typeof categories
        | typeof services,
    ) => (await db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n;
    expect(await count(seoMetadata)).toBeGreaterThan(5);
    expect(await count(uiTranslations)).toBeGreaterThan(20);
    expect(await count(siteSettings)).toBe(1);
    expect([await count(categories), await count(services)]).toEqual([0, 0]);
    expect((await ctx().app.inject({ method: 'GET', url: '/api/services' })).json()).toEqual([]);
  });
});
