import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPageApp, stubPage, type PageApp } from '../test/page-app';

/** Keeps the event loop busy for `ms`, in slices, as a flood of page renders does. */
async function saturate(ms: number): Promise<void> {
  for (const end = Date.now() + ms; Date.now() < end;) {
    const slice = Date.now() + 120;
    while (Date.now() < slice) {
      // busy, like renderToString
    }
    await new Promise((r) => setImmediate(r));
  }
  // Let the overdue sampling timer run before the next request is handled.
  await new Promise((r) => setTimeout(r, 0));
}

/**
 * When the event loop lags, uncached pages are shed; cached pages, the API and health answer
 * (decision 0014).
 */
describe('load shedding', () => {
  let pageApp: PageApp | undefined;
  let app: FastifyInstance;
  const rendered: string[] = [];

  beforeAll(async () => {
    pageApp = await buildPageApp(
      'pglite',
      async ({ request, lang }) => {
        rendered.push(new URL(request.url).pathname);
        return stubPage(lang);
      },
      { env: { MAX_EVENT_LOOP_LAG_MS: '40' } },
    );
    ({ app } = pageApp);
  });
  afterAll(async () => {
    await pageApp?.close();
  });

  it('answers an uncached page 503 with Retry-After and a page that retries, while cached pages and the API answer; renders again once the lag is gone', async () => {
    expect((await app.inject({ method: 'GET', url: '/about-us' })).statusCode).toBe(200);
    rendered.length = 0;

    await saturate(1200);
    const shed = await app.inject({ method: 'GET', url: '/services', headers: { cookie: 'lang=en' } });
    expect(shed.statusCode).toBe(503);
    expect(shed.headers['retry-after']).toBe('5');
    expect(shed.headers['content-type']).toMatch(/^text\/html/);
    expect(shed.body).toContain('<meta http-equiv="refresh" content="5">');
    expect(shed.body).toContain('Many visitors at once');
    expect(rendered).toEqual([]);
    expect((await app.inject({ method: 'GET', url: '/about-us' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);

    // Two quiet sampling windows later the page renders again: the time is what is tested.
    await new Promise((r) => setTimeout(r, 1100));
    expect((await app.inject({ method: 'GET', url: '/services' })).statusCode).toBe(200);
    expect(rendered).toEqual(['/services']);
  });
});
