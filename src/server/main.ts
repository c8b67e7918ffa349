import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { listenControlSocket } from './backup/control-socket';
import { ConfigError, loadConfig, type Config } from './config';
import { databaseTarget, openDatabase, type Database } from './db/client';
import { DataDirLockedError, lockDataDir, type DataDirLock } from './db/data-dir-lock';
import { keepAliveDrain } from './drain';
import { productionPages } from './plugins/pages';
import { ensureAdmin } from './seed/admin';
import { seedDemoContent } from './seed/run';

/** Connections the kernel may hold ready before the server accepts them. */
const LISTEN_BACKLOG = 4096;

function fail(message: string): never {
  process.stderr.write(`\n${message}\n\n`);
  process.exit(1);
}

/** Starts the one server process: config, lock, database + migrations, seed, listen (DESIGN §1, §7). */
export async function start(env = process.env): Promise<FastifyInstance> {
  let config: Config;
  try {
    config = loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }

  let lock: DataDirLock | undefined;
  if (!config.DATABASE_URL) {
    try {
      lock = lockDataDir(path.resolve(config.DATA_DIR));
    } catch (error) {
      if (error instanceof DataDirLockedError) fail(error.message);
      throw error;
    }
  }

  let database: Database;
  try {
    database = await openDatabase(databaseTarget(config));
  } catch (error) {
    lock?.release();
    fail(`Could not open the database: ${(error as Error).message}`);
  }

  let app: FastifyInstance;
  try {
    app = await buildApp({
      config,
      database,
      pages: config.NODE_ENV === 'development' ? false : await productionPages(),
      logger: {
        level: config.LOG_LEVEL,
        ...(process.stdout.isTTY && config.NODE_ENV !== 'production' ? { transport: { target: 'pino-pretty' } } : {}),
      },
    });
  } catch (error) {
    // A service the config names but that cannot be reached (REDIS_URL): one clear line.
    await database.close().catch(() => undefined);
    lock?.release();
    if (error instanceof Error && /^[A-Z_]+: /.test(error.message)) fail(error.message);
    throw error;
  }
  app.addHook('onClose', async () => {
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
  // First start with an empty database: the demo content (issue 3 §11), unless
  // SEED_DEMO=false. A failure is logged and leaves no content rows, so the next start
  // tries again; the site still starts.
  await seedDemoContent(app, { demoContent: config.SEED_DEMO }).catch((error: unknown) => app.log.error({ err: error }, 'could not seed the demo content'));

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

await start();
