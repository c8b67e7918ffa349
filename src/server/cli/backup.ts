import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import { verifyBackup } from '../backup/archive-reader';
import { controlSocketPath } from '../backup/control-socket';
import { BackupRefusedError, describeSummary, summarize } from '../backup/format';
import { writeBackup } from '../backup/write';
import type { Config } from '../config';
import { databaseTarget, openDatabase } from '../db/client';
import { DataDirLockedError, lockDataDir } from '../db/data-dir-lock';
import { dbBlobStore, fsBlobStore } from '../media/storage';
import { databaseLabel, exit, loadCliConfig } from './open-database';

/**
 * `npm run backup -- [--out <file>]` (decision 0014): every row and
 * every stored file in one archive, consistent while the server runs. The archive is
 * written under a temporary name, read back and checked, and only then given its name.
 */
const USAGE = `Usage: npm run backup -- [--out <file>]

Writes a backup of the whole site (every table and every uploaded file) to <file>,
by default backups/bahith-<date>-<time>.tar.gz. It can be taken while the site runs.
With DATABASE_URL it reads that PostgreSQL database; otherwise the PGlite database in
DATA_DIR (default ./data), through the running server, or directly when none runs.
The archive holds password hashes and secrets: keep it as safe as the server.
Restore it with: npm run restore -- <file>`;

const stamp = (d: Date) => d.toISOString().slice(0, 19).replace(/:/g, '-').replace('T', '-');

/** PGlite while a server holds DATA_DIR: the server writes the archive into its socket. */
async function fromRunningServer(dataDir: string, holderPid: number, file: string): Promise<void> {
  const socketPath = controlSocketPath(dataDir);
  const req = http.get({ socketPath, path: '/backup' });
  const [res] = (await once(req, 'response').catch((error: Error) => {
    throw new Error(
      `The server holding ${dataDir} (pid ${holderPid}) does not answer on ${socketPath} (${error.message}). Stop it and run this command again.`,
    );
  })) as [http.IncomingMessage];
  if (res.statusCode !== 200) throw new Error(`The server answered ${res.statusCode} on ${socketPath}.`);
  await pipeline(res, createWriteStream(file, { mode: 0o600 }));
}

/** PostgreSQL, or PGlite with no server running: read the database here, without migrating it. */
async function direct(config: Config, file: string): Promise<void> {
  const target = databaseTarget(config);
  const database = await openDatabase(target, { migrate: false });
  try {
    const store =
      database.kind === 'postgres'
        ? dbBlobStore(database.db)
        : fsBlobStore(path.resolve(config.DATA_DIR, 'media'));
    await writeBackup(
      { db: database.db, kind: database.kind, store },
      createWriteStream(file, { mode: 0o600 }),
    );
  } finally {
    await database.close();
  }
}

async function main(): Promise<void> {
  let values: { out?: string | undefined; help?: boolean | undefined };
  try {
    ({ values } = parseArgs({
      options: { out: { type: 'string', short: 'o' }, help: { type: 'boolean', short: 'h' } },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    exit(2, `${(error as Error).message}\n\n${USAGE}`);
  }
  if (values.help) exit(0, USAGE);

  const config = loadCliConfig();
  const out = path.resolve(values.out ?? path.join('backups', `bahith-${stamp(new Date())}.tar.gz`));
  await mkdir(path.dirname(out), { recursive: true });
  const partial = `${out}.partial-${process.pid}`;
  let how = 'directly';
  try {
    if (config.DATABASE_URL) await direct(config, partial);
    else {
      const dataDir = path.resolve(config.DATA_DIR);
      let lock;
      try {
        lock = lockDataDir(dataDir);
      } catch (error) {
        if (!(error instanceof DataDirLockedError)) throw error;
        how = `through the running server (pid ${error.holderPid})`;
        await fromRunningServer(dataDir, error.holderPid, partial);
      }
      if (lock) {
        try {
          await direct(config, partial);
        } finally {
          lock.release();
        }
      }
    }
    // Read back before it is called a backup: a cut-off stream or a full disk shows here.
    const manifest = await verifyBackup(partial);
    await rename(partial, out);
    const summary = summarize(manifest);
    console.log(`Backed up ${describeSummary(summary)} from ${databaseLabel(config)}, ${how}, to ${out}.`);
    if (summary.missingFiles.length)
      console.warn(
        `Warning: ${summary.missingFiles.length} files named in the database were already missing: ${summary.missingFiles.join(', ')}`,
      );
  } catch (error) {
    await rm(partial, { force: true });
    const message =
      error instanceof BackupRefusedError
        ? `the archive did not check out: ${error.message}`
        : (error as Error).message;
    exit(1, `Could not back up ${databaseLabel(config)}: ${message}`);
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => exit(1, `Could not back up: ${(error as Error).message}`),
);
