import type { Writable } from 'node:stream';
import type { Db, DbKind } from '../db/client';
import type { BlobStore } from '../media/storage';
import { ROOT_VERSION } from '../version';
import { archiveWriter } from './archive-writer';
import { BACKUP_FORMAT, BACKUP_VERSION, mediaEntry, tableEntry, type Manifest } from './format';
import { BLOB_TABLE, mediaKeys, migrationHashes, readBlob, tableJson, tablesInInsertOrder } from './tables';

export interface BackupSource {
  db: Db;
  kind: DbKind;
  /** Where the files are: media_blobs (read in the snapshot) or DATA_DIR/media. */
  store: BlobStore;
  /**
   * Runs `work` while no media sweep deletes a file (the server's media gate): on the
   * filesystem the files are read after the rows, and a file the rows name must still be
   * there. Outside a server nothing sweeps.
   */
  steady?: <T>(work: () => Promise<T>) => Promise<T>;
}

interface Snapshot {
  migrations: string[];
  tables: { name: string; json: string; rows: number }[];
  keys: string[];
}

/** One consistent view: every table, the migrations and the file keys, from one transaction. */
async function readSnapshot(tx: Db): Promise<Snapshot> {
  const migrations = await migrationHashes(tx);
  const tables = [];
  for (const name of await tablesInInsertOrder(tx))
    if (name !== BLOB_TABLE) tables.push({ name, ...(await tableJson(tx, name)) });
  return { migrations, tables, keys: await mediaKeys(tx) };
}

const SNAPSHOT = { isolationLevel: 'repeatable read', accessMode: 'read only' } as const;

/**
 * Writes a backup of `source` into `out` (format.ts), consistent while the server runs:
 * the rows come from one repeatable-read transaction. On PostgreSQL the files are read in
 * that same transaction. On PGlite, whose transaction holds the only connection, the rows
 * are read first and the files after, while sweeps wait, so the server is held up only for
 * the rows. Returns the manifest written last.
 */
export async function writeBackup(source: BackupSource, out: Writable, now = new Date()): Promise<Manifest> {
  const archive = archiveWriter(out, now);
  try {
    const files = { count: 0, bytes: 0, missing: [] as string[] };
    const addFile = async (key: string, bytes: Buffer | null) => {
      if (!bytes) return void files.missing.push(key);
      files.count++;
      files.bytes += bytes.length;
      await archive.add(mediaEntry(key), bytes);
    };
    const addTables = async (snapshot: Snapshot) => {
      for (const t of snapshot.tables) await archive.add(tableEntry(t.name), Buffer.from(t.json));
    };

    let snapshot: Snapshot;
    if (source.store.kind === 'db') {
      snapshot = await source.db.transaction(async (tx) => {
        const s = await readSnapshot(tx as unknown as Db);
        await addTables(s);
        for (const key of s.keys) await addFile(key, await readBlob(tx as unknown as Db, key));
        return s;
      }, SNAPSHOT);
    } else {
      const steady = source.steady ?? (<T>(work: () => Promise<T>) => work());
      snapshot = await steady(async () => {
        const s = await source.db.transaction((tx) => readSnapshot(tx as unknown as Db), SNAPSHOT);
        await addTables(s);
        for (const key of s.keys) await addFile(key, await source.store.read(key));
        return s;
      });
    }

    const manifest: Manifest = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      created_at: now.toISOString(),
      app_version: ROOT_VERSION,
      source: source.kind,
      migrations: snapshot.migrations,
      tables: Object.fromEntries(snapshot.tables.map((t) => [t.name, t.rows])),
      files: files.count,
      file_bytes: files.bytes,
      missing_files: files.missing,
      entries: { ...archive.hashes },
    };
    await archive.finish(manifest);
    return manifest;
  } catch (error) {
    await archive.abort(error as Error);
    throw error;
  }
}
