import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe } from 'vitest';
import { openDatabase, type Database, type DbKind } from '../db/client';

/**
 * The same server suite runs on PGlite and on real PostgreSQL (decision 0001). PostgreSQL
 * comes from TEST_DATABASE_URL; each suite gets a database of its own, dropped after.
 * In CI a missing server fails the suite instead of skipping it.
 */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;
const IN_CI = process.env.CI === 'true' || process.env.CI === '1';

export interface TestDatabase {
  database: Database;
  /** PostgreSQL only: where it is, for a process of its own. */
  url?: string;
  drop(): Promise<void>;
}

async function createPostgres(baseUrl: string): Promise<TestDatabase> {
  const name = `t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.href });
  return {
    database,
    url: url.href,
    async drop() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: baseUrl });
      await cleanup.connect();
      try {
        // pg-pool's end() resolves before its clients' sockets have closed; a forced drop then
        // terminates a closing connection, which pg raises as an uncaught error (57P01). Let
        // them go first (2 s at most; the drop forces whatever is left).
        for (let i = 0; i < 100; i++) {
          const { rows } = await cleanup.query<{ n: number }>(
            'select count(*)::int as n from pg_stat_activity where datname = $1',
            [name],
          );
          if (!rows[0]?.n) break;
          await new Promise((r) => setTimeout(r, 20));
        }
        await cleanup.query(`drop database if exists ${name} with (force)`);
      } finally {
        await cleanup.end();
      }
    },
  };
}

let pgliteTemplate: Promise<Blob> | undefined;

/**
 * An empty, migrated PGlite database, dumped once per worker process (the server project
 * does not isolate its files, so the files of a worker share it). A new in-memory database
 * loads it in ~1 s where initdb and the migrations took 3–6 s, ~100 times a run.
 */
function migratedPgliteTemplate(): Promise<Blob> {
  pgliteTemplate ??= (async () => {
    const database = await openDatabase({ kind: 'pglite' });
    try {
      if (database.queueTarget.kind !== 'pglite') throw new Error('not a PGlite database');
      return await database.queueTarget.client.dumpDataDir('none');
    } finally {
      await database.close();
    }
  })().catch((error: unknown) => {
    pgliteTemplate = undefined;
    throw error;
  });
  return pgliteTemplate;
}

export async function createTestDatabase(kind: DbKind): Promise<TestDatabase> {
  if (kind === 'postgres') {
    if (!TEST_DATABASE_URL)
      throw new Error(
        'TEST_DATABASE_URL is not set: the PostgreSQL-backed suite cannot run (CI requires it).',
      );
    return createPostgres(TEST_DATABASE_URL);
  }
  // Migrated again as the server opens it: with nothing to do, that only reads the migrations.
  const database = await openDatabase({ kind: 'pglite', template: await migratedPgliteTemplate() });
  return { database, drop: () => database.close() };
}

/** The backends this run covers: PGlite always; PostgreSQL when configured, or always in CI. */
export const TEST_BACKENDS: DbKind[] = TEST_DATABASE_URL || IN_CI ? ['pglite', 'postgres'] : ['pglite'];

/** `describe` once per backend, named so the output shows which ran. */
export function describeEachDatabase(name: string, body: (kind: DbKind) => void): void {
  for (const kind of TEST_BACKENDS) describe(`${name} [${kind}]`, () => body(kind));
  if (!TEST_BACKENDS.includes('postgres'))
    describe.skip(`${name} [postgres: set TEST_DATABASE_URL]`, () => undefined);
}
