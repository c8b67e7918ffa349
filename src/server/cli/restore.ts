import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { verifyBackup } from '../backup/archive-reader';
import { BackupRefusedError, describeSummary } from '../backup/format';
import { restoreBackup } from '../backup/restore';
import { dbBlobStore, fsBlobStore } from '../media/storage';
import { databaseLabel, exit, loadCliConfig, withDatabase } from './open-database';

/**
 * `npm run restore -- <file> [--replace]` (decision 0014): puts a backup
 * back, all of it or nothing. Refuses while a server uses the database: on PGlite the
 * DATA_DIR lock says so; on PostgreSQL any other session on the database does.
 */
const USAGE = `Usage: npm run restore -- <backup file> [--replace]

Restores a backup made by npm run backup into the PostgreSQL database of DATABASE_URL,
or else the PGlite database in DATA_DIR (default ./data). Stop the server first.
The database must be empty (a new DATA_DIR or a new PostgreSQL database) unless
--replace is given: then everything in it is replaced by the backup.`;

/** Sessions on the target database other than ours (a running server, a psql). */
async function otherSessions(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url, application_name: 'bahith-restore' });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      "select count(*)::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and application_name <> 'bahith-restore'",
    );
    return rows[0]!.n;
  } finally {
    await client.end();
  }
}

async function main(): Promise<void> {
  let parsed: {
    values: { replace?: boolean | undefined; help?: boolean | undefined };
    positionals: string[];
  };
  try {
    parsed = parseArgs({
      options: { replace: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
      strict: true,
      allowPositionals: true,
    });
  } catch (error) {
    exit(2, `${(error as Error).message}\n\n${USAGE}`);
  }
  if (parsed.values.help) exit(0, USAGE);
  if (parsed.positionals.length !== 1) exit(2, `Error: name one backup file.\n\n${USAGE}`);
  const file = path.resolve(parsed.positionals[0]!);

  const config = loadCliConfig();
  if (config.DATABASE_URL) {
    const url = new URL(config.DATABASE_URL);
    url.searchParams.set('application_name', 'bahith-restore');
    config.DATABASE_URL = url.href;
    const others = await otherSessions(config.DATABASE_URL);
    if (others)
      exit(
        1,
        `Refusing to restore: ${others} other sessions use the PostgreSQL database (a running server?). Stop every instance, run this command again, then start them.`,
      );
  }
  try {
    // Before the database is opened (on PGlite, created): a file that is not ours touches nothing.
    const verified = await verifyBackup(file);
    const summary = await withDatabase(config, 'restore', (database) =>
      restoreBackup(
        file,
        {
          db: database.db,
          store:
            database.kind === 'postgres'
              ? dbBlobStore(database.db)
              : fsBlobStore(path.resolve(config.DATA_DIR, 'media')),
          label: databaseLabel(config),
        },
        { replace: parsed.values.replace === true, verified },
      ),
    );
    console.log(
      `Restored ${describeSummary(summary)} from ${file} into ${databaseLabel(config)}. Start the server.`,
    );
  } catch (error) {
    if (error instanceof BackupRefusedError) exit(1, `Refusing to restore: ${error.message}`);
    throw error;
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => exit(1, `Could not restore: ${(error as Error).message}`),
);
