import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RenderInput, RenderResult } from '../../contract/render';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createTestDatabase, type TestDatabase } from '../test/databases';
import { PAGE_TEMPLATE } from '../test/page-app';

const SECRET = 'TOP-SECRET-OUTSIDE-THE-SERVED-DIRECTORIES';

/** The same path as a raw request line (no client normalises it): `..` stays `..`. */
function rawGet(port: number, target: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () =>
      socket.write(`GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`),
    );
    let answer = '';
    socket.on('data', (d: Buffer) => (answer += d.toString()));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

/**
 * Path traversal, plain, encoded, double-encoded, with backslashes and NUL,
 * against the files the server sends: `/media/…` (DATA_DIR/media) and the built client's
 * files. A secret file sits next to both directories; no variant reaches it.
 */
describe('path traversal in /media and the static files', () => {
  let testDb: TestDatabase;
  let app: FastifyInstance;
  let dataDir: string;
  let port = 0;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'traversal-'));
    mkdirSync(path.join(dataDir, 'client', 'assets'), { recursive: true });
    mkdirSync(path.join(dataDir, 'media'));
    writeFileSync(path.join(dataDir, 'secret.txt'), SECRET);
    writeFileSync(path.join(dataDir, 'client', 'assets', 'app.js'), 'console.log(1)');
    testDb = await createTestDatabase('pglite');
    const render = async ({ lang }: RenderInput): Promise<RenderResult> => ({
      kind: 'page',
      status: 404,
      lang,
      dir: 'rtl',
      head: '',
      html: '<p>not found</p>',
      data: '',
    });
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      JWT_SECRET: 'x'.repeat(40),
      DATA_DIR: dataDir,
    });
    app = await buildApp({
      config,
      database: testDb.database,
      logger: false,
      pages: { template: PAGE_TEMPLATE, render, clientDir: path.join(dataDir, 'client') },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as net.AddressInfo).port;
  });
  afterAll(async () => {
    await app?.close();
    await testDb?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const dots = ['..', '%2e%2e', '%2E%2E', '.%2e', '%252e%252e', '..%5c..', '%c0%ae%c0%ae'];
  const slashes = ['/', '%2f', '%2F', '%252f', '%5c', '\\'];
  const targets = (prefix: string) =>
    dots.flatMap((dot) => slashes.map((slash) => `${prefix}${dot}${slash}${dot}${slash}secret.txt`));

  it.each(['/media/', '/media/private/', '/assets/', '/'])(
    'no variant under %s reaches a file outside its directory',
    async (prefix) => {
      for (const target of [
        ...targets(prefix),
        `${prefix}..%2fsecret.txt%00.webp`,
        `${prefix}....//secret.txt`,
      ]) {
        const answer = await rawGet(port, target);
        expect(answer, target).not.toContain(SECRET);
        expect(answer, target).toMatch(/^HTTP\/1\.1 (400|403|404) /);
      }
    },
  );

  it('still serves what is inside', async () => {
    expect(await rawGet(port, '/assets/app.js')).toMatch(/^HTTP\/1\.1 200 [\s\S]*console\.log\(1\)/);
  });
});
