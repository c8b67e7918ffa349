import { and, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { LangMap, TrashEntity, TrashItem } from '../../../contract';
import type { Db } from '../../db/client';
import { blogs, categories, contactMessages, requests, researchers, services, testimonials, users } from '../../db/schema';
import { isoTimestamp } from '../../db/schema/common';
import { RESTORED } from '../shared/soft-delete';

type Row = Record<string, unknown>;

interface TrashSource {
  table: PgTable;
  id: PgColumn;
  title: (row: Row) => string | LangMap;
  image: (row: Row) => string | null;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const url = (value: unknown) => (typeof value === 'string' && value ? value : null);

/** Each entity's table, and how its trash entry names and pictures it. */
const SOURCES: Record<TrashEntity, TrashSource> = {
  services: { table: services, id: services.service_id, title: (r) => r.service_name as LangMap, image: (r) => url(r.service_header_url) },
  categories: { table: categories, id: categories.cat_id, title: (r) => r.cat_name as LangMap, image: (r) => url(r.cat_header_url) },
  blogs: { table: blogs, id: blogs.blog_id, title: (r) => r.blog_title as LangMap, image: (r) => url(r.blog_header_url) },
  testimonials: { table: testimonials, id: testimonials.testimonial_id, title: (r) => r.customer_name as LangMap, image: (r) => url(r.customer_avatar_url) },
  researchers: { table: researchers, id: researchers.researcher_id, title: (r) => r.researcher_name as LangMap, image: (r) => url(r.researcher_avatar_url) },
  requests: { table: requests, id: requests.request_id, title: (r) => text(r.request_name), image: () => null },
  messages: { table: contactMessages, id: contactMessages.message_id, title: (r) => `${text(r.name)} · ${text(r.subject)}`, image: () => null },
};

const column = (source: TrashSource, name: string): PgColumn => {
  const found = (getTableColumns(source.table) as Record<string, PgColumn>)[name];
  if (!found) throw new Error(`${source.id.name}: no ${name} column`);
  return found;
};

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
  new Map((await db.select({ id: users.user_id, email: users.email }).from(users)).map((u) => [u.id, u.email]));

/** Every deleted item, the latest deleted first; those without a trail last. */
export async function listTrash(db: Db): Promise<TrashItem[]> {
  const emails = await userEmails(db);
  const lists = await Promise.all(
    (Object.keys(SOURCES) as TrashEntity[]).map(async (entity) => {
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
export async function restoreItem(db: Db, entity: TrashEntity, id: number): Promise<TrashItem | undefined> {
  const source = SOURCES[entity];
  const [row] = (await db
    .update(source.table)
    .set(RESTORED as never)
    .where(and(eq(source.id, id), eq(column(source, 'is_deleted'), true)))
    .returning()) as Row[];
  return row && toItem(entity, { ...row }, await userEmails(db));
}
