import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { requests } from '../../db/schema';
import type { InboxPageQuery } from '../inbox/inbox';
import { listInboxAfter, listInboxPage, type InboxColumns, type InboxPosition } from '../inbox/inbox.queries';
import { deletionBy } from '../shared/soft-delete';

export type RequestRow = typeof requests.$inferSelect;
export type NewRequestRow = typeof requests.$inferInsert;

const live = (...more: (SQL | undefined)[]) => and(eq(requests.is_deleted, false), ...more);
const notSpam = eq(requests.is_spam, false);
/** The caller has not read it: `NOT (uid = ANY(is_read))` (SPEC §2 red dot, §4 "Request read"). */
const unreadBy = (userId: number) => sql`not (${userId}::int = any(${requests.is_read}))`;

export async function insertRequest(db: Db, values: NewRequestRow): Promise<RequestRow> {
  const [row] = await db.insert(requests).values(values).returning();
  if (!row) throw new Error('requests: insert returned no row');
  return row;
}

const REQUEST_COLUMNS: InboxColumns = {
  table: requests,
  id: requests.request_id,
  created: requests.creation_timestamp,
  isSpam: requests.is_spam,
  isDeleted: requests.is_deleted,
  isRead: requests.is_read,
  searchText: requests.search_text,
  documents: requests.request_documents,
  reference: requests.request_ref,
};

/** One page of live requests, newest first, and the list's total (inbox.queries.ts). */
export const listRequests = (db: Db, query: InboxPageQuery) =>
  listInboxPage<RequestRow>(db, REQUEST_COLUMNS, query);

/** One batch of an export: the live requests after `position`, newest first (inbox.queries.ts). */
export const listRequestsAfter = (db: Db, query: InboxPageQuery, position?: InboxPosition) =>
  listInboxAfter<RequestRow>(db, REQUEST_COLUMNS, query, position);

/** The caller's unread count: live, non-spam requests whose is_read lacks the user. */
export async function countUnreadRequests(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(requests)
    .where(live(notSpam, unreadBy(userId)));
  return row?.n ?? 0;
}

/**
 * Adds the user to is_read once (idempotent, decision 0005). The guard sits in the UPDATE's
 * WHERE, so two concurrent calls cannot append twice (PostgreSQL re-checks it on the
 * locked row). Undefined when there is no such live request.
 */
export async function markRequestRead(
  db: Db,
  requestId: number,
  userId: number,
): Promise<{ row: RequestRow; changed: boolean } | undefined> {
  const [updated] = await db
    .update(requests)
    .set({ is_read: sql`array_append(${requests.is_read}, ${userId}::int)` })
    .where(live(eq(requests.request_id, requestId), unreadBy(userId)))
    .returning();
  if (updated) return { row: updated, changed: true };
  const [row] = await db
    .select()
    .from(requests)
    .where(live(eq(requests.request_id, requestId)));
  return row ? { row, changed: false } : undefined;
}

/** Soft delete: the row is kept (the trash can restore it); undefined when there is no such live request. */
export async function softDeleteRequest(
  db: Db,
  requestId: number,
  userId?: number,
): Promise<RequestRow | undefined> {
  const [row] = await db
    .update(requests)
    .set(deletionBy(userId))
    .where(live(eq(requests.request_id, requestId)))
    .returning();
  return row;
}
