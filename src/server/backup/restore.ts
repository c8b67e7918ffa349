import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { BlobStore } from '../media/storage';
import { readEntries, verifyBackup } from './archive-reader';
import { BackupRefusedError, summarize, type BackupSummary, type Manifest } from './format';
import {
  insertJson,
  migrationHashes,
  resetSequences,
  rowCount,
  tablesInInsertOrder,
  truncateAll,
} from './tables';

export interface RestoreTarget {
  db: Db;
  /** The target's own store: DATA_DIR/media on PGlite, media_blobs on PostgreSQL. */
  store: BlobStore;
  /** `the database in /srv/data`, for messages. */
  label: string;
}

/**
 * Restores a backup into `target` in one transaction: all of it or none of it. The whole
 * file is verified first (archive-reader.ts), so a file that is not ours, or damaged, is
 * refused before anything is written. The target must run the same migrations as the
 * source, and hold no rows unless `replace` (then everything in it is replaced). On the
 * filesystem store files are written before the commit; if the transaction fails they are
 * orphans, which the media sweep removes.
 */
export async function restoreBackup(
  file: string,
  target: RestoreTarget,
  { replace = false, verified }: { replace?: boolean; verified?: Manifest } = {},
): Promise<BackupSummary> {
  // `verified`: the caller already ran verifyBackup (the CLI does, before it opens the database).
  const manifest = verified ?? (await verifyBackup(file));
  const migrations = await migrationHashes(target.db);
  if (migrations.join() !== manifest.migrations.join()) {
    throw new BackupRefusedError(
      `${file} was made by version ${manifest.app_version} with ${manifest.migrations.length} migrations; ${target.label} has ${migrations.length} that differ. ` +
        'Restore it with the version that made it (then upgrade). Nothing was changed.',
    );
  }
  const tables = await tablesInInsertOrder(target.db);
  const unknown = Object.keys(manifest.tables).find((t) => !tables.includes(t));
  if (unknown)
    throw new BackupRefusedError(
      `${file} holds a table ${target.label} does not have (${unknown}). Nothing was changed.`,
    );

  await target.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const existing = await rowCount(tx, tables);
    if (existing && !replace) {
      throw new BackupRefusedError(
        `${target.label} already holds ${existing} rows. Restore into an empty one (a new DATA_DIR or a new PostgreSQL database), ` +
          'or add --replace to replace everything in it. Nothing was changed.',
      );
    }
    if (replace) await truncateAll(tx, tables);
    // The rows come back as they were, their revisions with them: the tables' revision
    // triggers (decision 0059) record nothing in this transaction.
    await tx.execute(sql`select set_config('bahith.restoring', 'on', true)`);
    for await (const entry of readEntries(file)) {
      if (entry.what.kind === 'manifest') continue;
      // Checked a moment ago; checked again in case the file changed since.
      if (manifest.entries[entry.name] !== entry.sha256)
        throw new BackupRefusedError(
          `${file} changed while it was being restored (${entry.name}). Nothing was changed.`,
        );
      if (entry.what.kind === 'table') await insertJson(tx, entry.what.table, entry.bytes.toString('utf8'));
      else await target.store.put(entry.what.key, entry.bytes, tx);
    }
    await resetSequences(tx);
  });
  return summarize(manifest);
}
