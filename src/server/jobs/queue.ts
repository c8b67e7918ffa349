import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import {
  PgBoss,
  fromDrizzle,
  fromPglite,
  type JobResult,
  type JobWithMetadata,
  type SendOptions,
} from 'pg-boss';
import type { Database, Db } from '../db/client';

/**
 * The job queue (decision 0031): pg-boss on the app's own database, the embedded one or
 * PostgreSQL, so the same code runs in both. A job sent inside a transaction exists only if
 * that transaction commits (the outbox's guarantee); a job being worked when the process
 * stops is taken up again after its expiry; a schedule runs once across all instances.
 */
export interface Jobs {
  /** Queues `data` on `queue`, in the caller's transaction when `tx` is given. */
  send(queue: string, data: object, options?: SendOptions & { tx?: Db }): Promise<string | null>;
  /** Runs `handler` for each job of `queue` (created with its retry policy if new). */
  work<T extends object>(
    queue: string,
    options: QueueSetup,
    handler: (job: JobWithMetadata<T>) => Promise<void>,
  ): Promise<void>;
  /** Runs `queue`'s job on a cron schedule (UTC), once across instances. */
  schedule(queue: string, cron: string): Promise<void>;
  stop(): Promise<void>;
  /** pg-boss itself, for tests that look inside. */
  readonly boss: PgBoss;
}

interface QueueSetup {
  retryLimit?: number;
  retryDelay?: number;
  retryBackoff?: boolean;
  retryDelayMax?: number;
  /** How long a job may run before it is taken to have died with its process, and retried. */
  expireInSeconds?: number;
  /** Polling when no notification woke the worker first (seconds). */
  pollingIntervalSeconds?: number;
}

export async function startJobs(database: Database, log: FastifyBaseLogger): Promise<Jobs> {
  const target = database.queueTarget;
  const boss =
    target.kind === 'pglite'
      ? // One connection, in process: pg-boss's pglite profile (no SKIP LOCKED races to guard against), LISTEN/NOTIFY in process.
        new PgBoss({ db: fromPglite(target.client), backend: 'pglite', useListenNotify: true })
      : // A small pool of its own beside the app's (max 10): a worker holds one while it sends.
        new PgBoss({
          connectionString: target.url,
          max: 3,
          useListenNotify: true,
          application_name: 'research-office jobs',
        });
  boss.on('error', (err) => log.error({ err }, 'job queue error'));
  boss.on('warning', (warning) => log.warn({ warning }, 'job queue warning'));
  await boss.start();
  let stopped: Promise<void> | undefined;

  return {
    boss,
    send: (queue, data, { tx, ...options } = {}) =>
      boss.send(queue, data, tx ? { ...options, db: fromDrizzle(tx as never, sql) } : options),
    async work<T extends object>(
      queue: string,
      { pollingIntervalSeconds = 2, ...policy }: QueueSetup,
      handler: (job: JobWithMetadata<T>) => Promise<void>,
    ) {
      // Idempotent, under pg-boss's advisory lock: instances starting together create it once.
      await boss.createQueue(queue, { ...policy, notify: true });
      // A queue made by an earlier start keeps its policy: today's settings apply.
      await boss.updateQueue(queue, { ...policy, notify: true });
      // A batch, each job settled on its own (perJobResults): a notification wakes the worker
      // once for all the jobs a transaction sent. includeMetadata: the handler sees retryCount
      // and retryLimit, to tell a last try from the others.
      const options = {
        pollingIntervalSeconds, // A retry's due time wakes no one: the same poll finds it.
        notifyPollingIntervalSeconds: pollingIntervalSeconds,
        includeMetadata: true,
        perJobResults: true,
        batchSize: 10,
        burstWhenBatchFull: true,
      } as const;
      await boss.work(queue, options, async (batch: JobWithMetadata<T>[]) => {
        const results: JobResult[] = [];
        for (const job of batch) {
          try {
            await handler(job);
            results.push({ id: job.id, status: 'completed' });
          } catch (err) {
            results.push({
              id: job.id,
              status: 'failed',
              output: { message: err instanceof Error ? err.message : String(err) },
            });
          }
        }
        return results;
      });
    },
    async schedule(queue, cron) {
      await boss.createQueue(queue);
      await boss.schedule(queue, cron, {}, { tz: 'UTC' });
    },
    stop: () => (stopped ??= boss.stop({ graceful: true, timeout: 5_000 } as never)),
  };
}
