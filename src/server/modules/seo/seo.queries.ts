import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { SeoEntry, UpdateSeo } from '../../../contract';
import type { Db } from '../../db/client';
import type { CachedEntry } from '../../plugins/content-cache';
import { seoMetadata } from '../../db/schema';

const columns = {
  path: seoMetadata.path,
  title: seoMetadata.title,
  description: seoMetadata.description,
  keywords: seoMetadata.keywords,
  og_image: seoMetadata.og_image,
  og_type: seoMetadata.og_type,
};

/** Every SEO entry (SPEC §3), ordered by path. */
function listSeoEntries(db: Db): Promise<SeoEntry[]> {
  return db.select(columns).from(seoMetadata).orderBy(asc(seoMetadata.path));
}

/** The cache key both `GET /api/seoMetaData` and the pages plugin read through. */
const SEO_CACHE_KEY = 'list';

/**
 * The public SEO entries through the read cache (decision 0006): the API route and the
 * server-rendered pages share this one entry, which `app.changed('seo')` drops.
 */
export const loadPublicSeo = (app: FastifyInstance): Promise<CachedEntry<SeoEntry[]>> =>
  app.cachedRead('seo', SEO_CACHE_KEY, () => listSeoEntries(app.database.db));

/** Applies the given fields to the entry at `path`; undefined when there is none. `actorId` names the writer for its revision (decision 0059). */
export async function updateSeoEntry(
  db: Db,
  path: string,
  patch: UpdateSeo,
  actorId?: number,
): Promise<SeoEntry | undefined> {
  const set = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
  if (Object.keys(set).length === 0) {
    const [row] = await db.select(columns).from(seoMetadata).where(eq(seoMetadata.path, path));
    return row;
  }
  const [row] = await db
    .update(seoMetadata)
    .set({ ...set, updated_by: actorId ?? null })
    .where(eq(seoMetadata.path, path))
    .returning(columns);
  return row;
}
