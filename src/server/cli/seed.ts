import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { buildApp } from '../app';
import type { Db } from '../db/client';
import { contactMessages, requests } from '../db/schema';
import { resetDemoContent } from '../seed/run';
import { databaseLabel, exit, loadCliConfig, withDatabase } from './open-database';

/**
 * `npm run seed [-- --yes]`: resets a development database to the demo content. On PGlite it takes
 * the DATA_DIR lock first, so it refuses while the server runs (DESIGN §2: PGlite is single-process);
 * on PostgreSQL, where servers may be running against the same database, it asks for --yes.
 */
const USAGE = `Usage: npm run seed [-- --yes]

Resets a development database to the demo content: deletes every category, service,
blog, testimonial, researcher, request and contact message, then writes the demo
content again. Users, SEO entries, UI translations and settings are kept.
Uses DATABASE_URL when set (then --yes is required), else the PGlite database in
DATA_DIR (default ./data), which must not be open in a running server (--yes is
required there too when it holds requests or contact messages).`;

/** A refusal found after the database was opened: thrown so the finally blocks close it. */
class Refusal extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

async function countInbox(db: Db): Promise<number> {
  const [r] = await db.select({ n: sql<number>`count(*)::int` }).from(requests);
  const [m] = await db.select({ n: sql<number>`count(*)::int` }).from(contactMessages);
  return (r?.n ?? 0) + (m?.n ?? 0);
}

async function main(): Promise<void> {
  let yes = false;
  try {
    const { values } = parseArgs({
      options: { yes: { type: 'boolean', short: 'y' }, help: { type: 'boolean', short: 'h' } },
      strict: true,
      allowPositionals: false,
    });
    if (values.help) exit(0, USAGE);
    yes = values.yes === true;
  } catch (error) {
    exit(2, `${(error as Error).message}\n\n${USAGE}`);
  }

  const config = loadCliConfig();
  if (config.DATABASE_URL && !yes) {
    exit(
      2,
      `Refusing to reset the PostgreSQL database in DATABASE_URL without --yes: it deletes all its content, requests and contact messages.\n\n${USAGE}`,
    );
  }

  const where = databaseLabel(config);
  await withDatabase(config, 'reset the demo content', async (database) => {
    const inbox = await countInbox(database.db);
    if (inbox > 0 && !yes) {
      throw new Refusal(
        2,
        `Refusing to reset ${where} without --yes: it holds ${inbox} requests and contact messages, which the reset deletes.`,
      );
    }
    // The real app, pages off and silent: the files go through app.media like uploads.
    const app = await buildApp({ config, database, pages: false, logger: false });
    try {
      await app.ready();
      const { counts, timings } = await resetDemoContent(app);
      // The replaced images and the deleted requests' documents. On PGlite no server runs,
      // so no upload is between its file and its row: no grace period is needed.
      const { removed } = await app.media.sweep(config.DATABASE_URL ? undefined : { graceMs: 0 });
      console.log(
        `Reset ${where} to the demo content in ${(timings.totalMs / 1000).toFixed(1)} s:\n` +
          Object.entries(counts)
            .map(([entity, n]) => `  ${entity.padEnd(13)} ${n}`)
            .join('\n') +
          (removed > 0 ? `\nRemoved ${removed} files no row references any more.` : ''),
      );
      if (config.DATABASE_URL)
        console.log(
          'Servers running on this database keep their cached reads until their next write or restart.',
        );
    } finally {
      await app.close();
    }
  });
}

main().then(
  () => process.exit(0),
  (error: unknown) =>
    error instanceof Refusal
      ? exit(error.code, error.message)
      : exit(1, `Could not reset the demo content: ${(error as Error).message}`),
);
