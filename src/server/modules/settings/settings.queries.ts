import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { SiteSettings, UpdateSettings } from '../../../contract';
import type { Db } from '../../db/client';
import type { CachedEntry } from '../../plugins/content-cache';
import { siteSettings } from '../../db/schema';
import { DEFAULT_SETTINGS } from './settings.defaults';

/** The one settings row. */
const ROW_ID = 1;

/** The stored settings over the defaults, so a field added later always has a value. */
const withDefaults = (stored: Partial<SiteSettings> | undefined): SiteSettings => ({
  ...DEFAULT_SETTINGS,
  ...stored,
  social_links: { ...DEFAULT_SETTINGS.social_links, ...stored?.social_links },
  site_name: { ...DEFAULT_SETTINGS.site_name, ...stored?.site_name },
});

async function getSettings(db: Db): Promise<SiteSettings> {
  const [row] = await db
    .select({ settings: siteSettings.settings })
    .from(siteSettings)
    .where(eq(siteSettings.id, ROW_ID));
  return withDefaults(row?.settings);
}

/** The cache key of `GET /api/settings`. */
const SETTINGS_CACHE_KEY = 'site';

/** The public settings through the read cache (decision 0006), for server code that renders them. */
export const loadPublicSettings = (app: FastifyInstance): Promise<CachedEntry<SiteSettings>> =>
  app.cachedRead('settings', SETTINGS_CACHE_KEY, () => getSettings(app.database.db));

/** `patch` over `current`: fields left out stay; social_links and site_name merge by key. */
function mergeSettings(current: SiteSettings, patch: UpdateSettings): SiteSettings {
  const defined = <T extends object>(o: T | undefined) =>
    Object.fromEntries(Object.entries(o ?? {}).filter(([, v]) => v !== undefined));
  const { social_links, site_name, ...flat } = patch;
  return {
    ...current,
    ...defined(flat),
    social_links: { ...current.social_links, ...defined(social_links) },
    site_name: { ...current.site_name, ...defined(site_name) },
  };
}

/** Reads, merges and writes in one transaction, the row locked so two edits do not lose one another. */
export function updateSettings(db: Db, patch: UpdateSettings, actorId?: number): Promise<SiteSettings> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ settings: siteSettings.settings })
      .from(siteSettings)
      .where(eq(siteSettings.id, ROW_ID))
      .for('update');
    const next = mergeSettings(withDefaults(row?.settings), patch);
    await tx
      .insert(siteSettings)
      .values({ id: ROW_ID, settings: next, updated_by: actorId ?? null })
      .onConflictDoUpdate({ target: siteSettings.id, set: { settings: next, updated_by: actorId ?? null } });
    return next;
  });
}
