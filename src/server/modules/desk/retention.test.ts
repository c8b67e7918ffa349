import { beforeAll, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { RequestDesk } from '../../../contract';
import { media, requests } from '../../db/schema';
import { useTestApp } from '../../test/app';
import { describeEachDatabase } from '../../test/databases';
import { pdfDataUrl, pngDataUrl } from '../../test/fixtures';
import { createInboxUsers, type TestUser } from '../../test/users';
import { applyRetention, monthsBefore, RETENTION_QUEUE } from './retention';

const body = {
  request_name: 'Retention Student',
  request_desc: 'An old thesis',
  request_email: 'old@example.com',
  request_phone: '+966500000001',
  request_address: 'Jeddah',
};
const DAY = 24 * 60 * 60 * 1000;

/**
 * Decision 0031: a closed request keeps its documents for the desk's retention period, then only its text.
 */
describeEachDatabase('retention', (kind) => {
  const t = useTestApp(kind, { REQUEST_RATE_MAX: '1000' });
  let admin: TestUser;
  beforeAll(async () => {
    ({ adminA: admin } = await createInboxUsers(t().app));
  });
  const create = async (documents: string[]) => {
    const res = await t().app.inject({
      method: 'POST',
      url: '/api/requests',
      payload: { ...body, request_documents: documents },
    });
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as { data: { request_id: number } }).data.request_id;
  };
  const close = (id: number) =>
    t().app.inject({
      method: 'PUT',
      url: `/api/requests/${id}/status`,
      headers: admin.headers,
      payload: { request_status: 'closed' },
    });
  const keysOf = async (id: number) =>
    (
      await t().app.database.db.select().from(requests).where(eq(requests.request_id, id))
    )[0]!.request_documents.map((d) => d.key);
  const stored = async (key: string) =>
    (await t().app.database.db.select().from(media).where(eq(media.key, key))).length === 1 &&
    (await t().app.media.blobs.read(key)) !== null;

  it('counts months on the calendar', () => {
    expect(monthsBefore(new Date('2027-03-31T00:00:00Z'), 1).toISOString()).toBe('2027-03-03T00:00:00.000Z');
    expect(monthsBefore(new Date('2027-12-15T10:00:00Z'), 12).toISOString()).toBe('2026-12-15T10:00:00.000Z');
  });

  it('deletes the files of a request closed 13 months ago, keeps one closed 11 months ago, and an open one, with a line in the history', async () => {
    const old = await create([pdfDataUrl('old chapter'), await pngDataUrl(20, 20, '#112233')]);
    const recent = await create([pdfDataUrl('recent chapter')]);
    const open = await create([pdfDataUrl('open chapter')]);
    const shared = await create([pdfDataUrl('recent chapter')]); // the same bytes as `recent`'s: one stored file
    for (const id of [old, recent, shared]) expect((await close(id)).statusCode).toBe(200);
    // The clock moves 13 months on: `old` and `shared` were closed 13 months before it,
    // `recent` 11 (closed two months later).
    await t()
      .app.database.db.update(requests)
      .set({ status_changed_at: sql`status_changed_at + interval '2 months'` })
      .where(eq(requests.request_id, recent));
    const now = new Date(Date.now() + 396 * DAY);
    const [oldKeys, recentKeys, openKeys] = [await keysOf(old), await keysOf(recent), await keysOf(open)];
    expect(recentKeys).toEqual(await keysOf(shared));

    const result = await applyRetention(t().app, now);
    expect(result).toEqual({ requests: 2, files: 2 });
    expect(await keysOf(old)).toEqual([]);
    for (const key of oldKeys) expect(await stored(key)).toBe(false);
    // `shared` lost its list, but `recent` still holds the same file: it stays.
    expect(await keysOf(shared)).toEqual([]);
    expect(await keysOf(recent)).toEqual(recentKeys);
    expect(await stored(recentKeys[0]!)).toBe(true);
    expect(await keysOf(open)).toEqual(openKeys);
    // The request's text stays; its history says what went and why.
    const desk = (
      await t().app.inject({ method: 'GET', url: `/api/requests/${old}/desk`, headers: admin.headers })
    ).json() as RequestDesk;
    expect(desk.request.request_desc).toBe('An old thesis');
    expect(desk.request.request_documents).toEqual([]);
    expect(desk.events.at(-1)).toMatchObject({
      kind: 'retention',
      actor_id: null,
      data: { count: 2, months: 12 },
    });
    // A second run finds nothing more to do.
    expect(await applyRetention(t().app, now)).toEqual({ requests: 0, files: 0 });
  });

  it('works in bounded batches: a large backlog is taken a batch per transaction, at most so many a run', async () => {
    const ids = [];
    for (let i = 0; i < 5; i++) ids.push(await create([pdfDataUrl(`backlog ${i}`)]));
    for (const id of ids) expect((await close(id)).statusCode).toBe(200);
    const now = new Date(Date.now() + 396 * DAY);
    // Each batch lets go of its own files after its own commit.
    const release = vi.spyOn(t().app.media, 'release');
    try {
      expect(await applyRetention(t().app, now, { batch: 2, maxPerRun: 3 })).toEqual({
        requests: 3,
        files: 3,
      });
      // Two batches (2 + 1): the run stopped at its bound, not at the end of the backlog.
      expect(release.mock.calls.map(([keys]) => keys.length)).toEqual([2, 1]);
    } finally {
      release.mockRestore();
    }
    const left = [];
    for (const id of ids) if ((await keysOf(id)).length > 0) left.push(id);
    expect(left).toEqual(ids.slice(3));
    // The next run takes the rest, then there is nothing left.
    expect(await applyRetention(t().app, now, { batch: 2, maxPerRun: 3 })).toEqual({ requests: 2, files: 2 });
    expect(await applyRetention(t().app, now, { batch: 2, maxPerRun: 3 })).toEqual({ requests: 0, files: 0 });
  });

  it('follows the retention period set in the desk settings', async () => {
    const id = await create([pdfDataUrl('six months')]);
    expect((await close(id)).statusCode).toBe(200);
    const put = await t().app.inject({
      method: 'PUT',
      url: '/api/desk/settings',
      headers: admin.headers,
      payload: { retention_months: 6 },
    });
    expect(put.statusCode).toBe(200);
    expect((await applyRetention(t().app, new Date(Date.now() + 170 * DAY))).requests).toBe(0);
    expect((await applyRetention(t().app, new Date(Date.now() + 190 * DAY))).requests).toBe(1);
  });

  it('is scheduled once a day on the job queue', async () => {
    const schedules = await t().app.jobs.boss.getSchedules(RETENTION_QUEUE);
    expect(schedules.map((s) => [s.name, s.cron])).toEqual([[RETENTION_QUEUE, '30 3 * * *']]);
  });
});
