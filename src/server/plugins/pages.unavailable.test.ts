import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RenderInput, RenderResult } from '../../contract/render';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { MESSAGES } from '../i18n/messages';
import { createTestDatabase, type TestDatabase } from '../test/databases';

const TEMPLATE =
  '<!doctype html><html lang="ar" dir="rtl"><head><!--app-head--></head><body><div id="root"><!--app-html--></div><!--app-data--></body></html>';

/** What node-postgres throws while PostgreSQL restarts (SQLSTATE 57P01, admin shutdown). */
const databaseGone = () =>
  Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });

/**
 * A page that is not cached while the database is away: a page in the visitor's
 * language with Retry-After, as the load-shedding page is, not the API's JSON 503.
 */
describe('a page while the database is away', () => {
  let testDb: TestDatabase;
  let app: FastifyInstance;
  let dir: string;
  let failing = true;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'pages-unavailable-test-'));
    const render = async (input: RenderInput): Promise<RenderResult> => {
      if (failing) throw databaseGone();
      return {
        kind: 'page',
        status: 200,
        lang: input.lang,
        dir: 'ltr',
        head: '<title>ok</title>',
        html: '<p>page</p>',
        data: '',
      };
    };
    testDb = await createTestDatabase('pglite');
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', JWT_SECRET: 'x'.repeat(40) });
    app = await buildApp({
      config,
      database: testDb.database,
      logger: false,
      pages: { template: TEMPLATE, render, clientDir: dir },
    });
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await testDb?.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it.each([
    ['ar', 'rtl'],
    ['en', 'ltr'],
    ['zh', 'ltr'],
  ] as const)('answers 503 with a page in %s that retries by itself', async (lang, dir) => {
    const res = await app.inject({ method: 'GET', url: `/about-us?lang=${lang}` });
    expect(res.statusCode).toBe(503);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['retry-after']).toBe('5');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain(`<html lang="${lang}" dir="${dir}">`);
    expect(res.body).toContain(MESSAGES['database.unavailable'][lang]);
    expect(res.body).toContain('http-equiv="refresh"');
  });

  it('renders the page again once the database is back', async () => {
    failing = false;
    const res = await app.inject({ method: 'GET', url: '/about-us?lang=en' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).toContain('<p>page</p>');
  });
});
