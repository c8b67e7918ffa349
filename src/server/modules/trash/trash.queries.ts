import { and, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  CONTENT,
  CONTENT_NAMES,
  TRASH_ENTITIES,
  type ContentName,
  type LangMap,
  type TrashEntity,
  type TrashItem,
} from '../../../contract';
import type { Db } from '../../db/client';
import { contactMessages, requests, users } from '../../db/schema';
import { CONTENT_MODULES } from '../content-modules';
import { isoTimestamp } from '../../db/schema/common';
import { restoredBy } from '../shared/soft-delete';

type Row = Record<string, unknown>;

interface TrashSource {
  table: PgTable;
  id: PgColumn;
  title: (row: Row) => string | LangMap;
  image: (row: Row) => string | null;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const url = (value: unknown) => (typeof value === 'string' && value ? value : null);

const columnOf = (table: PgTable, name: string): PgColumn => {
  const found = (getTableColumns(table) as Record<string, PgColumn>)[name];
  if (!found) throw new Error(`no ${name} column`);
  return found;
};

/** A content entity's source, from the registry: its title field names it, its image column pictures it. */
const contentSource = (name: ContentName): TrashSource => {
  const { id, title, image } = CONTENT[name];
  const { table } = CONTENT_MODULES[name];
  return {
    table,
    id: columnOf(table, id),
    title: (r) => r[title] as LangMap,
    image: (r) => (image ? url(r[image]) : null),
  };
};

/** Each entity's table, and how its trash entry names and pictures it. */
const SOURCES = {
  ...(Object.fromEntries(CONTENT_NAMES.map((name) => [name, contentSource(name)])) as Record<
    ContentName,
    TrashSource
  >),
  requests: {
    table: requests,
    id: requests.request_id,
    title: (r) => text(r.request_name),
    image: () => null,
  },
  messages: {
    table: contactMessages,
    id: contactMessages.message_id,
    title: (r) => `${text(r.name)} · ${text(r.subject)}`,
    image: () => null,
  },
} satisfies Record<TrashEntity, TrashSource>;

const column = (source: TrashSource, name: string): PgColumn => columnOf(source.table, name);

const toItem = (entity: TrashEntity, row: Row, emails: Map<number, string>): TrashItem => {
  const source = SOURCES[entity];
  const by = typeof row.deleted_by === 'number' ? row.deleted_by : null;
  return {
    entity,
    id: row[source.id.name] as number,
    title: source.title(row),
    image_url: source.image(row),
    deleted_at: typeof row.deleted_at === 'string' ? isoTimestamp(row.deleted_at) : null,
    deleted_by: by === null ? null : { user_id: by, email: emails.get(by) ?? null },
  };
};

const userEmails = async (db: Db): Promise<Map<number, string>> =>
  new Map(
    (await db.select({ id: users.user_id, email: users.email }).from(users)).map((u) => [u.id, u.email]),
  );

/** Every deleted item, the latest deleted first; those without a trail last. */
export async function listTrash(db: Db): Promise<TrashItem[]> {
  const emails = await userEmails(db);
  const lists = await Promise.all(
    TRASH_ENTITIES.map(async (entity) => {
      const source = SOURCES[entity];
      const deletedAt = column(source, 'deleted_at');
      const rows = (await db
        .select()
        .from(source.table)
        .where(eq(column(source, 'is_deleted'), true))
        .orderBy(sql`${deletedAt} desc nulls last`, desc(source.id))) as Row[];
      return rows.map((row) => toItem(entity, row, emails));
    }),
  );
  return lists.flat().sort((a, b) => (b.deleted_at ?? '').localeCompare(a.deleted_at ?? ''));
}

/** Brings a deleted item back; undefined when `id` names no deleted item of `entity`. */
export async function restoreItem(
  db: Db,
  entity: TrashEntity,
  id: number,
  userId: number | undefined,
): Promise<TrashItem | undefined> {
  const source = SOURCES[entity];
  const [row] = (await db
    .update(source.table)
    .set(restoredBy(userId) as never)
    .where(and(eq(source.id, id), eq(column(source, 'is_deleted'), true)))
    .returning()) as Row[];
  return row && toItem(entity, { ...row }, await userEmails(db));
}

/**
 * Deletes every item in the trash for good, all or nothing; how many of each kind went.
 * Services before categories (a deleted service may still name a deleted category).
 * Their files stay until the media sweep finds them unreferenced (media/sweep.ts).
 */
export async function emptyTrash(db: Db): Promise<Partial<Record<TrashEntity, number>>> {
  return db.transaction(async (tx) => {
    const counts: Partial<Record<TrashEntity, number>> = {};
    for (const entity of TRASH_ENTITIES) {
      const source = SOURCES[entity];
      const gone = await tx
        .delete(source.table)
        .where(eq(column(source, 'is_deleted'), true))
        .returning({ id: source.id });
      if (gone.length > 0) counts[entity] = gone.length;
    }
    return counts;
  });
}
