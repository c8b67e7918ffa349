import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { storeSeedFiles } from './files';
import { deleteContentRows, hasContent, insertSeedRows, type SeedCounts } from './rows';
import { seedSiteData, type SiteDataSeeded } from './site-data';

export interface SeedOptions {
  /** The seed's "now": blog dates count back from it. */
  now?: Date;
}

interface SeedTimings {
  /** Rasterising and storing the images and audio. */
  filesMs: number;
  /** The row transaction, site data included. */
  rowsMs: number;
  totalMs: number;
}

export type SeedResult =
  | { seeded: false; site: SiteDataSeeded }
  | { seeded: true; counts: SeedCounts; site: SiteDataSeeded; timings: SeedTimings };

/** An arbitrary constant key (next to db/client.ts's migration key) for the seeding lock. */
const SEED_LOCK_KEY = 7_316_005;

// PGlite has one process and one connection: an in-process queue serialises seeding.
const pgliteQueues = new WeakMap<Database, Promise<unknown>>();

/**
 * Runs `fn` while no other seeding runs against this database. On PostgreSQL several
 * instances may start together: a transaction-scoped advisory lock, held on a connection
 * of its own while `fn` works on others, lets one seed and makes the rest wait and then
 * find the content there (DESIGN §1).
 */
async function withSeedLock<T>(database: Database, fn: () => Promise<T>): Promise<T> {
  if (database.kind === 'postgres') {
    return database.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
      return fn();
    });
  }
  const run = (pgliteQueues.get(database) ?? Promise.resolve()).then(fn, fn);
  pgliteQueues.set(
    database,
    run.catch(() => undefined),
  );
  return run;
}

function logSeeded(
  app: FastifyInstance,
  what: string,
  counts: SeedCounts,
  site: SiteDataSeeded,
  timings: SeedTimings,
): void {
  app.log.info({ ...counts, site, ...timings }, what);
}

/**
 * The demo content on first start: when no content row exists (deleted ones
 * count), stores the header images, avatars and audio clips through the media pipeline,
 * then inserts categories, services, blogs, testimonials and researchers in one
 * transaction. The site data (SEO entries, UI translations, settings) is filled in on
 * every call: it adds only what is missing. `demoContent: false` (SEED_DEMO=false) stops
 * there. Returns whether the content was seeded.
 */
export async function seedDemoContent(
  app: FastifyInstance,
  { now = new Date(), demoContent = true }: SeedOptions & { demoContent?: boolean } = {},
): Promise<SeedResult> {
  const { database } = app;
  return withSeedLock(database, async () => {
    const site = await seedSiteData(database.db);
    // SEED_DEMO=false: the site data only (the pages need their texts and SEO entries).
    if (!demoContent || (await hasContent(database.db))) {
      if (site.seo + site.translations + site.settings > 0) app.clearContentCache();
      return { seeded: false, site };
    }
    const started = performance.now();
    const files = await storeSeedFiles(app);
    const filesDone = performance.now();
    // Checked again inside the transaction: an admin may have written in the meantime.
    const counts = await database.db.transaction(async (tx) =>
      (await hasContent(tx)) ? null : insertSeedRows(tx, files, now),
    );
    app.clearContentCache();
    if (!counts) return { seeded: false, site };
    const timings = {
      filesMs: Math.round(filesDone - started),
      rowsMs: Math.round(performance.now() - filesDone),
      totalMs: Math.round(performance.now() - started),
    };
    logSeeded(app, 'seeded the demo content', counts, site, timings);
    return { seeded: true, counts, site, timings };
  });
}

/**
 * `npm run seed`: empties the content tables (requests and contact messages too; users,
 * SEO entries, translations and settings stay) and writes the demo content again, in one
 * transaction after the files are stored.
 */
export async function resetDemoContent(
  app: FastifyInstance,
  { now = new Date() }: SeedOptions = {},
): Promise<SeedResult & { seeded: true }> {
  const { database } = app;
  return withSeedLock(database, async () => {
    const started = performance.now();
    const files = await storeSeedFiles(app);
    const filesDone = performance.now();
    const counts = await database.db.transaction(async (tx) => {
      await deleteContentRows(tx);
      return insertSeedRows(tx, files, now);
    });
    const site = await seedSiteData(database.db);
    app.clearContentCache();
    const timings = {
      filesMs: Math.round(filesDone - started),
      rowsMs: Math.round(performance.now() - filesDone),
      totalMs: Math.round(performance.now() - started),
    };
    logSeeded(app, 'reset the demo content', counts, site, timings);
    return { seeded: true as const, counts, site, timings };
  });
}
