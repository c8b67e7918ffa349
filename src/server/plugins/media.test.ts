import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { ROOT_DIR } from '../root-dir';
import { createTestDatabase, type TestDatabase } from '../test/databases';
import { pngDataUrl } from '../test/fixtures';
import { testConfig } from '../test/config';

const TEMPLATE =
  '<!doctype html><html lang="ar" dir="rtl"><head><!--app-head--></head><body><!--app-html--><!--app-data--></body></html>';

async function appWith(
  env: Record<string, string>,
  withPages = false,
): Promise<{ app: FastifyInstance; testDb: TestDatabase }> {
  const testDb = await createTestDatabase('pglite');
  const clientDir = await mkdtemp(path.join(tmpdir(), 'client-'));
  const app = await buildApp({
    config: testConfig(env),
    database: testDb.database,
    logger: false,
    pages: withPages
      ? {
          template: TEMPLATE,
          clientDir,
          render: async () => ({
            kind: 'page',
            status: 404,
            lang: 'en',
            dir: 'ltr',
            head: '',
            html: '<p>page</p>',
            data: '',
          }),
        }
      : false,
  });
  await app.ready();
  return { app, testDb };
}

describe('the media plugin', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'media-plugin-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('serves /media/… outside /api, not shadowed by the pages catch-all', async () => {
    const { app, testDb } = await appWith({ DATA_DIR: dataDir }, true);
    try {
      const stored = await app.media.store(await pngDataUrl(), 'image', 'f');
      const res = await app.inject({ method: 'GET', url: stored.url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      // The pages plugin still renders other paths, and an unknown media file is a 404, not a page.
      expect((await app.inject({ method: 'GET', url: '/about-us' })).body).toContain('<p>page</p>');
      const missing = await app.inject({ method: 'GET', url: `/media/${'0'.repeat(64)}-10.webp` });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ code: 'NOT_FOUND' });
      expect(await readdir(path.join(dataDir, 'media'))).toContain(stored.key);
    } finally {
      await app.close();
      await testDb.drop();
    }
  });

  it('sweeps once at start: an old file with no row is gone after ready', async () => {
    const dir = path.join(dataDir, 'media');
    await mkdir(dir, { recursive: true });
    const stray = path.join(dir, 'c'.repeat(64));
    await writeFile(stray, 'left by a crash');
    const old = new Date(Date.now() - 3 * 60 * 60 * 1000);
    await utimes(stray, old, old);
    const { app, testDb } = await appWith({ DATA_DIR: dataDir });
    // close() waits for the sweep in progress.
    await app.close();
    await testDb.drop();
    expect(existsSync(stray)).toBe(false);
  });

  it('gives a test app without a DATA_DIR a temporary directory, removed on close (never ./data)', async () => {
    const { app, testDb } = await appWith({});
    const stored = await app.media.store(await pngDataUrl(33, 33, '#ABCDEF'), 'image', 'f');
    expect((await app.inject({ method: 'GET', url: stored.url })).statusCode).toBe(200);
    expect(existsSync(path.join(ROOT_DIR, 'data/media', stored.key))).toBe(false);
    // Parallel suites make temp directories too: find ours by the file in it.
    const candidates = (await readdir(tmpdir()))
      .filter((n) => n.startsWith('media-test-'))
      .map((n) => path.join(tmpdir(), n));
    const ours = candidates.filter((dir) => existsSync(path.join(dir, stored.key)));
    expect(ours).toHaveLength(1);
    await app.close();
    await testDb.drop();
    expect(existsSync(ours[0]!)).toBe(false);
  });
});
