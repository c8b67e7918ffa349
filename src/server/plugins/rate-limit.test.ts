import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { useTestApp } from '../test/app';
import { createTestDatabase, describeEachDatabase, type TestDatabase } from '../test/databases';
import { isApiUrl } from './rate-limit';
import { testConfig } from '../test/config';

const MESSAGE = {
  // A window of more than ten seconds: Arabic's form for 11-99 and 100+ (contract/fill-slots.ts).
  ar: /^طلبات كثيرة جدًا، يرجى المحاولة بعد (\d+) ثانية$/,
  en: /^Too many requests, please try again in (\d+) seconds$/,
  zh: /^请求过于频繁，请在 (\d+) 秒后重试$/,
};

/** SPEC §8: the error shape, `x-ratelimit-reset` in whole seconds and an equal `retry-after`. */
function expectLimited(res: LightMyRequestResponse, lang: keyof typeof MESSAGE, windowSeconds: number) {
  expect(res.statusCode).toBe(429);
  const body = res.json<{ message: string; code: string }>();
  expect(Object.keys(body).sort()).toEqual(['code', 'message']);
  expect(body.code).toBe('RATE_LIMITED');
  const seconds = Number(MESSAGE[lang].exec(body.message)?.[1]);
  const reset = Number(res.headers['x-ratelimit-reset']);
  expect(Number.isInteger(reset)).toBe(true);
  expect(reset).toBeGreaterThan(0);
  expect(reset).toBeLessThanOrEqual(windowSeconds);
  expect(res.headers['retry-after']).toBe(String(reset));
  expect(seconds).toBe(reset);
}

describe('isApiUrl', () => {
  it.each(['/api', '/api/', '/api/services', '/api?x=1', '/API/services'])('counts %s', (url) =>
    expect(isApiUrl(url)).toBe(true),
  );
  it.each(['/', '/about-us', '/media/abc.webp', '/apis', '/assets/app.js', '/socket.io/'])(
    'leaves %s alone',
    (url) => expect(isApiUrl(url)).toBe(false),
  );
});

describeEachDatabase('general API rate limit', (kind) => {
  const MAX = 5;
  const t = useTestApp(kind, { API_RATE_MAX: String(MAX), API_RATE_WINDOW: '1 minute', LOGIN_RATE_MAX: '2' });
  const get = (url: string, remoteAddress: string, lang?: string) =>
    t().app.inject({ method: 'GET', url, remoteAddress, headers: lang ? { 'accept-language': lang } : {} });

  it('uses the documented defaults', () => {
    const config = loadConfig({});
    expect(config.API_RATE_MAX).toBe(600);
    expect(config.API_RATE_WINDOW).toBe('1 minute');
  });

  it('counts every /api route of one address together, then answers 429 in the request language', async () => {
    const ip = '10.20.0.1';
    const urls = [
      '/api/health',
      '/api/seoMetaData',
      '/api/translations/ui',
      '/api/settings',
      '/api/no-such-route',
    ];
    const first = await get(urls[0] as string, ip);
    expect(first.statusCode).toBe(200);
    // Successful answers stay lean: the headers come with the 429 that needs them.
    expect(first.headers['x-ratelimit-limit']).toBeUndefined();
    for (const url of urls.slice(1)) expect((await get(url, ip)).statusCode).not.toBe(429);
    expectLimited(await get('/api/health', ip), 'ar', 60);
    expectLimited(await get('/api/seoMetaData', ip, 'en-GB,en;q=0.9'), 'en', 60);
    expectLimited(await get('/api/settings', ip, 'zh'), 'zh', 60);
  });

  it('limits each address on its own', async () => {
    for (let i = 0; i < MAX; i++) expect((await get('/api/health', '10.20.1.1')).statusCode).toBe(200);
    expect((await get('/api/health', '10.20.1.1')).statusCode).toBe(429);
    expect((await get('/api/health', '10.20.1.2')).statusCode).toBe(200);
  });

  it('refuses an admin write before its token is even checked', async () => {
    const ip = '10.20.2.1';
    for (let i = 0; i < MAX; i++) await get('/api/health', ip);
    const res = await t().app.inject({
      method: 'PATCH',
      url: '/api/settings',
      remoteAddress: ip,
      payload: {},
    });
    expectLimited(res, 'ar', 60);
  });

  it('answers the sign-in limit with the same localised 429', async () => {
    const ip = '10.20.3.1';
    const attempt = () =>
      t().app.inject({
        method: 'GET',
        url: '/api/auth/token',
        remoteAddress: ip,
        headers: { authorization: t().basic('who@test.local', 'x'), 'accept-language': 'zh' },
      });
    expect((await attempt()).statusCode).toBe(401);
    expect((await attempt()).statusCode).toBe(401);
    expectLimited(await attempt(), 'zh', 15 * 60);
  });
});

describeEachDatabase('per-route limits through @fastify/rate-limit', (kind) => {
  let testDb: TestDatabase | undefined;
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    testDb = await createTestDatabase(kind);
    app = await buildApp({
      config: testConfig(),
      database: testDb.database,
      logger: false,
    });
    // A route using the plugin's own route config gets the same localised answer. Outside
    // /api, where a route would be staff-only (decision 0035): this one is about the limit.
    app.get('/test-limited', { config: { rateLimit: { max: 1, timeWindow: '30 seconds' } } }, async () => ({
      ok: true,
    }));
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await testDb?.drop();
  });

  it('answers the error shape with a localised message', async () => {
    const hit = () =>
      app.inject({
        method: 'GET',
        url: '/test-limited',
        remoteAddress: '10.21.0.1',
        headers: { 'accept-language': 'en' },
      });
    expect((await hit()).statusCode).toBe(200);
    expectLimited(await hit(), 'en', 30);
  });
});
