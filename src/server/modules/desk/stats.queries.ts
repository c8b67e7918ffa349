import { inArray, sql } from 'drizzle-orm';
import { REQUEST_STATUSES, type RequestStats, type RequestStatus, type StatsQuery } from '../../../contract';
import type { Db } from '../../db/client';
import { services } from '../../db/schema';

type Counts = Record<RequestStatus, number>;
const noCounts = (): Counts => Object.fromEntries(REQUEST_STATUSES.map((s) => [s, 0])) as Counts;

/** node-postgres and PGlite both answer an object with `rows`; Db's type leaves it unknown. */
const rowsOf = async <T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/**
 * Each week's Monday, or each month's first day, from the one holding `from` to the one holding `to` (UTC).
 */
export function bucketStarts(from: string, to: string, bucket: 'week' | 'month'): string[] {
  const start = new Date(`${from}T00:00:00Z`);
  if (bucket === 'week') start.setUTCDate(start.getUTCDate() - ((start.getUTCDay() + 6) % 7));
  else start.setUTCDate(1);
  const end = new Date(`${to}T00:00:00Z`);
  const starts: string[] = [];
  for (
    const d = start;
    d <= end;
    bucket === 'week' ? d.setUTCDate(d.getUTCDate() + 7) : d.setUTCMonth(d.getUTCMonth() + 1)
  )
    starts.push(d.toISOString().slice(0, 10));
  return starts;
}

/**
 * The dashboard's numbers (decision 0032) in three queries, whatever the number of requests:
 * the period's requests grouped by bucket, status and service; the median hours from
 * arrival to the first reply, and to the first move to "delivered" (PostgreSQL's
 * `percentile_cont`, on both databases).
 */
export async function requestStats(db: Db, { from, to, bucket }: StatsQuery): Promise<RequestStats> {
  const period = sql`not r.is_deleted and not r.is_spam and r.creation_timestamp >= ${`${from}T00:00:00Z`}::timestamptz and r.creation_timestamp < ${`${to}T00:00:00Z`}::timestamptz + interval '1 day'`;
  const unit = bucket === 'week' ? sql.raw(`'week'`) : sql.raw(`'month'`);
  const groups = await rowsOf<{ start: string; status: RequestStatus; service_id: number | null; n: number }>(
    db,
    sql`select to_char(date_trunc(${unit}, r.creation_timestamp at time zone 'UTC'), 'YYYY-MM-DD') as start, r.request_status as status, r.service_id, count(*)::int as n
        from requests r where ${period} group by 1, 2, 3`,
  );
  const median = (firstEvent: ReturnType<typeof sql>) =>
    rowsOf<{ hours: number | null; n: number }>(
      db,
      sql`select percentile_cont(0.5) within group (order by extract(epoch from (x.at - x.arrived)) / 3600)::float8 as hours, count(*)::int as n
          from (select r.creation_timestamp as arrived, (select min(e.creation_timestamp) from request_events e where e.request_id = r.request_id and ${firstEvent}) as at
                from requests r where ${period}) x
          where x.at is not null`,
    );
  const [[reply], [delivery]] = await Promise.all([
    median(sql`e.kind = 'reply'`),
    median(sql`e.kind = 'status' and e.data->>'to' = 'delivered'`),
  ]);

  const buckets = new Map(
    bucketStarts(from, to, bucket).map((start) => [
      start,
      { start, total: 0, statuses: noCounts(), services: {} as Record<string, number> },
    ]),
  );
  const statuses = noCounts();
  const byService = new Map<number | null, number>();
  let total = 0;
  for (const g of groups) {
    const b = buckets.get(g.start);
    const key = g.service_id === null ? 'none' : String(g.service_id);
    if (b) {
      b.total += g.n;
      b.statuses[g.status] += g.n;
      b.services[key] = (b.services[key] ?? 0) + g.n;
    }
    statuses[g.status] += g.n;
    byService.set(g.service_id, (byService.get(g.service_id) ?? 0) + g.n);
    total += g.n;
  }
  const ids = [...byService.keys()].filter((id): id is number => id !== null);
  const names = ids.length
    ? await db
        .select({ id: services.service_id, name: services.service_name })
        .from(services)
        .where(inArray(services.service_id, ids))
    : [];
  const nameOf = new Map(names.map((s) => [s.id, s.name]));
  const round = (hours: number | null | undefined) =>
    hours === null || hours === undefined ? null : Math.round(hours * 10) / 10;
  return {
    from,
    to,
    bucket,
    total,
    statuses,
    services: [...byService]
      .map(([service_id, count]) => ({
        service_id,
        service_name: service_id === null ? null : (nameOf.get(service_id) ?? null),
        count,
      }))
      .sort((a, b) => b.count - a.count),
    buckets: [...buckets.values()],
    replied: reply?.n ?? 0,
    median_first_reply_hours: round(reply?.hours),
    delivered: delivery?.n ?? 0,
    median_delivery_hours: round(delivery?.hours),
  };
}
