import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ConfigSchema } from '../config';
import { createMediaReader } from '../media/reader';
import { mediaRoutes } from '../media/serve';
import { createMediaService } from '../media/service';
import { deriveSigningKey } from '../media/signing';
import { dbBlobStore, fsBlobStore } from '../media/storage';
import { SWEEP_INTERVAL_MS } from '../media/sweep';
import '../media/types';
import { loadJwtSecret } from '../modules/auth/tokens';

const DEFAULT_DATA_DIR = ConfigSchema.shape.DATA_DIR.parse(undefined);

/**
 * Where files go on PGlite: DATA_DIR/media. A test app that did not choose a DATA_DIR
 * (its PGlite is in memory) gets a temporary directory of its own, removed on close, so
 * tests never write into the working copy's ./data.
 */
async function filesDir(app: FastifyInstance): Promise<{ dir: string; temporary: boolean }> {
  const { NODE_ENV, DATA_DIR } = app.config;
  if (NODE_ENV === 'test' && DATA_DIR === DEFAULT_DATA_DIR)
    return { dir: await mkdtemp(path.join(tmpdir(), 'media-test-')), temporary: true };
  return { dir: path.resolve(DATA_DIR, 'media'), temporary: false };
}

/**
 * Uploads, storage and serving (decision 0002; src/server/media/README.md): decorates
 * `app.media`, serves `/media/…` outside `/api`, and sweeps unreferenced files at start and
 * every few hours.
 */
export const mediaPlugin = fp(async (app: FastifyInstance) => {
  const { db, kind } = app.database;
  // docs/decisions/0002: the filesystem next to PGlite, a bytea table on PostgreSQL.
  const files = kind === 'pglite' ? await filesDir(app) : undefined;
  const store = files ? fsBlobStore(files.dir) : dbBlobStore(db);
  const signingKey = deriveSigningKey(await loadJwtSecret(db, app.config.JWT_SECRET));
  const reader = createMediaReader(db, store);
  const service = createMediaService({ db, store, signingKey, onRemoved: reader.forget });

  app.decorate('media', service);
  mediaRoutes(app, reader, signingKey, () => Date.now());

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const sweep = () => {
    running = service.sweep().then(
      ({ removed }) => removed && app.log.info({ removed }, 'media sweep removed unreferenced files'),
      (error: unknown) => app.log.error({ err: error }, 'media sweep failed'),
    );
  };
  app.addHook('onReady', async () => {
    sweep();
    timer = setInterval(sweep, SWEEP_INTERVAL_MS).unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    // The database closes after this: let a sweep in progress finish first.
    await running;
    if (files?.temporary) await rm(files.dir, { recursive: true, force: true });
  });
});
