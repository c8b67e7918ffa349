import { beforeAll, expect, it } from 'vitest';
import type { RequestStats } from '../../../contract';
import { requestEvents, requests, services } from '../../db/schema';
import { useTestApp } from '../../test/app';
import { describeEachDatabase } from '../../test/databases';
import { createInboxUsers, expectAdminOnly, type TestUser } from '../../test/users';
import { bucketStarts } from './stats.queries';

const student = {
  request_desc: 'd',
  request_email: 's@example.com',
  request_phone: '+966500000000',
  request_address: 'Riyadh',
};

/** Decision 0032: the dashboard's numbers, on PGlite and PostgreSQL. */
describeEachDatabase('the desk dashboard', (kind) => {
  const t = useTestApp(kind);
  let admin: TestUser;
  let staff: TestUser;
  let spss: number;
  const stats = async (query: string) => {
    const res = await t().app.inject({
      method: 'GET',
      url: `/api/requests/stats?${query}`,
      headers: admin.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as RequestStats;
  };

  beforeAll(async () => {
    ({ adminA: admin, staff } = await createInboxUsers(t().app));
    const { db } = t().app.database;
    const [service] = await db
      .insert(services)
      .values({
        service_name: { ar: 'تحليل SPSS', en: 'SPSS analysis', zh: 'SPSS 分析' },
        service_desc: { ar: 'و', en: 'd', zh: '述' },
        service_image: '',
        cat_id: null,
      } as never)
      .returning();
    spss = service!.service_id;
    // Three requests in the week of Monday 2026-03-02, one on 2026-03-10 (next week), one
    // in April; a spam and a deleted one that never count.
    const rows = await db
      .insert(requests)
      .values([
        {
          ...student,
          request_name: 'a',
          creation_timestamp: '2026-03-02T08:00:00Z',
          service_id: spss,
          request_status: 'delivered',
        },
        {
          ...student,
          request_name: 'b',
          creation_timestamp: '2026-03-04T10:00:00Z',
          service_id: spss,
          request_status: 'in_progress',
        },
        { ...student, request_name: 'c', creation_timestamp: '2026-03-08T23:30:00Z', request_status: 'new' },
        {
          ...student,
          request_name: 'd',
          creation_timestamp: '2026-03-10T12:00:00Z',
          request_status: 'delivered',
        },
        { ...student, request_name: 'e', creation_timestamp: '2026-04-15T12:00:00Z', request_status: 'new' },
        { ...student, request_name: 'spam', creation_timestamp: '2026-03-03T12:00:00Z', is_spam: true },
        { ...student, request_name: 'gone', creation_timestamp: '2026-03-03T12:00:00Z', is_deleted: true },
      ] as never)
      .returning();
    const at = (name: string) => rows.find((r) => r.request_name === name)!;
    const hoursAfter = (name: string, hours: number) =>
      new Date(Date.parse(at(name).creation_timestamp) + hours * 3_600_000).toISOString();
    // First replies 2 h, 4 h and 30 h after arrival (a second reply never counts);
    // deliveries 48 h and 72 h after.
    await db.insert(requestEvents).values([
      { request_id: at('a').request_id, kind: 'reply', body: 'x', creation_timestamp: hoursAfter('a', 2) },
      { request_id: at('a').request_id, kind: 'reply', body: 'x', creation_timestamp: hoursAfter('a', 1) },
      { request_id: at('b').request_id, kind: 'reply', body: 'x', creation_timestamp: hoursAfter('b', 4) },
      { request_id: at('d').request_id, kind: 'reply', body: 'x', creation_timestamp: hoursAfter('d', 30) },
      {
        request_id: at('a').request_id,
        kind: 'status',
        data: { from: 'new', to: 'delivered' },
        creation_timestamp: hoursAfter('a', 48),
      },
      {
        request_id: at('d').request_id,
        kind: 'status',
        data: { from: 'new', to: 'delivered' },
        creation_timestamp: hoursAfter('d', 72),
      },
      {
        request_id: at('b').request_id,
        kind: 'status',
        data: { from: 'new', to: 'in_progress' },
        creation_timestamp: hoursAfter('b', 1),
      },
    ] as never);
  });

  it('is for staff only', async () => {
    await expectAdminOnly(t().app, 'GET', '/api/requests/stats?from=2026-03-01&to=2026-03-31', staff);
  });

  it('counts a period by week, by service and by status, with every week shown, spam and deleted ones left out', async () => {
    const march = await stats('from=2026-03-01&to=2026-03-31&bucket=week');
    expect(march.total).toBe(4);
    expect(march.statuses).toEqual({ new: 1, in_progress: 1, waiting: 0, delivered: 2, closed: 0 });
    expect(march.services).toEqual([
      {
        service_id: spss,
        service_name: { ar: 'تحليل SPSS', en: 'SPSS analysis', zh: 'SPSS 分析' },
        count: 2,
      },
      { service_id: null, service_name: null, count: 2 },
    ]);
    expect(march.buckets.map((b) => [b.start, b.total])).toEqual([
      ['2026-02-23', 0],
      ['2026-03-02', 3],
      ['2026-03-09', 1],
      ['2026-03-16', 0],
      ['2026-03-23', 0],
      ['2026-03-30', 0],
    ]);
    expect(march.buckets[1]!.services).toEqual({ [String(spss)]: 2, none: 1 });
    expect(march.buckets[1]!.statuses.delivered).toBe(1);
  });

  it('counts by month, and gives the median hours to a first reply and to delivery', async () => {
    const spring = await stats('from=2026-03-01&to=2026-04-30&bucket=month');
    expect(spring.buckets.map((b) => [b.start, b.total])).toEqual([
      ['2026-03-01', 4],
      ['2026-04-01', 1],
    ]);
    // First replies after 1 h (a's earliest), 4 h and 30 h: the median is 4; deliveries
    // after 48 h and 72 h: 60.
    expect([spring.replied, spring.median_first_reply_hours]).toEqual([3, 4]);
    expect([spring.delivered, spring.median_delivery_hours]).toEqual([2, 60]);
    const empty = await stats('from=2025-01-01&to=2025-01-31');
    expect([empty.total, empty.median_first_reply_hours, empty.median_delivery_hours]).toEqual([
      0,
      null,
      null,
    ]);
  });

  it('refuses a period that is backwards, too long or not a date, naming the field', async () => {
    for (const [query, field] of [
      ['from=2026-04-01&to=2026-03-01', 'from'],
      ['from=2020-01-01&to=2026-03-01', 'from'],
      ['from=2026-02-30x&to=2026-03-01', 'from'],
      ['from=2026-02-30&to=2026-03-01', 'from'],
      ['from=2026-02-01&to=2026-04-31', 'to'],
      ['from=2026-03-01&to=2026-03-01&bucket=day', 'bucket'],
    ] as const) {
      const res = await t().app.inject({
        method: 'GET',
        url: `/api/requests/stats?${query}`,
        headers: admin.headers,
      });
      expect(res.statusCode, query).toBe(400);
      expect(res.body).toContain(field);
    }
  });
});

it('starts weeks on Monday and months on the first, covering the whole period', () => {
  expect(bucketStarts('2026-03-01', '2026-03-09', 'week')).toEqual([
    '2026-02-23',
    '2026-03-02',
    '2026-03-09',
  ]);
  expect(bucketStarts('2026-01-31', '2026-03-01', 'month')).toEqual([
    '2026-01-01',
    '2026-02-01',
    '2026-03-01',
  ]);
});
