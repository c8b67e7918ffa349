import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { MIGRATIONS_DIR, PGLITE_TEMPLATE } from '../root-dir';
import { compileWasmBaselineOnly } from './pglite-wasm';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DbKind = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  kind: DbKind;
  /** Runs a trivial query; rejects when the database is unreachable. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /**
   * Who hears of a pooled connection the server ended while idle (a restart, a failover,
   * an idle timeout): the app logs it. Such an error is no one's request; the pool drops
   * that connection and opens a new one on the next query.
   */
  onConnectionError(listener: (error: Error) => void): void;
  /**
   * What the job queue (jobs/queue.ts) runs on: the same embedded database, or the same
   * server with a pool of its own.
   */
  queueTarget: { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; url: string };
}

export type DatabaseTarget =
  | { kind: 'postgres'; url: string }
  /**
   * `dataDir` undefined means in memory (tests); `template` is then a dump of a database to
   * start from (PGlite's dumpDataDir) instead of initdb.
   */
  | { kind: 'pglite'; dataDir?: string; template?: Blob };

/**
 * The embedded database's options. `pg_trgm`: what the migrations create beside
 * PostgreSQL's core, for the inboxes' search (decision 0028). `shared_buffers`: PostgreSQL's
 * default of 128 MB is allocated inside PGlite's WebAssembly memory at start and never
 * given back; PGlite reads its files through the operating system, whose page cache keeps
 * them too, so 32 MB is enough and saves ~95 MB of resident memory (decision 0029).
 */
const PGLITE_OPTIONS = {
  extensions: { pg_trgm },
  startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'],
};

/** An arbitrary constant key for the advisory lock that serialises migrations across instances. */
const MIGRATION_LOCK_KEY = 7_316_004;

export interface OpenOptions {
  /**
   * Bring the schema up to date (the default). A backup reads the database as it is: it
   * never changes the schema of the installation it copies.
   */
  migrate?: boolean;
}

export async function openDatabase(
  target: DatabaseTarget,
  { migrate = true }: OpenOptions = {},
): Promise<Database> {
  if (target.kind === 'postgres') {
    // A request waits at most this long for a connection, then answers 503 (errors plugin),
    // rather than hanging while the database is unreachable.
    const pool = new pg.Pool({ connectionString: target.url, max: 10, connectionTimeoutMillis: 5_000 });
    // Without a listener, an idle client's 'error' (PostgreSQL ending the connection) is an
    // unhandled 'error' event and kills the process (DESIGN §8: the site survives restarts).
    let connectionErrorListener: (error: Error) => void = (error) =>
      void process.stderr.write(`database connection lost: ${error.message}\n`);
    pool.on('error', (error) => connectionErrorListener(error));
    // A client checked out for a transaction has no pool listener either, and pg emits
    // 'error' on it even after failing its query with the same error: that query's caller
    // handles it (a 503), this listener only keeps the event from being unhandled.
    pool.on('connect', (client) => client.on('error', () => undefined));
    // Several instances may start at once: one migrates, the others wait (DESIGN §1).
    const conn = await pool.connect();
    try {
      if (migrate) {
        await conn.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migratePg(drizzlePg({ client: conn, schema }), { migrationsFolder: MIGRATIONS_DIR });
      }
    } finally {
      if (migrate)
        await conn.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
      conn.release();
    }
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    let ended: Promise<void> | undefined;
    return {
      db,
      kind: 'postgres',
      ping: async () => void (await pool.query('select 1')),
      // Idempotent: a suite that closes early is still dropped by its helper.
      close: () => (ended ??= pool.end()),
      onConnectionError: (listener) => void (connectionErrorListener = listener),
      queueTarget: { kind: 'postgres', url: target.url },
    };
  }
  compileWasmBaselineOnly();
  let client: PGlite;
  if (target.dataDir) {
    const dir = path.resolve(target.dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    // A new directory starts from the build's empty database rather than PGlite's initdb
    // (scripts/pglite-template.mjs, decision 0029); without a build, initdb as before.
    const fresh = !existsSync(path.join(dir, 'PG_VERSION')) && existsSync(PGLITE_TEMPLATE);
    client = new PGlite(
      dir,
      fresh ? { ...PGLITE_OPTIONS, loadDataDir: new Blob([readFileSync(PGLITE_TEMPLATE)]) } : PGLITE_OPTIONS,
    );
  } else {
    client = new PGlite(
      target.template ? { ...PGLITE_OPTIONS, loadDataDir: target.template } : PGLITE_OPTIONS,
    );
  }
  await client.waitReady;
  const pgliteDb = drizzlePglite({ client, schema });
  if (migrate) await migratePglite(pgliteDb, { migrationsFolder: MIGRATIONS_DIR });
  return {
    db: pgliteDb as unknown as Db,
    kind: 'pglite',
    ping: async () => void (await pgliteDb.execute(sql`select 1`)),
    close: () => client.close(),
    // In process: there is no connection to lose.
    onConnectionError: () => undefined,
    queueTarget: { kind: 'pglite', client },
  };
}

export function databaseTarget(config: {
  DATABASE_URL?: string | undefined;
  DATA_DIR: string;
}): DatabaseTarget {
  return config.DATABASE_URL
    ? { kind: 'postgres', url: config.DATABASE_URL }
    : { kind: 'pglite', dataDir: config.DATA_DIR };
}
