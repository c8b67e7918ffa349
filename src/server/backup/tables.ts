import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';

/**
 * The database side of a backup, in plain SQL that PGlite and PostgreSQL both speak. Rows
 * travel as PostgreSQL's own JSON (`json_agg` out, `json_populate_recordset` in), so every
 * type (timestamps to the microsecond, jsonb, booleans) comes back exactly as it was,
 * whatever our schema grows: no column is listed by hand.
 */

/** `media_blobs` holds file bytes on PostgreSQL: they travel as media/ entries, store-neutral. */
export const BLOB_TABLE = 'media_blobs';

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  // node-postgres and PGlite both answer an object with `rows`; Db's type leaves it unknown.
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Our tables, parents before the tables whose foreign keys point at them (then by name). */
export async function tablesInInsertOrder(db: Db): Promise<string[]> {
  const names = (
    await rows<{ name: string }>(
      db,
      sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind = 'r' order by c.relname`,
    )
  ).map((r) => r.name);
  const edges = await rows<{ child: string; parent: string }>(
    db,
    sql`select cl.relname as child, pl.relname as parent from pg_constraint k
        join pg_class cl on cl.oid = k.conrelid join pg_class pl on pl.oid = k.confrelid
        join pg_namespace n on n.oid = cl.relnamespace
        where k.contype = 'f' and n.nspname = 'public'`,
  );
  const ordered: string[] = [];
  const placed = new Set<string>();
  const visit = (name: string, path: Set<string>) => {
    if (placed.has(name) || path.has(name)) return;
    path.add(name);
    for (const e of edges) if (e.child === name && e.parent !== name) visit(e.parent, path);
    placed.add(name);
    ordered.push(name);
  };
  for (const name of names) visit(name, new Set());
  return ordered;
}

/** The hashes of the migrations this database has run, oldest first. */
export async function migrationHashes(db: Db): Promise<string[]> {
  return (
    await rows<{ hash: string }>(
      db,
      sql`select hash from drizzle.__drizzle_migrations order by created_at, id`,
    )
  ).map((r) => r.hash);
}

/** Every row of `table` as one JSON array, and how many. */
export async function tableJson(db: Db, table: string): Promise<{ json: string; rows: number }> {
  const [row] = await rows<{ json: string; n: number }>(
    db,
    sql`select coalesce(json_agg(t), '[]'::json)::text as json, count(*)::int as n from ${sql.identifier(table)} t`,
  );
  return { json: row!.json, rows: Number(row!.n) };
}

/** The keys of every stored file, from the `media` rows. */
export async function mediaKeys(db: Db): Promise<string[]> {
  return (await rows<{ key: string }>(db, sql`select key from media order by key`)).map((r) => r.key);
}

export async function readBlob(db: Db, key: string): Promise<Buffer | null> {
  const [row] = await rows<{ bytes: Uint8Array }>(
    db,
    sql`select bytes from ${sql.identifier(BLOB_TABLE)} where key = ${key}`,
  );
  return row ? Buffer.from(row.bytes) : null;
}

export async function rowCount(db: Db, tables: readonly string[]): Promise<number> {
  if (!tables.length) return 0;
  const counts = tables.map((t) => sql`select count(*)::int as n from ${sql.identifier(t)}`);
  const result = await rows<{ n: number }>(db, sql.join(counts, sql` union all `));
  return result.reduce((sum, r) => sum + Number(r.n), 0);
}

export async function truncateAll(db: Db, tables: readonly string[]): Promise<void> {
  if (tables.length)
    await db.execute(
      sql`truncate table ${sql.join(
        tables.map((t) => sql.identifier(t)),
        sql`, `,
      )} restart identity cascade`,
    );
}

/**
 * The rows back, column by column: a generated column (an inbox's search text) is left to
 * the database, which makes it again.
 */
export async function insertJson(db: Db, table: string, json: string): Promise<void> {
  const t = sql.identifier(table);
  const columns = await rows<{ name: string }>(
    db,
    sql`select column_name as name from information_schema.columns where table_schema = current_schema() and table_name = ${table} and is_generated = 'NEVER' order by ordinal_position`,
  );
  const names = sql.join(
    columns.map((c) => sql.identifier(c.name)),
    sql`, `,
  );
  await db.execute(
    sql`insert into ${t} (${names}) select ${names} from json_populate_recordset(null::${t}, ${json}::json)`,
  );
}

/** After rows arrive with their ids, each serial's next value follows the largest one. */
export async function resetSequences(db: Db): Promise<void> {
  const serials = await rows<{ table_name: string; column_name: string; seq: string }>(
    db,
    sql`select table_name, column_name, pg_get_serial_sequence(format('%I', table_name), column_name) as seq
        from information_schema.columns where table_schema = 'public' and column_default like 'nextval(%'`,
  );
  for (const s of serials) {
    await db.execute(
      sql`select setval(${s.seq}, coalesce((select max(${sql.identifier(s.column_name)}) from ${sql.identifier(s.table_name)}), 0) + 1, false)`,
    );
  }
}
