import { count } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { webVitals } from '../../db/schema';
import { useTestApp } from '../../test/app';
import { describeEachDatabase } from '../../test/databases';
import { createInboxUsers, expectAdminOnly, type TestUser } from '../../test/users';
import { pruneVitals } from './vitals.queries';

const beacon = (over: Record<string, unknown> = {}) => ({
  template: 'home',
  lang: 'ar',
  metrics: [
    { name: 'LCP', value: 1800 },
    { name: 'INP', value: 120 },
    { name: 'CLS', value: 0.02 },
  ],
  ...over,
});

const today = () => new Date().toISOString().slice(0, 10);

describeEachDatabase('field vitals (decision 0040)', (kind) => {
  const t = useTestApp(kind, { VITALS_RATE_MAX: '1000' });
  let adminA: TestUser;
  let staff: TestUser;
  beforeAll(async () => {
    ({ adminA, staff } = await createInboxUsers(t().app));
  });

  const send = (payload: unknown, headers: Record<string, string> = {}) =>
    t().app.inject({
      method: 'POST',
      url: '/api/vitals',
      headers: { 'content-type': 'application/json', ...headers },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });
  const rows = async () => (await t().app.database.db.select({ n: count() }).from(webVitals))[0]?.n ?? 0;
  const stats = async (query = `from=${today()}&to=${today()}`) =>
    t().app.inject({ method: 'GET', url: `/api/vitals/stats?${query}`, headers: adminA.headers });

  it('stores a beacon without a cookie, an address or the page, and answers 204 with nothing', async () => {
    const before = await rows();
    const res = await send(beacon(), { cookie: 'lang=ar', 'user-agent': 'Phone/1.0' });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(res.headers['set-cookie']).toBeUndefined();
    expect((await rows()) - before).toBe(3);
    const stored = await t().app.database.db.select().from(webVitals);
    // Every column it has: the template, the language, the metric, its value and when.
    expect(Object.keys(stored[0]!).sort()).toEqual([
      'lang',
      'metric',
      'recorded_at',
      'template',
      'value',
      'vital_id',
    ]);
  });

  it('takes the beacon as the browser sends it: JSON text as text/plain', async () => {
    const before = await rows();
    const res = await send(beacon({ metrics: [{ name: 'CLS', value: 0.3 }] }), {
      'content-type': 'text/plain;charset=UTF-8',
    });
    expect(res.statusCode).toBe(204);
    expect((await rows()) - before).toBe(1);
    const bad = await send('{"template":', { 'content-type': 'text/plain;charset=UTF-8' });
    expect(bad.statusCode).toBe(400);
  });

  it('answers garbage with a 400 naming the field, and stores nothing', async () => {
    const before = await rows();
    const cases: [unknown, string][] = [
      ['not json at all', ''],
      [{ ...beacon(), template: '/blogs/post?blog_id=3' }, 'template'],
      [{ ...beacon(), lang: 'fr' }, 'lang'],
      [beacon({ metrics: [] }), 'metrics'],
      [beacon({ metrics: [{ name: 'FID', value: 3 }] }), 'metrics'],
      [beacon({ metrics: [{ name: 'LCP', value: -1 }] }), 'metrics'],
      [beacon({ metrics: [{ name: 'LCP', value: 1e12 }] }), 'metrics'],
      [beacon({ metrics: [{ name: 'LCP', value: '1800' }] }), 'metrics'],
      [
        beacon({
          metrics: [
            { name: 'LCP', value: 1 },
            { name: 'LCP', value: 2 },
          ],
        }),
        'metrics',
      ],
      [beacon({ url: 'https://example.com/private' }), ''],
      [beacon({ metrics: [{ name: 'LCP', value: 1, id: 'v4-123' }] }), 'metrics'],
    ];
    for (const [payload, field] of cases) {
      const res = await send(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toContain(field);
      expect(res.body).not.toMatch(/at \w+ \(|node_modules/);
    }
    const huge = await send(beacon({ metrics: [{ name: 'LCP', value: 1 }], pad: 'x'.repeat(4000) }));
    expect(huge.statusCode).toBe(413);
    expect(await rows()).toBe(before);
  });

  it('gives the dashboard the 75th percentile per template, language and metric', async () => {
    for (const value of [100, 200, 300, 400, 500])
      await send(beacon({ template: 'blog', lang: 'en', metrics: [{ name: 'INP', value }] }));
    await send(beacon({ template: 'blog', lang: 'zh', metrics: [{ name: 'INP', value: 900 }] }));
    const res = await stats();
    expect(res.statusCode).toBe(200);
    const { rows: found } = res.json() as {
      rows: { template: string; lang: string; metric: string; p75: number; count: number }[];
    };
    expect(found.find((r) => r.template === 'blog' && r.lang === 'en' && r.metric === 'INP')).toEqual({
      template: 'blog',
      lang: 'en',
      metric: 'INP',
      p75: 400,
      count: 5,
    });
    expect(found.find((r) => r.template === 'blog' && r.lang === 'zh')).toMatchObject({ p75: 900, count: 1 });
    // A period before today holds none of them.
    expect((await stats('from=2020-01-01&to=2020-01-31')).json().rows).toEqual([]);
    expect((await stats('from=2020-02-01&to=2020-01-01')).statusCode).toBe(400);
    expect((await stats('from=2020-02-30&to=2020-03-01')).statusCode).toBe(400);
  });

  it('prunes measurements older than thirteen months, and only those', async () => {
    const db = t().app.database.db;
    const now = new Date('2026-11-28T12:00:00Z');
    await db.insert(webVitals).values([
      { template: 'faq', lang: 'zh', metric: 'LCP', value: 1, recorded_at: new Date('2025-10-27T00:00:00Z') },
      { template: 'faq', lang: 'zh', metric: 'LCP', value: 2, recorded_at: new Date('2025-10-29T00:00:00Z') },
    ]);
    const before = await rows();
    expect(await pruneVitals(db, now)).toBe(1);
    expect(await rows()).toBe(before - 1);
    expect(await pruneVitals(db, now)).toBe(0);
  });

  it('keeps the statistics for staff', async () => {
    await expectAdminOnly(t().app, 'GET', `/api/vitals/stats?from=${today()}&to=${today()}`, staff);
  });
});

describeEachDatabase('the field vitals beacon’s rate limit', (kind) => {
  const t = useTestApp(kind, { VITALS_RATE_MAX: '2' });
  it('refuses a third beacon from one address in the window with a 429, and stores it not', async () => {
    const send = () =>
      t().app.inject({
        method: 'POST',
        url: '/api/vitals',
        payload: beacon(),
        headers: { 'content-type': 'application/json' },
      });
    expect((await send()).statusCode).toBe(204);
    expect((await send()).statusCode).toBe(204);
    const third = await send();
    expect(third.statusCode).toBe(429);
    expect((await t().app.database.db.select({ n: count() }).from(webVitals))[0]?.n).toBe(6);
  });
});
