import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import type { InboxPageQuery } from './inbox';

/** The columns both inboxes (requests, contact messages) page by. */
export interface InboxColumns {
  table: PgTable;
  id: PgColumn;
  created: PgColumn;
  isSpam: PgColumn;
  isDeleted: PgColumn;
}

/**
 * Keyset paging for a list ordered by (creation time, id) descending: the rows after the
 * cursor row `before`. Compared as a pair, so rows created in the same instant neither
 * repeat nor vanish across pages. An unknown cursor gives no rows.
 */
function olderThan({ table, created, id }: InboxColumns, before: number): SQL {
  return sql`(${created}, ${id}) < (select ${sql.identifier(created.name)}, ${sql.identifier(id.name)} from ${table} where ${sql.identifier(id.name)} = ${before})`;
}

/**
 * One page of an inbox's live rows, newest first, plus how many the whole list has; spam
 * (honeypot) only when asked for (issue 3 §7). `limit + 1` rows, so the caller can tell
 * whether a next page exists; `before` is the last id of the previous page (issue 7 §6).
 */
export async function listInboxPage<Row>(db: Db, inbox: InboxColumns, { includeSpam, limit, before }: InboxPageQuery): Promise<{ rows: Row[]; total: number }> {
  const filter = and(eq(inbox.isDeleted, false), includeSpam ? undefined : eq(inbox.isSpam, false));
  const after = before === undefined ? undefined : olderThan(inbox, before);
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(inbox.table)
      .where(and(filter, after))
      .orderBy(desc(inbox.created), desc(inbox.id))
      .limit(limit + 1),
    db.select({ n: count() }).from(inbox.table).where(filter),
  ]);
  return { rows: rows as Row[], total: totals?.n ?? 0 };
}
