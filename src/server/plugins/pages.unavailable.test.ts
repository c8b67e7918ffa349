import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../i18n/messages';
import { buildPageApp, stubPage, type PageApp } from '../test/page-app';

/** What node-postgres throws while PostgreSQL restarts (SQLSTATE 57P01, admin shutdown). */
const databaseGone = () =>
  Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });

/**
 * A page that is not cached while the database is away: a page in the visitor's
 * language with Retry-After, as the load-shedding page is, not the API's JSON 503.
 */
describe('a page while the database is away', () => {
  let pageApp: PageApp | undefined;
  let app: FastifyInstance;
  let failing = true;

  beforeAll(async () => {
    pageApp = await buildPageApp('pglite', async ({ lang }) => {
      if (failing) throw databaseGone();
      return stubPage(lang, { head: '<title>ok</title>' });
    });
    ({ app } = pageApp);
  });

  afterAll(async () => {
    await pageApp?.close();
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
