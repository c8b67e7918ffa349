import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { seoMetadata, siteSettings, uiTranslations } from '../db/schema';
import { SEED_SEO_ENTRIES } from '../modules/seo/seo.seed';
import { SEED_SETTINGS } from './content/settings';
import { SEED_UI_TRANSLATIONS } from './ui-strings';
import { RETIRED_UI_STRINGS } from './ui-strings/retired';

export interface SiteDataSeeded {
  seo: number;
  translations: number;
  settings: number;
}

/**
 * The site's own data: an SEO entry for every public route and admin path,
 * a UI translation for every UI string, and the settings row. Idempotent and never
 * overwrites an edit: it adds only what is missing (a path with no entry, an en text with
 * no row at all; a text an admin deleted stays deleted), so a release that adds a route
 * or a UI string fills it in on the next start. A string a release replaced goes, if it is
 * still exactly as seeded (ui-strings/retired.ts).
 */
export async function seedSiteData(db: Db): Promise<SiteDataSeeded> {
  return db.transaction(async (tx) => {
    const seo = await tx
      .insert(seoMetadata)
      .values(SEED_SEO_ENTRIES)
      .onConflictDoNothing({ target: seoMetadata.path })
      .returning({ path: seoMetadata.path });

    for (const [en, ar, zh] of RETIRED_UI_STRINGS)
      await tx
        .delete(uiTranslations)
        .where(
          and(
            sql`lower(${uiTranslations.en}) = ${en.toLowerCase()}`,
            eq(uiTranslations.ar, ar),
            eq(uiTranslations.zh, zh),
          ),
        );

    const known = new Set(
      (await tx.select({ en: sql<string>`lower(${uiTranslations.en})` }).from(uiTranslations)).map(
        (r) => r.en,
      ),
    );
    const missing = SEED_UI_TRANSLATIONS.filter((t) => !known.has(t.en.toLowerCase())).map(
      ({ en, ar, zh }) => ({ en, ar, zh }),
    );
    const translations = missing.length
      ? await tx.insert(uiTranslations).values(missing).returning({ id: uiTranslations.id })
      : [];

    const settings = await tx
      .insert(siteSettings)
      .values({ id: 1, settings: SEED_SETTINGS })
      .onConflictDoNothing({ target: siteSettings.id })
      .returning({ id: siteSettings.id });

    return { seo: seo.length, translations: translations.length, settings: settings.length };
  });
}
