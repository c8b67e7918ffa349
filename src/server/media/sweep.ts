import { and, getTableColumns, inArray, is, lt, sql } from 'drizzle-orm';
import { PgTable, type PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import * as schema from '../db/schema';
import { appSecrets, media, mediaBlobs, users } from '../db/schema';
import type { BlobStore } from './storage';

/**
 * A file younger than this is never swept: `store` runs before the row that references
 * it is written, and a re-upload of the same bytes renews the file's time.
 */
export const SWEEP_GRACE_MS = 60 * 60 * 1000;
/** How often the plugin sweeps (also once at start). */
export const SWEEP_INTERVAL_MS = 6 * 60 * 60 * 1000;

/** Tables that hold no reference to a stored file: the files' own, the accounts and secrets. */
const NOT_REFERENCING: ReadonlySet<PgTable> = new Set<PgTable>([media, mediaBlobs, users, appSecrets]);

/** Columns a URL can sit in (timestamps in string mode are no text of ours). */
const TEXT_COLUMN_TYPES = new Set(['PgText', 'PgVarchar', 'PgJson', 'PgJsonb']);

/**
 * Every text and jsonb column of every other table, derived from the schema (decision 0002):
 * a new entity with an upload column is covered the day it is added, with nothing to list
 * by hand. Over-reading is harmless (a 64-hex string in a message keeps a file a little
 * longer); under-reading would delete a live file an hour after its upload.
 */
export function mediaReferenceColumns(): { table: PgTable; column: PgColumn }[] {
  return (Object.values(schema) as unknown[])
    .filter((value): value is PgTable => is(value, PgTable) && !NOT_REFERENCING.has(value))
    .flatMap((table) =>
      Object.values(getTableColumns(table))
        .filter((column) => TEXT_COLUMN_TYPES.has(column.columnType))
        .map((column) => ({ table, column })),
    );
}

/** A stored file's name starts with its sha256; an image's variants share it. */
const HASH_PATTERN = '[0-9a-f]{64}';

/**
 * The sha256 of every file some row references. Every text that can hold a media URL or
 * key is searched: soft-deleted rows count (they are kept and may come back), and whole
 * jsonb values are read as text (markdown, settings, documents), so a URL anywhere in them
 * is found. The database finds the hashes and sends only them: reading the texts
 * themselves meant ~190 MB of strings at 2,000 posts and 50,000 requests, at every start
 * (decision 0029).
 */
async function referencedHashes(db: Db): Promise<Set<string>> {
  const texts = mediaReferenceColumns().map(
    ({ table, column }) => sql`select ${column}::text as t from ${table}`,
  );
  const found = sql`select distinct (regexp_matches(t, ${HASH_PATTERN}, 'g'))[1] as h from (${sql.join(texts, sql` union all `)}) texts where t ~ ${HASH_PATTERN}`;
  // node-postgres and PGlite both answer an object with `rows`; Db's type leaves it unknown.
  const result = (await db.execute(found)) as unknown as { rows: { h: string }[] };
  return new Set(result.rows.map((row) => row.h));
}

/**
 * Removes the files no row references that are older than `cutoff`: their `media` rows and
 * bytes in one transaction (on PostgreSQL a concurrent store of the same key waits on the
 * row and then writes it anew); then bytes left with no row at all. Returns the keys of
 * the removed rows and the number of row-less files removed.
 */
export async function sweepUnreferenced(
  db: Db,
  store: BlobStore,
  cutoff: Date,
): Promise<{ keys: string[]; orphans: number }> {
  const referenced = await referencedHashes(db);
  const rows = await db.select({ key: media.key, at: media.creation_timestamp }).from(media);
  const candidates = rows
    .filter((r) => !referenced.has(r.key.slice(0, 64)) && new Date(r.at) < cutoff)
    .map((r) => r.key);

  const removed = await deleteStored(db, store, candidates, cutoff);
  const gone = new Set(removed);
  const known = new Set(rows.map((r) => r.key).filter((k) => !gone.has(k)));
  const orphans = await store.removeOrphans((key) => known.has(key), cutoff);
  return { keys: removed, orphans };
}

/**
 * Removes these files, rows and bytes, in one transaction, those stored before `cutoff`
 * only: a store since (the same bytes uploaded again) renewed the time, and the file stays.
 * On PostgreSQL a concurrent store of the same key waits on the row and then writes it anew.
 */
export async function deleteStored(
  db: Db,
  store: BlobStore,
  keys: readonly string[],
  cutoff: Date,
): Promise<string[]> {
  const removed: string[] = [];
  if (keys.length === 0) return removed;
  await db.transaction(async (tx) => {
    for (let i = 0; i < keys.length; i += 500) {
      const gone = await tx
        .delete(media)
        .where(
          and(inArray(media.key, keys.slice(i, i + 500)), lt(media.creation_timestamp, cutoff.toISOString())),
        )
        .returning({ key: media.key });
      const batch = gone.map((g) => g.key);
      await store.delete(batch, tx as unknown as Db);
      removed.push(...batch);
    }
  });
  return removed;
}

/** Of these files, the ones no row references any more (the retention job's, a student's erasure). */
export async function unreferenced(db: Db, keys: readonly string[]): Promise<string[]> {
  if (keys.length === 0) return [];
  const referenced = await referencedHashes(db);
  return keys.filter((key) => !referenced.has(key.slice(0, 64)));
}
