import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upsertAdmin } from './users.queries';
import { describeEachDatabase } from '../../test/databases';
import { buildPageApp, stubPage, type PageApp } from '../../test/page-app';
import { TEST_ADMIN, useTestApp } from '../../test/app';

/**
 * Sign-in limits (decision 0014): every attempt per address,
 * LOGIN_RATE_MAX (default 10) per window; failed attempts per account from all addresses,
 * LOGIN_ACCOUNT_FAILURES_MAX (15 here), past which only addresses known to the account pass.
 */
const MAX = 10;
const ACCOUNT_FAILURES_MAX = 15;
const WINDOW_SECONDS = 15 * 60;
const basic = (email: string, password: string) =>
  `Basic ${Buffer.from(`${email}:${password}`).toString('base64')}`;

function expectRateLimited(res: LightMyRequestResponse) {
  expect(res.statusCode).toBe(429);
  const reset = Number(res.headers['x-ratelimit-reset']);
  const retryAfter = Number(res.headers['retry-after']);
  // Seconds (not milliseconds, not a date): what the client waits before retrying (SPEC §8).
  expect(Number.isInteger(reset)).toBe(true);
  expect(reset).toBeGreaterThan(0);
  expect(reset).toBeLessThanOrEqual(WINDOW_SECONDS);
  expect(retryAfter).toBe(reset);
  const body = res.json() as Record<string, unknown>;
  expect(Object.keys(body).sort()).toEqual(['code', 'message']);
  expect(body).toEqual({ code: 'RATE_LIMITED', message: expect.stringMatching(/\S/) });
}

describeEachDatabase('sign-in rate limits', (kind) => {
  const t = useTestApp(kind, { LOGIN_ACCOUNT_FAILURES_MAX: String(ACCOUNT_FAILURES_MAX) });
  const attempt = (email: string, password: string, remoteAddress: string, url = '/api/auth/token') =>
    t().app.inject({ method: 'GET', url, remoteAddress, headers: { authorization: basic(email, password) } });

  it('uses the documented default', () => {
    expect(t().config.LOGIN_RATE_MAX).toBe(MAX);
    expect(t().config.LOGIN_RATE_WINDOW).toBe('15 minutes');
  });

  it('answers 401s, then 429 with x-ratelimit-reset and retry-after, even for the right password', async () => {
    const ip = '10.1.0.1';
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++)
      statuses.push((await attempt(TEST_ADMIN.email, `wrong-${i}`, ip)).statusCode);
    expect(statuses).toEqual([...Array<number>(MAX).fill(401), ...Array<number>(20 - MAX).fill(429)]);
    expectRateLimited(await attempt(TEST_ADMIN.email, TEST_ADMIN.password, ip));
  });

  it("a stranger's wrong passwords lock out only their own address: the admin still signs in from theirs", async () => {
    const email = 'victim@test.local';
    await upsertAdmin(t().app.database.db, { email, password: 'victim-password' });
    for (let i = 0; i < MAX; i++) expect((await attempt(email, 'guess', '10.2.0.1')).statusCode).toBe(401);
    expectRateLimited(await attempt(email, 'victim-password', '10.2.0.1'));
    expect((await attempt(email, 'victim-password', '10.2.0.2')).statusCode).toBe(200);
  });

  it('caps failed guesses at one account from many addresses; an address where it signed in before still passes', async () => {
    const email = 'target@test.local';
    await upsertAdmin(t().app.database.db, { email, password: 'target-password' });
    expect((await attempt(email, 'target-password', '10.8.0.1')).statusCode).toBe(200);
    for (let i = 0; i < ACCOUNT_FAILURES_MAX; i++)
      expect((await attempt(email, 'guess', `10.8.1.${i + 1}`)).statusCode).toBe(401);
    // A new address, and the email in another letter case: the same account, now closed to it.
    expectRateLimited(await attempt(email, 'target-password', '10.8.2.1'));
    expectRateLimited(await attempt(email.toUpperCase(), 'guess', '10.8.2.2'));
    // The address where the account signed in before passes with the right password.
    expect((await attempt(email, 'target-password', '10.8.0.1')).statusCode).toBe(200);
    // The limit is the account's: another account from a closed-out address is not blocked.
    expect((await attempt('someone-else@test.local', 'guess', '10.8.2.1')).statusCode).toBe(401);
  });

  it('counts only failures against the account: signing in often is not a lockout', async () => {
    const email = 'busy@test.local';
    await upsertAdmin(t().app.database.db, { email, password: 'busy-password' });
    for (let i = 0; i < ACCOUNT_FAILURES_MAX + 2; i++)
      expect((await attempt(email, 'busy-password', `10.9.0.${i + 1}`)).statusCode).toBe(200);
  });

  it('ignores X-Forwarded-For when no proxy is trusted: a forged address per attempt is still one visitor', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= MAX; i++) {
      const res = await t().app.inject({
        method: 'GET',
        url: '/api/auth/token',
        remoteAddress: '10.10.0.1',
        headers: {
          authorization: basic(`xff${i}@test.local`, 'guess'),
          'x-forwarded-for': `203.0.113.${i + 1}`,
          'x-real-ip': `198.51.100.${i + 1}`,
        },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([...Array<number>(MAX).fill(401), 429]);
  });

  it('limits one address across many emails', async () => {
    const ip = '10.3.0.1';
    for (let i = 0; i < MAX; i++)
      expect((await attempt(`user${i}@test.local`, 'guess', ip)).statusCode).toBe(401);
    expectRateLimited(await attempt('fresh@test.local', 'guess', ip));
    // The limit is the address's: the same email from another address is not blocked.
    expect((await attempt('fresh@test.local', 'guess', '10.3.0.2')).statusCode).toBe(401);
  });

  it.each([
    '/api/auth/token/',
    '/API/auth/token',
    '/api/Auth/Token',
    '/api/auth/token//',
    '/api//auth/token',
    '/api/auth/token;x',
  ])('answers 404 on %s, even with the right credentials', async (url) => {
    const res = await attempt(TEST_ADMIN.email, TEST_ADMIN.password, '10.4.0.1', url);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: expect.stringContaining('not found'), code: 'NOT_FOUND' });
  });

  it('counts an encoded path that reaches the route against the same limit', async () => {
    const ip = '10.5.0.1';
    const variants = ['/api/auth/token', '/api/auth/%74oken', '/api/auth/token?x=1', '/api/%61uth/token'];
    for (let i = 0; i < MAX; i++)
      expect((await attempt('enc@test.local', 'guess', ip, variants[i % variants.length])).statusCode).toBe(
        401,
      );
    for (const url of variants) expectRateLimited(await attempt('enc@test.local', 'guess', ip, url));
  });
});

describeEachDatabase('API paths with the pages plugin on', (kind) => {
  let pageApp: PageApp | undefined;
  let app: FastifyInstance;
  const rendered: string[] = [];

  beforeAll(async () => {
    pageApp = await buildPageApp(
      kind,
      async ({ request, lang }) => {
        rendered.push(new URL(request.url).pathname);
        return stubPage(lang, { head: '<title>fake</title>', html: '<p>fake page</p>' });
      },
      // A stray robots.txt among the built files must not clash with the generated one.
      { files: { 'hello.txt': 'static hello\n', 'robots.txt': 'stale\n' } },
    );
    ({ app } = pageApp);
    await upsertAdmin(pageApp.testDb.database.db, TEST_ADMIN);
  });
  afterAll(async () => {
    await pageApp?.close();
  });

  const get = (url: string, remoteAddress = '10.6.0.1') =>
    app.inject({
      method: 'GET',
      url,
      remoteAddress,
      headers: { authorization: basic(TEST_ADMIN.email, TEST_ADMIN.password) },
    });

  it('serves pages and static files through the catch-all', async () => {
    const page = await get('/about-us');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<p>fake page</p>');
    expect(rendered).toContain('/about-us');
    expect((await get('/hello.txt')).body).toContain('static hello');
    expect((await get('/robots.txt')).body).toContain('User-agent');
  });

  it('still signs in on the exact path', async () => {
    const res = await get('/api/auth/token', '10.6.0.2');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveProperty('jwt_token');
  });

  it.each([
    '/api/auth/token/',
    '/API/auth/token',
    '/api/Auth/Token',
    '/Api/auth/token/',
    '/api/nothing-here',
    '/API',
    '/api',
  ])('answers 404 JSON for %s, never a page or a token', async (url) => {
    rendered.length = 0;
    const res = await get(url);
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ message: expect.stringContaining('not found'), code: 'NOT_FOUND' });
    expect(rendered).toEqual([]);
  });

  it('does not let path variants escape the limit once it is reached', async () => {
    const ip = '10.6.1.1';
    for (let i = 0; i < MAX; i++)
      await app.inject({
        method: 'GET',
        url: '/api/auth/token',
        remoteAddress: ip,
        headers: { authorization: basic('pages@test.local', 'guess') },
      });
    expectRateLimited(await get('/api/auth/token', ip));
    for (const url of ['/api/auth/token/', '/API/auth/token'])
      expect((await get(url, ip)).statusCode).toBe(404);
  });
});

describe('sign-in limits follow LOGIN_RATE_MAX', () => {
  const t = useTestApp('pglite', { LOGIN_RATE_MAX: '2' });
  it('blocks the third attempt when the maximum is 2', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 3; i++) {
      codes.push(
        (
          await t().app.inject({
            method: 'GET',
            url: '/api/auth/token',
            remoteAddress: '10.7.0.1',
            headers: { authorization: basic('a@test.local', 'x') },
          })
        ).statusCode,
      );
    }
    expect(codes).toEqual([401, 401, 429]);
  });
});
