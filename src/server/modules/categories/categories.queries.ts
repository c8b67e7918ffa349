import { and, asc, eq } from 'drizzle-orm';
import type { Category, LangMap } from '../../../contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { CachedEntry } from '../../plugins/content-cache';
import { categories, services } from '../../db/schema';
import { isoTimestamp } from '../../db/schema/common';
import { deletionBy, withoutTrail } from '../shared/soft-delete';

type CategoryRow = typeof categories.$inferSelect;

const toCategory = (row: CategoryRow): Category => ({
  ...withoutTrail(row),
  creation_timestamp: isoTimestamp(row.creation_timestamp),
});

export interface CategoryValues {
  cat_name: LangMap;
  cat_header_url: string;
  /** Who writes it, for its revision (decision 0059). */
  updated_by?: number | null;
}

const visible = (catId: number) => and(eq(categories.is_deleted, false), eq(categories.cat_id, catId));

/** Non-deleted categories by id (creation order, stable). */
async function listCategories(db: Db): Promise<Category[]> {
  const rows = await db
    .select()
    .from(categories)
    .where(eq(categories.is_deleted, false))
    .orderBy(asc(categories.cat_id));
  return rows.map(toCategory);
}

/** `GET /api/categories` through the read cache: the API and the pages read it here. */
export const loadPublicCategories = (app: FastifyInstance): Promise<CachedEntry<Category[]>> =>
  app.cachedRead('categories', 'all', () => listCategories(app.database.db));

export async function findCategory(db: Db, catId: number): Promise<Category | undefined> {
  const [row] = await db.select().from(categories).where(visible(catId));
  return row && toCategory(row);
}

export async function insertCategory(db: Db, values: CategoryValues): Promise<Category> {
  const [row] = await db.insert(categories).values(values).returning();
  if (!row) throw new Error('category insert returned nothing');
  return toCategory(row);
}

/** Sets the given fields of a non-deleted category; undefined when there is none. */
export async function updateCategory(
  db: Db,
  catId: number,
  patch: Partial<CategoryValues>,
  actorId?: number,
): Promise<Category | undefined> {
  const set = Object.fromEntries(
    Object.entries(patch).filter(([, value]) => value !== undefined),
  ) as Partial<CategoryValues>;
  if (Object.keys(set).length === 0) return findCategory(db, catId);
  const [row] = await db
    .update(categories)
    .set({ ...set, updated_by: actorId ?? null })
    .where(visible(catId))
    .returning();
  return row && toCategory(row);
}

/**
 * Soft delete and, in the same transaction, leave its services in place as uncategorised
 * (SPEC §2 lists them at the bottom of the dropdown).
 */
export async function softDeleteCategory(
  db: Db,
  catId: number,
  userId?: number,
): Promise<Category | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx.update(categories).set(deletionBy(userId)).where(visible(catId)).returning();
    if (!row) return undefined;
    await tx
      .update(services)
      .set({ cat_id: null, updated_by: userId ?? null })
      .where(eq(services.cat_id, catId));
    return toCategory(row);
  });
}
