import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { pack as tarPack } from 'tar-stream';
import { afterAll } from 'vitest';
import type { Db } from '../db/client';
import { readEntries } from './archive-reader';
import { tableJson, tablesInInsertOrder, BLOB_TABLE } from './tables';
import { writeBackup, type BackupSource } from './write';

/** A directory for one suite's archives, removed after it. */
export function useScratchDir(prefix: string): () => string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return () => dir;
}

export async function backupTo(file: string, source: BackupSource) {
  return writeBackup(source, createWriteStream(file));
}

/**
 * Every row of every table (file bytes aside), each table's rows sorted: two databases
 * compare equal when their content is.
 */
export async function contentOf(db: Db): Promise<Record<string, unknown[]>> {
  const out: Record<string, unknown[]> = {};
  for (const table of await tablesInInsertOrder(db)) {
    if (table === BLOB_TABLE) continue;
    const rows = JSON.parse((await tableJson(db, table)).json) as unknown[];
    out[table] = rows.map((r) => JSON.stringify(r)).sort();
  }
  return out;
}

/**
 * Writes a copy of `file` with entries changed by `edit` (a Buffer replaces, null drops), plus `extra` ones.
 */
export async function repack(
  file: string,
  out: string,
  edit: (name: string, bytes: Buffer) => Buffer | null,
  extra: Record<string, Buffer> = {},
): Promise<void> {
  const tar = tarPack();
  const done = pipeline(tar, createGzip(), createWriteStream(out));
  const add = (name: string, bytes: Buffer) =>
    new Promise<void>((resolve, reject) =>
      tar.entry({ name, size: bytes.length }, bytes, (e) => (e ? reject(e) : resolve())),
    );
  for await (const entry of readEntries(file)) {
    const bytes = edit(entry.name, entry.bytes);
    if (bytes) await add(entry.name, bytes);
  }
  for (const [name, bytes] of Object.entries(extra)) await add(name, bytes);
  tar.finalize();
  await done;
}
