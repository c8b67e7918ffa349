import { boolean, integer, jsonb, timestamp } from 'drizzle-orm/pg-core';
import type { LangMap } from '../../../contract';

/** A language map column (SPEC §3): jsonb `{ en?, ar?, zh? }`. */
export const langMap = (name: string) => jsonb(name).$type<LangMap>().notNull().default({});

/** Every content row keeps its creation time and is soft-deleted, so the trash can restore it. */
export const creationTimestamp = () =>
  timestamp('creation_timestamp', { withTimezone: true, mode: 'string' }).notNull().defaultNow();
export const isDeleted = () => boolean('is_deleted').notNull().default(false);

/**
 * A soft delete's trail (the Trash screen, decision 0013): `is_deleted`, when and by which user (their
 * id: no foreign key, so removing an admin keeps the trail). Restoring clears all three.
 */
/**
 * Who is writing the row, for its revision (decision 0059): each staff write sets it, and the
 * table's revision trigger records it with the row and clears it, so it is null at rest and a
 * write that does not set it (a cascade, a seed) is recorded as nobody's.
 */
export const writtenBy = () => ({ updated_by: integer('updated_by') });

export const softDelete = () => ({
  is_deleted: isDeleted(),
  deleted_at: timestamp('deleted_at', { withTimezone: true, mode: 'string' }),
  deleted_by: integer('deleted_by'),
});

/**
 * A timestamp column read in mode 'string' is what the driver prints: PostgreSQL
 * `2026-11-21 13:03:18.193327+00` (PGlite with milliseconds), which not every browser
 * parses; the API and the mails give ISO 8601 in UTC on both backends.
 */
export function isoTimestamp(value: string): string {
  const date = new Date(value.replace(' ', 'T').replace(/([+-]\d\d)$/, '$1:00'));
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}
