import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { listenControlSocket } from './backup/control-socket';
import { keepAliveDrain } from './drain';
import { productionPages } from './plugins/pages';
import { ensureAdmin } from './seed/admin';
import { seedDemoContent } from './seed/run';
import { fail, loggerOptions, openStorage } from './startup';
import { PREPARE_FLAG, prepareDataDir } from './first-start';

/** Connections the kernel may hold ready before the server accepts them. */
const LISTEN_BACKLOG = 4096;

/** Starts the one server process: config, lock, database + migrations, seed, listen (DESIGN §1, §7). */
export async function start(env = process.env): Promise<FastifyInstance> {
  const { config, database, lock } = await openStorage(env);

  let app: FastifyInstance;
  try {
    app = await buildApp({
      config,
      database,
      pages: config.NODE_ENV === 'development' ? false : await productionPages(),
      logger: loggerOptions(config),
    });
  } catch (error) {
    // A service the config names but that cannot be reached (REDIS_URL): one clear line.
    await database.close().catch(() => undefined);
    lock?.release();
    if (error instanceof Error && /^[A-Z_]+: /.test(error.message)) fail(error.message);
    throw error;
  }
  app.addHook('onClose', async () => {
    // The queue works on the database until it stops (onClose hooks run last-added first,
    // so its own would come after this).
    await app.jobs.stop();
    await database.close();
    lock?.release();
  });
  // After the socket's own preClose (registered in buildApp) has closed the websockets:
  // wait for the last HTTP answer before the database closes.
  const drain = keepAliveDrain(app.server);
  app.addHook('preClose', () => drain.ended());
  // On PGlite, `npm run backup` asks this process for the archive (backup/control-socket.ts).
  const control = lock ? await listenControlSocket(app, config.DATA_DIR) : undefined;
  if (control) app.addHook('preClose', () => control.close());

  await ensureAdmin(database.db, config, app.log);
  // First start with an empty database: the demo content (DESIGN §7), unless
  // SEED_DEMO=false. A failure is logged and leaves no content rows, so the next start
  // tries again; the site still starts.
  await seedDemoContent(app, { demoContent: config.SEED_DEMO }).catch((error: unknown) =>
    app.log.error({ err: error }, 'could not seed the demo content'),
  );

  // Graceful shutdown: stop accepting, let in-flight requests finish, close the database.
  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    // New connections are refused and every answer from now on says `Connection: close`
    // (drain.ts); the close waits for the last one.
    drain.begin();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error while shutting down');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);

  try {
    // Node's default accept queue (511) overflowed when 1000 visitors connected at once
    // (bench:load): the kernel dropped their handshakes and they waited 1, 3, 7 s to retry.
    // The kernel caps this at net.core.somaxconn (4096 on current Linux).
    await app.listen({ port: config.PORT, host: config.HOST, backlog: LISTEN_BACKLOG });
  } catch (error) {
    await app.close().catch(() => undefined);
    fail(`Could not listen on ${config.HOST}:${config.PORT}: ${(error as Error).message}`);
  }
  return app;
}

// `npm start` on a new data directory first runs this file as a child with the flag:
// scripts/start.mjs and first-start.ts say why.
if (process.argv.includes(PREPARE_FLAG)) await prepareDataDir();
else await start();
