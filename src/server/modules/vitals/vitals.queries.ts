import { lt, sql } from 'drizzle-orm';
import type { VitalsBeacon, VitalsQuery, VitalsStats } from '../../../contract';
import type { Db } from '../../db/client';
import { webVitals } from '../../db/schema';

/** Stores one beacon's metrics, one row each, in one statement. */
export async function insertVitals(db: Db, beacon: VitalsBeacon): Promise<void> {
  await db.insert(webVitals).values(
    beacon.metrics.map((m) => ({
      template: beacon.template,
      lang: beacon.lang,
      metric: m.name,
      value: m.value,
    })),
  );
}

/**
 * The 75th percentile of each metric per template and language over the period (both days
 * included, UTC), as Google reads the field data: PostgreSQL's `percentile_cont` on both
 * databases, in one query however many rows.
 */
export async function vitalsStats(db: Db, { from, to }: VitalsQuery): Promise<VitalsStats> {
  const result = (await db.execute(
    sql`select template, lang, metric, percentile_cont(0.75) within group (order by value)::float8 as p75, count(*)::int as count
        from web_vitals
        where recorded_at >= ${`${from}T00:00:00Z`}::timestamptz and recorded_at < ${`${to}T00:00:00Z`}::timestamptz + interval '1 day'
        group by template, lang, metric
        order by template, lang, metric`,
  )) as unknown as { rows: VitalsStats['rows'] };
  return { from, to, rows: result.rows };
}

/** How long measurements are kept: a year and a month, so a month compares with last year's. */
const VITALS_KEEP_MONTHS = 13;

/**
 * Deletes the measurements older than VITALS_KEEP_MONTHS (the daily retention job, decision
 * 0040): three rows a page view would otherwise grow for ever. Returns how many went.
 */
export async function pruneVitals(db: Db, now = new Date()): Promise<number> {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - VITALS_KEEP_MONTHS);
  const gone = await db
    .delete(webVitals)
    .where(lt(webVitals.recorded_at, cutoff))
    .returning({ id: webVitals.vital_id });
  return gone.length;
}
