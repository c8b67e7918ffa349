import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { CreateUiTranslation, UiTranslation } from '../../../contract';
import type { Db } from '../../db/client';
import type { CachedEntry } from '../../plugins/content-cache';
import { uiTranslations } from '../../db/schema';

const columns = {
  id: uiTranslations.id,
  en: uiTranslations.en,
  ar: uiTranslations.ar,
  zh: uiTranslations.zh,
};
const live = eq(uiTranslations.is_deleted, false);

/** The live UI translation entries (SPEC §3), in the order they were added. */
function listUiTranslations(db: Db): Promise<UiTranslation[]> {
  return db.select(columns).from(uiTranslations).where(live).orderBy(asc(uiTranslations.id));
}

/** The cache key both `GET /api/translations/ui` and the pages plugin read through. */
const TRANSLATIONS_CACHE_KEY = 'ui';

/** The public UI translations through the read cache, shared with the pages plugin (decision 0006). */
export const loadPublicTranslations = (app: FastifyInstance): Promise<CachedEntry<UiTranslation[]>> =>
  app.cachedRead('translations', TRANSLATIONS_CACHE_KEY, () => listUiTranslations(app.database.db));

export function findUiTranslation(db: Db, id: number): Promise<UiTranslation | undefined> {
  return db
    .select(columns)
    .from(uiTranslations)
    .where(and(eq(uiTranslations.id, id), live))
    .then(([row]) => row);
}

/** Whether a live entry other than `exceptId` has this en text, ignoring case (SPEC §3). */
export async function enTextTaken(db: Db, en: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: uiTranslations.id })
    .from(uiTranslations)
    .where(
      and(
        live,
        eq(sql`lower(${uiTranslations.en})`, en.toLowerCase()),
        exceptId === undefined ? undefined : ne(uiTranslations.id, exceptId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** PostgreSQL's unique_violation (23505), however the driver wraps it. */
export function isUniqueViolation(error: unknown): boolean {
  for (
    let e: unknown = error, depth = 0;
    e && typeof e === 'object' && depth < 5;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

// `actorId`: the writer, for the entry's revision (decision 0059).
export async function insertUiTranslation(
  db: Db,
  entry: CreateUiTranslation,
  actorId?: number,
): Promise<UiTranslation> {
  const [row] = await db
    .insert(uiTranslations)
    .values({ en: entry.en, ar: entry.ar ?? '', zh: entry.zh ?? '', updated_by: actorId ?? null })
    .returning(columns);
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateUiTranslation(
  db: Db,
  id: number,
  patch: Partial<CreateUiTranslation>,
  actorId?: number,
): Promise<UiTranslation | undefined> {
  const set = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
  if (Object.keys(set).length === 0) return findUiTranslation(db, id);
  const [row] = await db
    .update(uiTranslations)
    .set({ ...set, updated_by: actorId ?? null })
    .where(and(eq(uiTranslations.id, id), live))
    .returning(columns);
  return row;
}

/** Soft delete: the row is kept (the trash can restore it) and left out of the list. */
export async function deleteUiTranslation(
  db: Db,
  id: number,
  actorId?: number,
): Promise<UiTranslation | undefined> {
  const [row] = await db
    .update(uiTranslations)
    .set({ is_deleted: true, updated_by: actorId ?? null })
    .where(and(eq(uiTranslations.id, id), live))
    .returning(columns);
  return row;
}
