import { mkdtempSync, rmSync } from 'node:fs';
import { get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RenderInput, RenderResult } from '../../contract/render';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createTestDatabase, type TestDatabase } from '../test/databases';
import { PAGE_TEMPLATE } from '../test/page-app';

/** What a client sees of an answer, less what differs on every answer. */
interface Seen {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/**
 * Cached pages are answered before Fastify (page-fast-lane.ts, decision 0018). Two servers on one
 * database, side by side: one with the fast lane, one without it (behind a proxy without
 * PUBLIC_URL, where it stands aside). Each request is asked of both, and the answers must be
 * the same, byte for byte and header for header.
 */
describe('cached pages answered before Fastify', () => {
  let testDb: TestDatabase;
  let dir: string;
  const apps: Record<'lane' | 'plain', { app: FastifyInstance; base: string; hooks: number }> = {} as never;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'fast-lane-test-'));
    testDb = await createTestDatabase('pglite');
    // A page that is the same for both servers: what it shows depends on the language and the address only.
    const render = async (input: RenderInput): Promise<RenderResult> => {
      const { pathname, search } = new URL(input.request.url);
      const text = `<p>${input.lang} ${pathname}${search}</p>`.repeat(200);
      return {
        kind: 'page',
        status: pathname.startsWith('/no-such') ? 404 : 200,
        lang: input.lang,
        dir: input.lang === 'ar' ? 'rtl' : 'ltr',
        head: '<title>t</title>',
        html: text,
        data: '',
      };
    };
    for (const [name, env] of [
      ['lane', {}],
      ['plain', { TRUST_PROXY: 'true' }],
    ] as const) {
      const config = loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        JWT_SECRET: 'x'.repeat(40),
        ...env,
      });
      const app = await buildApp({
        config,
        database: testDb.database,
        logger: false,
        pages: { template: PAGE_TEMPLATE, render, clientDir: dir },
      });
      const entry = { app, base: '', hooks: 0 };
      app.addHook('onRequest', async () => void entry.hooks++);
      await app.listen({ port: 0, host: '127.0.0.1' });
      entry.base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
      apps[name] = entry;
    }
  });
  afterAll(async () => {
    for (const { app } of Object.values(apps)) await app?.close();
    await testDb?.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  // Each process tags its pages its own way (page-cache.ts, `pageTags`): a test's
  // `if-none-match: OWN` asks with the tag that server gave, and tags are compared as a shape.
  const tags: Partial<Record<'lane' | 'plain', string>> = {};
  const ask = async (
    name: 'lane' | 'plain',
    url: string,
    init: { method?: string; headers?: Record<string, string> } = {},
  ): Promise<Seen> => {
    const asked = { ...init.headers };
    if (asked['if-none-match'] === 'OWN') asked['if-none-match'] = tags[name]!;
    // Same Host header for both, so the pages name the same origin.
    const res = await fetch(`${apps[name].base}${url}`, {
      ...init,
      headers: { host: 'office.test', ...asked },
    });
    const headers: Record<string, string> = {};
    res.headers.forEach((value, key) => {
      if (key === 'etag') headers[key] = /^"[\w-]+\.[0-9a-z]+"$/.test(value) ? 'a tag' : value;
      else if (key !== 'date' && !(key === 'x-request-id' && !init.headers?.['x-request-id']))
        headers[key] = value;
    });
    return { status: res.status, headers, body: Buffer.from(await res.arrayBuffer()) };
  };
  const both = async (url: string, init: { method?: string; headers?: Record<string, string> } = {}) => {
    const plain = await ask('plain', url, init);
    const before = apps.lane.hooks;
    const lane = await ask('lane', url, init);
    return { plain, lane, throughFastify: apps.lane.hooks > before };
  };
  const warm = async (url: string, headers: Record<string, string> = {}) => {
    for (const name of ['lane', 'plain'] as const)
      for (const e of ['br', 'gzip', ''])
        await ask(name, url, { headers: { ...headers, 'accept-encoding': e } });
    // Nothing to wait for: a compressed body is kept for the lane before its answer is sent
    // (page-cache.ts, sendPageBody), so each encoding answered is ready.
  };

  it('answers a cached page exactly as Fastify does: body, status and every header, in each encoding', async () => {
    await warm('/');
    for (const encoding of ['br', 'gzip', 'identity', '']) {
      const { plain, lane, throughFastify } = await both('/', { headers: { 'accept-encoding': encoding } });
      expect(throughFastify, encoding).toBe(false);
      expect(lane.status).toBe(200);
      expect(lane.headers).toEqual(plain.headers);
      expect(lane.body.equals(plain.body), encoding).toBe(true);
    }
    const { lane } = await both('/', { headers: { 'accept-encoding': 'br' } });
    expect(lane.headers['content-encoding']).toBe('br');
    expect(lane.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('answers HEAD, If-None-Match, a given request id and the language as Fastify does', async () => {
    await warm('/?lang=en');
    await warm('/', { cookie: 'lang=en' });
    await warm('/');
    for (const name of ['lane', 'plain'] as const) {
      tags[name] = (
        await fetch(`${apps[name].base}/`, { headers: { host: 'office.test', 'accept-encoding': 'br' } })
      ).headers.get('etag')!;
    }
    const cases: [string, { method?: string; headers?: Record<string, string> }][] = [
      ['/', { method: 'HEAD', headers: { 'accept-encoding': 'br' } }],
      ['/', { headers: { 'accept-encoding': 'br', 'if-none-match': 'OWN' } }],
      ['/', { method: 'HEAD', headers: { 'accept-encoding': 'br', 'if-none-match': 'OWN' } }],
      ['/', { headers: { 'accept-encoding': 'br', 'x-request-id': 'trace-42' } }],
      ['/?lang=en', { headers: { 'accept-encoding': 'br' } }],
      ['/', { headers: { 'accept-encoding': 'br', cookie: 'theme=x; lang=en' } }],
      // The same page: a query it does not read.
      ['/?page=3&utm_source=whatsapp', { headers: { 'accept-encoding': 'br' } }],
    ];
    for (const [url, init] of cases) {
      const { plain, lane, throughFastify } = await both(url, init);
      const label = `${init.method ?? 'GET'} ${url} ${JSON.stringify(init.headers)}`;
      expect(throughFastify, label).toBe(false);
      expect(lane.status, label).toBe(plain.status);
      expect(lane.headers, label).toEqual(plain.headers);
      expect(lane.body.equals(plain.body), label).toBe(true);
    }
    expect(
      (await ask('lane', '/', { headers: { 'if-none-match': 'OWN', 'accept-encoding': 'br' } })).status,
    ).toBe(304);
    // Another process's tag is not this page's.
    expect(
      (await ask('lane', '/', { headers: { 'if-none-match': tags.plain!, 'accept-encoding': 'br' } })).status,
    ).toBe(200);
  });

  it('leaves to Fastify what is not a cached page: a first visit, the API, a 404, a bad Host header, a write', async () => {
    const cases: [string, { method?: string; headers?: Record<string, string> }][] = [
      ['/why-us', {}],
      ['/api/health', {}],
      ['/no-such-page', {}],
      ['/', { method: 'POST' }],
    ];
    await warm('/');
    for (const [url, init] of cases) {
      const before = apps.lane.hooks;
      await ask('lane', url, init);
      expect(apps.lane.hooks, url).toBeGreaterThan(before);
    }
    // What fetch will not send: a Host header no URL may be built from (Fastify's 400), and
    // request targets its router reads otherwise than a URL parser would (a 404 for `*`, a
    // 400 for a malformed escape, a query past a `#`).
    const raw = (name: 'lane' | 'plain', target: string, host = 'office.test') =>
      new Promise<{ status: number | undefined; body: string }>((resolve, reject) => {
        const { port } = apps[name].app.server.address() as AddressInfo;
        get({ host: '127.0.0.1', port, path: target, headers: { host, 'accept-encoding': 'br' } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({ status: res.statusCode, body: Buffer.concat(chunks).toString('latin1') }),
          );
        }).on('error', reject);
      });
    await warm('/about-us');
    for (const [target, host] of [
      ['/', 'bad host'],
      ['*', undefined],
      ['*/about-us', undefined],
      ['/%zz/../about-us', undefined],
      ['/about-us#lang=en', undefined],
    ] as const) {
      // Fastify refuses some before its hooks run: the answers themselves are compared.
      const [lane, plain] = [await raw('lane', target, host), await raw('plain', target, host)];
      expect(lane.status, target).toBe(plain.status);
      expect(lane.body, target).toBe(plain.body);
    }
    expect((await raw('lane', '/', 'bad host')).status).toBe(400);
  });
});
