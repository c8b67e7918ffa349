import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RenderInput, RenderResult } from '../../contract/render';
import { buildApp } from '../app';
import { createTestDatabase, type TestDatabase } from '../test/databases';
import { PAGE_TEMPLATE } from '../test/page-app';
import { testConfig } from '../test/config';

const BAD_HOSTS = ['a b', 'a@b', 'x:99999', '[::1', 'evil.test/path', 'a"b', ''];

/** Sends one raw HTTP/1.1 request (as curl -H 'Host: …' does) and returns the status line's code. */
function rawStatus(port: number, host: string, target = '/'): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () =>
      socket.write(`GET ${target} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`),
    );
    let answer = '';
    socket.on('data', (d: Buffer) => (answer += d.toString()));
    socket.on('end', () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0)));
    socket.on('error', reject);
  });
}

/** Absolute URLs are never built from an unchecked Host header (decision 0008). */
describe('server-rendered pages and the Host header', () => {
  let testDb: TestDatabase;
  let dir: string;
  const origins: string[] = [];
  const apps: FastifyInstance[] = [];

  const render = async (input: RenderInput): Promise<RenderResult> => {
    origins.push(input.origin);
    return {
      kind: 'page',
      status: 200,
      lang: input.lang,
      dir: 'rtl',
      head: `<link rel="canonical" href="${input.origin}/">`,
      html: '<p>page</p>',
      data: '',
    };
  };
  async function start(env: Record<string, string> = {}): Promise<number> {
    const config = testConfig(env);
    const app = await buildApp({
      config,
      database: testDb.database,
      logger: false,
      pages: { template: PAGE_TEMPLATE, render, clientDir: dir },
    });
    apps.push(app);
    await app.listen({ port: 0, host: '127.0.0.1' });
    return (app.server.address() as net.AddressInfo).port;
  }

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'pages-host-test-'));
    testDb = await createTestDatabase('pglite');
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await testDb?.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('without PUBLIC_URL: a malformed Host answers 400 in the error shape; a good one builds the origin', async () => {
    const port = await start();
    for (const host of BAD_HOSTS)
      expect({ host, status: await rawStatus(port, host) }).toEqual({ host, status: 400 });
    expect(await rawStatus(port, 'a b', '/login')).toBe(400);

    const res = await apps[0]!.inject({ method: 'GET', url: '/', headers: { host: 'a b' } });
    expect(res.json()).toEqual({ message: 'Invalid Host header', code: 'BAD_REQUEST' });

    for (const host of ['example.com', 'Example.COM:8080', '127.0.0.1:3000', '[::1]:3000', 'localhost']) {
      expect(await rawStatus(port, host)).toBe(200);
      expect(origins.at(-1)).toBe(`http://${host.toLowerCase()}`);
    }
  });

  it('with PUBLIC_URL: the page is built from it whatever the Host says', async () => {
    const port = await start({ PUBLIC_URL: 'https://office.example/' });
    for (const host of BAD_HOSTS) {
      expect(await rawStatus(port, host)).toBe(200);
      expect(origins.at(-1)).toBe('https://office.example');
    }
  });

  it('behind a trusted proxy that says HTTPS, pages carry HSTS; over plain HTTP they do not', async () => {
    await start({ TRUST_PROXY: 'true' });
    const app = apps.at(-1)!;
    const secure = await app.inject({ method: 'GET', url: '/', headers: { 'x-forwarded-proto': 'https' } });
    expect(secure.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(
      (await app.inject({ method: 'GET', url: '/' })).headers['strict-transport-security'],
    ).toBeUndefined();
    // The API answers are not documents: no HSTS there (the pages carry it for the origin).
    expect(
      (await app.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-proto': 'https' } }))
        .headers['strict-transport-security'],
    ).toBeUndefined();
  });

  it('a path that looks like another host stays a path of ours', async () => {
    const port = await start();
    expect(await rawStatus(port, 'example.com', '//evil.test/x')).toBe(200);
    expect(origins.at(-1)).toBe('http://example.com');
  });
});
