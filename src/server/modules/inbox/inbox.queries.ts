import { and, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import { searchPattern } from '../../db/schema/search-text';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { REFERENCE_SHAPE, normalizeReference } from '../../../contract';
import type { InboxPageQuery } from './inbox';

/** The columns both inboxes (requests, contact messages) page and filter by. */
export interface InboxColumns {
  table: PgTable;
  id: PgColumn;
  created: PgColumn;
  isSpam: PgColumn;
  isDeleted: PgColumn;
  isRead: PgColumn;
  /** The folded text the search reads (db/schema/search-text.ts). */
  searchText: PgColumn;
  /** The documents' list, where the inbox has one (requests). */
  documents?: PgColumn;
  /** The reference the student holds, where the inbox has one (requests: decision 0030). */
  reference?: PgColumn;
}

/**
 * A reference number as the student quotes it: `#123` is only that; `123` may also be part of a
 * phone number.
 */
const REFERENCE = /^(#?)(\d{1,9})$/;

/** The live rows the query asks for, before paging (decision 0028's search and filters). */
function filterOf(
  inbox: InboxColumns,
  { includeSpam, search, unreadBy, from, to, withDocuments, where }: InboxPageQuery,
): SQL | undefined {
  const reference = search ? REFERENCE.exec(search) : null;
  // The student's reference (`3FA9-C2D4-1B7E`, typed any way): twelve digits may also be a phone
  // number, so either matches.
  const studentRef =
    search && inbox.reference && REFERENCE_SHAPE.test(normalizeReference(search))
      ? eq(inbox.reference, normalizeReference(search))
      : undefined;
  return and(
    eq(inbox.isDeleted, false),
    includeSpam ? undefined : eq(inbox.isSpam, false),
    !search
      ? undefined
      : reference?.[1]
        ? eq(inbox.id, Number(reference[2]))
        : or(
            sql`${inbox.searchText} like ${searchPattern(search)}`,
            reference ? eq(inbox.id, Number(reference[2])) : undefined,
            studentRef,
          ),
    unreadBy === undefined ? undefined : sql`not (${unreadBy}::int = any(${inbox.isRead}))`,
    from ? sql`${inbox.created} >= ${from}::date` : undefined,
    to ? sql`${inbox.created} < ${to}::date + 1` : undefined,
    withDocuments && inbox.documents ? sql`jsonb_array_length(${inbox.documents}) > 0` : undefined,
    where,
  );
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
 * One page of an inbox's live rows, newest first, plus how many the whole (filtered) list has; spam
 * (honeypot) only when asked for (decision 0005). `limit + 1` rows, so the caller can tell
 * whether a next page exists; `before` is the last id of the previous page (decision 0008).
 */
export async function listInboxPage<Row>(
  db: Db,
  inbox: InboxColumns,
  query: InboxPageQuery,
): Promise<{ rows: Row[]; total: number }> {
  const { limit, before } = query;
  const filter = filterOf(inbox, query);
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

/** A place in an inbox's newest-first order, by the values of the last row taken (decision 0048). */
export interface InboxPosition {
  /** The row's creation time as the driver printed it (to the microsecond on PostgreSQL). */
  created: string;
  id: number;
}

/**
 * Up to `limit` of an inbox's live rows after `position`, newest first, and no total: what an
 * export pages by, a batch at a time (decision 0048). The position holds the last row's own
 * (creation time, id), compared as a pair, not an id to look the row up by: a row erased
 * meanwhile (a student's erasure, the retention purge) neither ends the paging early nor
 * fails it, and rows of the same instant neither repeat nor vanish.
 */
export async function listInboxAfter<Row>(
  db: Db,
  inbox: InboxColumns,
  query: InboxPageQuery,
  position?: InboxPosition,
): Promise<Row[]> {
  const after =
    position &&
    sql`(${inbox.created}, ${inbox.id}) < (${position.created}::timestamptz, ${position.id}::int)`;
  const rows = await db
    .select()
    .from(inbox.table)
    .where(and(filterOf(inbox, query), after))
    .orderBy(desc(inbox.created), desc(inbox.id))
    .limit(query.limit);
  return rows as Row[];
}
