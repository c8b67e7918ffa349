import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createOwnPostgres, postgresBinDir, type OwnPostgres } from '../test/own-postgres';
import { restartablePort } from '../test/restartable-port';
import { TSX, useProcesses, withTimeout, type Proc } from '../test/processes';

/**
 * PostgreSQL going away (pg_terminate_backend, a restart) must not kill the
 * server (decision 0008). The server runs as a real process on a cluster this test owns (its own
 * directory and port), never on the shared server CI uses. In CI a machine without the
 * PostgreSQL server binaries fails this suite rather than skipping it.
 */
const IN_CI = process.env.CI === 'true' || process.env.CI === '1';
const HAVE_SERVER = postgresBinDir() !== undefined;
const PORT = 3400 + (process.pid % 20);
/** The load's writes carry this domain: the server's log must never show it (decision 0008). */
const PRIVATE_DOMAIN = 'restart-privacy.test';

interface Outcome {
  kind: 'read' | 'write';
  status: number | 'network';
  retryAfter?: string | null;
  message?: string;
  subject?: string;
}

describe.runIf(HAVE_SERVER || IN_CI)('PostgreSQL going away under load', { timeout: 180_000 }, () => {
  const { url, run, waitForHealth } = useProcesses({ port: PORT, prefix: 'pg-restart-test-' });
  let cluster: OwnPostgres;
  let server: Proc;
  let exitedEarly = false;

  beforeAll(async () => {
    cluster = createOwnPostgres(await restartablePort());
    cluster.start();
    server = run(TSX, ['src/server/main.ts'], {
      DATABASE_URL: cluster.url,
      SEED_DEMO: 'false',
      ADMIN_EMAIL: 'boss@restart.test',
      ADMIN_PASSWORD: 'restart-password',
      CONTACT_RATE_MAX: '1000000',
      FORM_EMAIL_RATE_MAX: '100000',
      API_RATE_MAX: '1000000',
      LOG_LEVEL: 'info',
    });
    void server.exited.then(() => (exitedEarly = true));
    await waitForHealth(server);
  });

  afterAll(() => {
    cluster?.destroy();
  });

  const query = async <T extends pg.QueryResultRow>(text: string): Promise<T[]> => {
    const client = new pg.Client({ connectionString: cluster.url });
    await client.connect();
    try {
      return (await client.query<T>(text)).rows;
    } finally {
      await client.end();
    }
  };

  /** Health until it answers 200; how long that took. */
  async function timeToHealthy(limitMs: number): Promise<number> {
    const started = Date.now();
    while (Date.now() - started < limitMs) {
      const res = await fetch(url('/api/health')).catch(() => undefined);
      if (res?.status === 200) return Date.now() - started;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`not healthy within ${limitMs} ms`);
  }

  it('pg_terminate_backend on every pooled connection: the process lives and the next requests are served', async () => {
    expect((await fetch(url('/api/health'))).status).toBe(200);
    const killed = (
      await query<{ pid: number; terminated: boolean }>(
        "select pid, pg_terminate_backend(pid) as terminated from pg_stat_activity where backend_type = 'client backend' and pid <> pg_backend_pid()",
      )
    ).filter((row) => row.terminated);
    expect(killed.length).toBeGreaterThan(0);
    // pg_terminate_backend only signals: wait until those backends are gone.
    await vi.waitFor(
      async () =>
        expect(
          await query<{ n: number }>(
            `select count(*)::int as n from pg_stat_activity where pid in (${killed.map((k) => Number(k.pid)).join(',')})`,
          ),
        ).toEqual([{ n: 0 }]),
      { timeout: 10_000, interval: 20 },
    );

    // The very next request gets an answer (a 503 at worst, if it drew a connection the
    // pool had not yet heard was gone), and the one after a fresh connection.
    const next = await fetch(url('/api/health'));
    expect([200, 503]).toContain(next.status);
    expect(await timeToHealthy(5_000)).toBeLessThan(5_000);
    expect(exitedEarly).toBe(false);
  });

  it('a restart under reads and writes: 503 with Retry-After meanwhile, recovery by itself, every acknowledged write kept', async () => {
    const outcomes: Outcome[] = [];
    let stop = false;
    let counter = 0;
    const hardStop = Date.now() + 60_000;

    const writer = async () => {
      while (!stop && Date.now() < hardStop) {
        const n = ++counter;
        const subject = `restart-${n}`;
        const res = await fetch(url('/api/contact'), {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'accept-language': 'en' },
          body: JSON.stringify({
            name: `Student ${n}`,
            email: `student-${n}@${PRIVATE_DOMAIN}`,
            number: '+201000000000',
            subject,
            message: 'A message written during a restart.',
          }),
        }).catch(() => undefined);
        outcomes.push(await describeOutcome('write', res, subject));
      }
    };
    const reader = async () => {
      while (!stop && Date.now() < hardStop) {
        const res = await fetch(url('/api/health')).catch(() => undefined);
        outcomes.push(await describeOutcome('read', res));
        // Pacing, not a wait: a visitor reading now and then, not a flood.
        await new Promise((r) => setTimeout(r, 20));
      }
    };
    const load = Promise.all([writer(), writer(), writer(), reader(), reader()]);

    const served = (kind: Outcome['kind']) =>
      outcomes.filter((o) => o.kind === kind && (o.status === 200 || o.status === 201)).length;
    // The load is under way: reads and writes served.
    await vi.waitFor(
      () => {
        expect(served('write')).toBeGreaterThanOrEqual(5);
        expect(served('read')).toBeGreaterThanOrEqual(5);
      },
      { timeout: 20_000, interval: 20 },
    );
    const beforeStop = outcomes.length;
    cluster.stop('fast');
    // The outage's length is the scenario: reads and writes keep coming for 2.5 s without a database.
    await new Promise((r) => setTimeout(r, 2_500));
    cluster.start();
    const recoveredIn = await timeToHealthy(10_000);
    // The writes succeed again (at most 15 s: the assertions below say what was missing).
    const afterRecovery = outcomes.length;
    await vi
      .waitFor(
        () => {
          const writes = outcomes.slice(afterRecovery).filter((o) => o.kind === 'write');
          expect(writes.length).toBeGreaterThanOrEqual(5);
          expect(writes.slice(-5).every((o) => o.status === 201)).toBe(true);
        },
        { timeout: 15_000, interval: 20 },
      )
      .catch(() => undefined);
    stop = true;
    await withTimeout(load, 15_000, 'the load to finish');

    // The process lived through it.
    expect(exitedEarly).toBe(false);
    expect(beforeStop).toBeGreaterThan(0);

    // Only 200/201 and 503: never a 500, never a dropped connection.
    const statuses = new Set(outcomes.map((o) => o.status));
    expect([...statuses].filter((s) => s !== 200 && s !== 201 && s !== 503)).toEqual([]);
    const unavailable = outcomes.filter((o) => o.status === 503);
    expect(unavailable.length).toBeGreaterThan(0);
    for (const o of unavailable) {
      expect(o.retryAfter).toMatch(/^\d+$/);
      expect(o.message).toMatch(o.kind === 'read' ? /Database unreachable/ : /briefly unavailable/);
    }
    // Recovery by itself, within seconds of the database being back.
    expect(recoveredIn).toBeLessThan(10_000);
    const lastWrites = outcomes.filter((o) => o.kind === 'write').slice(-5);
    expect(lastWrites.every((o) => o.status === 201)).toBe(true);

    // Every acknowledged write is there.
    const acknowledged = outcomes.filter((o) => o.kind === 'write' && o.status === 201).map((o) => o.subject);
    const rows = await query<{ subject: string }>(
      "select subject from contact_messages where subject like 'restart-%'",
    );
    const stored = new Set(rows.map((r) => r.subject));
    expect(acknowledged.length).toBeGreaterThan(10);
    expect(acknowledged.filter((s) => !stored.has(s!))).toEqual([]);

    // The failures were logged, without a visitor's submitted data.
    expect(server.output()).toMatch(/database unavailable|database connection lost/);
    expect(server.output()).not.toContain(PRIVATE_DOMAIN);
  });
});

async function describeOutcome(
  kind: Outcome['kind'],
  res: Response | undefined,
  subject?: string,
): Promise<Outcome> {
  if (!res) return { kind, status: 'network', subject };
  const body = (await res.json().catch(() => ({}))) as { message?: string };
  return {
    kind,
    status: res.status,
    retryAfter: res.headers.get('retry-after'),
    message: body.message,
    subject,
  };
}
