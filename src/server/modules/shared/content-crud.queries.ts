import { and, asc, desc, eq, getTableColumns, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { deletionBy } from './soft-delete';

/** A content row as stored: the entity's columns, keyed by their wire names (SPEC §3). */
export type ContentRow = Record<string, unknown>;

/**
 * The table of a soft-deleted content entity (decision 0026): an integer primary key plus
 * `is_deleted` and `creation_timestamp` (db/schema/common.ts).
 */
export interface ContentTable {
  table: PgTable;
  id: PgColumn;
  /**
   * 'newest': newest first (blogs); 'oldest': in the order they were added; a column: by
   * the office's own numbers, then as added.
   */
  order: 'newest' | 'oldest' | PgColumn;
}

/** The list's ORDER BY: the same for SPEC's whole list and for its pages of cards. */
export function orderingOf({ table, id, order }: ContentTable): SQL[] {
  const created = (getTableColumns(table) as Record<string, PgColumn>).creation_timestamp!;
  return order === 'newest'
    ? [desc(created), desc(id)]
    : order === 'oldest'
      ? [asc(id)]
      : [asc(order), asc(id)];
}

/**
 * The queries every soft-deleted content entity needs. Writes touch only live rows, so a
 * deleted row answers 404 to update and delete alike, and is kept (the trash restores it).
 */
export function contentQueries(db: Db, { table, id, order }: ContentTable) {
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const isDeleted = columns.is_deleted;
  const created = columns.creation_timestamp;
  if (!isDeleted || !created)
    throw new Error(`${id.name}: the table needs is_deleted and creation_timestamp`);
  const live = (...more: SQL[]) => and(eq(isDeleted, false), ...more);
  const ordering = orderingOf({ table, id, order });

  return {
    /** Live rows, or the live row with that id (an array of at most one). */
    list: (only?: number): Promise<ContentRow[]> =>
      db
        .select()
        .from(table)
        .where(only === undefined ? live() : live(eq(id, only)))
        .orderBy(...ordering),

    async findLive(rowId: number): Promise<ContentRow | undefined> {
      const [row] = await db
        .select()
        .from(table)
        .where(live(eq(id, rowId)));
      return row;
    },

    /** `actorId`: who writes it, for its revision (decision 0059). */
    async insert(values: ContentRow, actorId: number | undefined): Promise<ContentRow> {
      const [row] = await db
        .insert(table)
        .values({ ...values, updated_by: actorId ?? null } as never)
        .returning();
      if (!row) throw new Error(`${id.name}: insert returned no row`);
      return row;
    },

    async update(
      rowId: number,
      values: ContentRow,
      actorId: number | undefined,
    ): Promise<ContentRow | undefined> {
      const [row] = await db
        .update(table)
        .set({ ...values, updated_by: actorId ?? null } as never)
        .where(live(eq(id, rowId)))
        .returning();
      return row;
    },

    async softDelete(rowId: number, userId: number | undefined): Promise<ContentRow | undefined> {
      const [row] = await db
        .update(table)
        .set(deletionBy(userId) as never)
        .where(live(eq(id, rowId)))
        .returning();
      return row;
    },
  };
}
