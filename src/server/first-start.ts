import { buildApp } from './app';
import { ensureAdmin } from './seed/admin';
import { seedDemoContent } from './seed/run';
import { loggerOptions, openStorage } from './startup';

/** The argument that makes the server's entry prepare the data directory and exit. */
export const PREPARE_FLAG = '--prepare-data-dir';

/**
 * The first start on a new PGlite data directory, in a process of its own (decision 0029):
 * the empty database unpacked, the migrations, the first admin and the demo content. That
 * work passes through memory that stays with the process that did it: PGlite's WebAssembly
 * memory grows and never shrinks, and the images rasterised and encoded by sharp leave
 * glibc's per-thread arenas holding what they freed. Done in the server's own process, it
 * left the server at ~520 MB for good; in a child that exits, the server then starts as on
 * any later day, at ~235 MB. `npm start` (scripts/start.mjs) runs it before it loads the server; a
 * failure here is not fatal: the server does what is still missing itself, as before.
 */
export async function prepareDataDir(env = process.env): Promise<void> {
  const { config, database, lock } = await openStorage(env);
  const app = await buildApp({ config, database, pages: false, logger: loggerOptions(config) });
  try {
    await ensureAdmin(database.db, config, app.log);
    await seedDemoContent(app, { demoContent: config.SEED_DEMO });
  } finally {
    await app.close();
    await database.close();
    lock?.release();
  }
}
