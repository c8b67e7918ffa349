import { pruneAudit } from '../audit/audit.queries';
import { pruneIdempotencyKeys } from '../shared/idempotency';
import { DbUploadStore } from '../uploads/upload-store';
import type { FastifyInstance } from 'fastify';
import { and, asc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import { requestEvents, requests } from '../../db/schema';
import { getDeskSettings } from './desk-settings';
import { pruneVitals } from '../vitals/vitals.queries';

/** The job's queue and when it runs: once a day at 03:30 UTC, on one instance (decision 0031). */
export const RETENTION_QUEUE = 'desk-retention';
const RETENTION_CRON = '30 3 * * *';

/** `now` moved back by `months` calendar months. */
export function monthsBefore(now: Date, months: number): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff;
}

/**
 * How much one transaction of the retention takes, and one run at most (decision 0050): a
 * first run on a site with years of closed requests holds each row's lock for one batch's
 * moment, not minutes, and what is left waits for the next day's run.
 */
const RETENTION_BATCH = 100;
const RETENTION_MAX_PER_RUN = 5_000;

/**
 * Keeps only what is needed (decision 0031): the documents of requests closed longer ago
 * than the desk's retention period are deleted, the request's text stays, and its history
 * says when and how many. `now` is the job's clock (a test moves it). Deleted requests in
 * the trash count too: their files are no more needed than a live request's. In batches
 * (`RETENTION_BATCH`), each its own transaction, its rows updated in one statement, its
 * files let go of after its commit; at most `RETENTION_MAX_PER_RUN` requests a run.
 */
export async function applyRetention(
  app: FastifyInstance,
  now = new Date(),
  { batch = RETENTION_BATCH, maxPerRun = RETENTION_MAX_PER_RUN } = {},
): Promise<{ requests: number; files: number }> {
  const { db } = app.database;
  const { retention_months: months } = await getDeskSettings(db);
  const cutoff = monthsBefore(now, months);
  let done = 0;
  let files = 0;
  while (done < maxPerRun) {
    const released = await db.transaction(async (tx) => {
      // A row another transaction holds (a reply being written, an erasure) is skipped, not
      // waited for: the next batch or the next day takes it.
      const due = await tx
        .select({ request_id: requests.request_id, documents: requests.request_documents })
        .from(requests)
        .where(
          and(
            eq(requests.request_status, 'closed'),
            lt(requests.status_changed_at, cutoff.toISOString()),
            gt(sql`jsonb_array_length(${requests.request_documents})`, 0),
          ),
        )
        .orderBy(asc(requests.request_id))
        .limit(Math.min(batch, maxPerRun - done))
        .for('update', { skipLocked: true });
      if (due.length === 0) return due;
      await tx
        .update(requests)
        .set({ request_documents: [] })
        .where(
          inArray(
            requests.request_id,
            due.map((r) => r.request_id),
          ),
        );
      await tx.insert(requestEvents).values(
        due.map(({ request_id, documents }) => ({
          request_id,
          kind: 'retention' as const,
          actor_id: null,
          data: { count: documents.length, months },
        })),
      );
      return due;
    });
    if (released.length === 0) break;
    // After the commit: a file another row still holds (the same bytes sent twice) stays.
    files += await app.media.release(
      released.flatMap((r) => r.documents.map((d) => d.key)),
      { now: now.getTime() },
    );
    for (const { request_id } of released) app.changed('requests', { id: request_id, op: 'updated' });
    done += released.length;
  }
  if (done)
    app.log.info(
      { requests: done, files, months, ...(done >= maxPerRun ? { more: 'next run' } : {}) },
      'retention deleted the documents of closed requests',
    );
  return { requests: done, files };
}

/**
 * Runs the retention once a day, on whichever instance takes the day's job (pg-boss's
 * schedule), and prunes the field vitals' old measurements with it.
 */
export async function scheduleRetention(app: FastifyInstance): Promise<void> {
  await app.jobs.work(RETENTION_QUEUE, { retryLimit: 3, retryDelay: 600 }, async () => {
    await applyRetention(app);
    // The field vitals' old measurements go with the same daily run (decision 0040).
    const vitals = await pruneVitals(app.database.db);
    if (vitals) app.log.info({ vitals }, 'retention deleted old field vitals');
    // And the audit log's events past their keeping (decision 0060).
    const audit = await pruneAudit(app.database.db, app.config.AUDIT_RETENTION_DAYS);
    if (audit) app.log.info({ audit }, 'retention deleted old audit events');
    // And the public forms' idempotency keys past their day (decision 0061).
    await pruneIdempotencyKeys(app);
    // And the resumable uploads no request took within their day (decision 0064).
    const uploads = await new DbUploadStore(app.database.db).deleteExpired();
    if (uploads) app.log.info({ uploads }, 'retention deleted unused uploads');
  });
  await app.jobs.schedule(RETENTION_QUEUE, RETENTION_CRON);
}
