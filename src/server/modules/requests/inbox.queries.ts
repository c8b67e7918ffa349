import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

/**
 * Keyset paging for a list ordered by (creation time, id) descending: the rows after the
 * cursor row `before`. Compared as a pair, so rows created in the same instant neither
 * repeat nor vanish across pages. An unknown cursor gives no rows.
 */
export function olderThan(table: PgTable, created: PgColumn, id: PgColumn, before: number): SQL {
  return sql`(${created}, ${id}) < (select ${sql.identifier(created.name)}, ${sql.identifier(id.name)} from ${table} where ${sql.identifier(id.name)} = ${before})`;
}
