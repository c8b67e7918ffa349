import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contactMessages } from '../../db/schema';
import type { InboxPageQuery } from '../inbox/inbox';
import { listInboxPage } from '../inbox/inbox.queries';
import { deletionBy } from '../shared/soft-delete';

export type ContactRow = typeof contactMessages.$inferSelect;
export type NewContactRow = typeof contactMessages.$inferInsert;

const live = (...more: (SQL | undefined)[]) => and(eq(contactMessages.is_deleted, false), ...more);
const unreadBy = (userId: number) => sql`not (${userId}::int = any(${contactMessages.is_read}))`;

export async function insertContactMessage(db: Db, values: NewContactRow): Promise<ContactRow> {
  const [row] = await db.insert(contactMessages).values(values).returning();
  if (!row) throw new Error('contact_messages: insert returned no row');
  return row;
}

/** One page of live messages, newest first, and the list's total (inbox.queries.ts). */
export const listContactMessages = (db: Db, query: InboxPageQuery) =>
  listInboxPage<ContactRow>(
    db,
    {
      table: contactMessages,
      id: contactMessages.message_id,
      created: contactMessages.creation_timestamp,
      isSpam: contactMessages.is_spam,
      isDeleted: contactMessages.is_deleted,
      isRead: contactMessages.is_read,
      searchText: contactMessages.search_text,
    },
    query,
  );

/** The caller's unread count: live, non-spam messages whose is_read lacks the user. */
export async function countUnreadContactMessages(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(contactMessages)
    .where(live(eq(contactMessages.is_spam, false), unreadBy(userId)));
  return row?.n ?? 0;
}

/** Adds the user to is_read once; the guard in the WHERE keeps concurrent calls from appending twice. */
export async function markContactMessageRead(
  db: Db,
  messageId: number,
  userId: number,
): Promise<{ row: ContactRow; changed: boolean } | undefined> {
  const [updated] = await db
    .update(contactMessages)
    .set({ is_read: sql`array_append(${contactMessages.is_read}, ${userId}::int)` })
    .where(live(eq(contactMessages.message_id, messageId), unreadBy(userId)))
    .returning();
  if (updated) return { row: updated, changed: true };
  const [row] = await db
    .select()
    .from(contactMessages)
    .where(live(eq(contactMessages.message_id, messageId)));
  return row ? { row, changed: false } : undefined;
}

export async function softDeleteContactMessage(
  db: Db,
  messageId: number,
  userId?: number,
): Promise<ContactRow | undefined> {
  const [row] = await db
    .update(contactMessages)
    .set(deletionBy(userId))
    .where(live(eq(contactMessages.message_id, messageId)))
    .returning();
  return row;
}
