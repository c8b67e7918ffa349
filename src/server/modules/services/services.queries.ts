import { and, asc, eq } from 'drizzle-orm';
import type { LangMap, Service } from '../../../contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { CachedEntry } from '../../plugins/content-cache';
import { categories, services } from '../../db/schema';
import { isoTimestamp } from '../../db/schema/common';
import { deletionBy, withoutTrail } from '../shared/soft-delete';

/** A transaction handle or the database itself. */
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Executor = Db | Tx;

type ServiceRow = typeof services.$inferSelect;

const toService = (row: ServiceRow): Service => ({
  ...withoutTrail(row),
  creation_timestamp: isoTimestamp(row.creation_timestamp),
});

/** What a write may set; the header URL comes from the media store, never from the body. */
export interface ServiceValues {
  service_name: LangMap;
  service_long_name: LangMap;
  service_desc: LangMap;
  service_features: LangMap[];
  service_header_url: string;
  cat_id: number | null;
  /** Who writes it, for its revision (decision 0059). */
  updated_by?: number | null;
}

const visible = (id?: number) =>
  id === undefined
    ? eq(services.is_deleted, false)
    : and(eq(services.is_deleted, false), eq(services.service_id, id));

/** Non-deleted services by id (creation order, stable), or the one with `serviceId`. */
async function listServices(db: Db, serviceId?: number): Promise<Service[]> {
  const rows = await db.select().from(services).where(visible(serviceId)).orderBy(asc(services.service_id));
  return rows.map(toService);
}

/** `GET /api/services` (`?service_id=`) through the read cache: the API and the pages read it here. */
export const loadPublicServices = (
  app: FastifyInstance,
  serviceId?: number,
): Promise<CachedEntry<Service[]>> =>
  app.cachedRead(
    'services',
    serviceId === undefined ? 'all' : `service_id=${serviceId}`,
    () => listServices(app.database.db, serviceId),
    serviceId === undefined ? undefined : () => ({ ids: [serviceId], list: false }),
  );

export async function findService(db: Db, serviceId: number): Promise<Service | undefined> {
  const [row] = await db.select().from(services).where(visible(serviceId));
  return row && toService(row);
}

/**
 * Whether `catId` names a non-deleted category. Inside a write transaction, `lock` holds
 * the category row (FOR SHARE) so a concurrent category delete waits for this write and
 * then uncategorises the service too, instead of leaving it pointing at a deleted one.
 */
export async function categoryExists(db: Executor, catId: number, lock = false): Promise<boolean> {
  const query = db
    .select({ cat_id: categories.cat_id })
    .from(categories)
    .where(and(eq(categories.cat_id, catId), eq(categories.is_deleted, false)));
  const [row] = lock ? await query.for('share') : await query;
  return row !== undefined;
}

/** Marker for a cat_id that names no (or a deleted) category. */
export const NO_CATEGORY = Symbol('no category');

export async function insertService(db: Db, values: ServiceValues): Promise<Service | typeof NO_CATEGORY> {
  return db.transaction(async (tx) => {
    if (values.cat_id !== null && !(await categoryExists(tx, values.cat_id, true))) return NO_CATEGORY;
    const [row] = await tx.insert(services).values(values).returning();
    if (!row) throw new Error('service insert returned nothing');
    return toService(row);
  });
}

/** Sets the given fields of a non-deleted service; undefined when there is none. */
export async function updateService(
  db: Db,
  serviceId: number,
  patch: Partial<ServiceValues>,
  actorId?: number,
): Promise<Service | undefined | typeof NO_CATEGORY> {
  const set = Object.fromEntries(
    Object.entries(patch).filter(([, value]) => value !== undefined),
  ) as Partial<ServiceValues>;
  if (Object.keys(set).length === 0) return findService(db, serviceId);
  return db.transaction(async (tx) => {
    if (typeof set.cat_id === 'number' && !(await categoryExists(tx, set.cat_id, true))) return NO_CATEGORY;
    const [row] = await tx
      .update(services)
      .set({ ...set, updated_by: actorId ?? null })
      .where(visible(serviceId))
      .returning();
    return row && toService(row);
  });
}

/** Soft delete: the row stays (the trash can restore it), lists leave it out. */
export async function softDeleteService(
  db: Db,
  serviceId: number,
  userId?: number,
): Promise<Service | undefined> {
  const [row] = await db.update(services).set(deletionBy(userId)).where(visible(serviceId)).returning();
  return row && toService(row);
}
