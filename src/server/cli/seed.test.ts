import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { SEED_SERVICES } from '../seed/content';
import { TEST_DATABASE_URL } from '../test/databases';
import { TSX, useProcesses, type Proc } from '../test/processes';

/**
 * `npm run seed` against a real server process (DESIGN §2): the server seeds
 * a new PGlite directory on first start; the CLI refuses while the server holds the
 * directory and resets it once the server stopped. The steps share one data directory.
 * The server starts before the first test; the refusals that need no stopped server run
 * beside its first start (it.concurrent). The reset runs as `npm run seed` does; the
 * refusals run the same file with Node and tsx directly, without npm's two extra processes.
 */
const PORT = 3700 + (process.pid % 100);
const ADMIN = { email: 'seed@proc.test', password: 'seed-password' };
/** The first start seeds on PGlite, and the full suite may be running beside it. */
const HEALTH_TIMEOUT_MS = 90_000;

/** The `seeded the demo content` log line of the server's first start, for the timings. */
function seedLog(output: string): Record<string, unknown> | undefined {
  const line = output.split('\n').find((l) => l.includes('"seeded the demo content"'));
  return line ? (JSON.parse(line) as Record<string, unknown>) : undefined;
}

// Above the 90 s health wait plus the CLI runs of a step (the project's 60 s would cut the wait short).
describe('npm run seed', { timeout: 180_000 }, () => {
  const { dataDir, url, run, waitForHealth } = useProcesses({ port: PORT, prefix: 'seed-cli-test-' });
  const server = () =>
    run(TSX, ['src/server/main.ts'], {
      LOG_LEVEL: 'info',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    });
  const seedCli = (args: string[] = [], env: Record<string, string> = {}) =>
    run('npm', ['run', '--silent', 'seed', ...(args.length ? ['--', ...args] : [])], env);
  const seedFile = (args: string[] = [], env: Record<string, string> = {}) =>
    run(TSX, ['src/server/cli/seed.ts', ...args], env);
  const listLength = async (entity: string) =>
    ((await (await fetch(url(`/api/${entity}`))).json()) as unknown[]).length;

  async function stop(proc: Proc): Promise<void> {
    proc.child.kill('SIGTERM');
    expect(await proc.exitCode).toBe(0);
  }

  async function adminGet(p: string): Promise<unknown> {
    const basic = `Basic ${Buffer.from(`${ADMIN.email}:${ADMIN.password}`).toString('base64')}`;
    const { jwt_token } = (await (
      await fetch(url('/api/auth/token'), { headers: { authorization: basic } })
    ).json()) as { jwt_token: string };
    return (await fetch(url(p), { headers: { authorization: `Bearer ${jwt_token}` } })).json();
  }

  let first: Proc;
  let firstHealthy: Promise<void>;
  let started = 0;
  beforeAll(() => {
    started = Date.now();
    first = server();
    firstHealthy = waitForHealth(first, HEALTH_TIMEOUT_MS);
    // Awaited by the tests that need it, which fail with its error.
    firstHealthy.catch(() => undefined);
  });

  it.concurrent('the server seeds the demo content on its first start', async () => {
    await firstHealthy;
    const log = seedLog(first.output());
    expect(log, first.output()).toMatchObject({
      categories: 5,
      services: SEED_SERVICES.length,
      filesMs: expect.any(Number),
    });
    console.warn(
      `first start on PGlite: healthy after ${Date.now() - started} ms; seeding ${JSON.stringify({ filesMs: log?.filesMs, rowsMs: log?.rowsMs, totalMs: log?.totalMs })}`,
    );
    expect(await listLength('services')).toBe(SEED_SERVICES.length);
  });

  it.concurrent('refuses while the server holds DATA_DIR, and the server keeps serving', async () => {
    // As soon as the server holds the directory (its pid in the lock), while it seeds.
    await vi.waitFor(() => expect(readFileSync(path.join(dataDir(), '.lock'), 'utf8')).toMatch(/^\d+$/), {
      timeout: HEALTH_TIMEOUT_MS,
      interval: 50,
    });
    const cli = seedFile();
    expect(await cli.exitCode, cli.output()).toBe(1);
    expect(cli.output()).toContain('Refusing to reset the demo content: the server is running.');
    expect(cli.output()).toContain(`The data directory ${dataDir()} is in use by another process (pid `);
    await firstHealthy;
    expect(await listLength('services')).toBe(SEED_SERVICES.length);
  });

  it.runIf(TEST_DATABASE_URL)(
    'on PostgreSQL, refuses without --yes before touching the database',
    { concurrent: true },
    async () => {
      const cli = seedFile([], { DATABASE_URL: TEST_DATABASE_URL as string });
      expect(await cli.exitCode, cli.output()).toBe(2);
      expect(cli.output()).toContain(
        'Refusing to reset the PostgreSQL database in DATABASE_URL without --yes',
      );
    },
  );

  it('after the server stopped, asks for --yes while the database holds messages, then resets it', async () => {
    const sent = await fetch(url('/api/contact'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Visitor',
        email: 'visitor@example.com',
        number: '+966500000000',
        subject: 'A question',
        message: 'Do you translate theses into Chinese?',
      }),
    });
    expect(sent.status).toBe(201);
    await stop(first);

    const refused = seedFile();
    expect(await refused.exitCode, refused.output()).toBe(2);
    expect(refused.output()).toMatch(
      /Refusing to reset the database in .* without --yes: it holds 1 requests and contact messages/,
    );

    const started = Date.now();
    const cli = seedCli(['--yes']);
    expect(await cli.exitCode, cli.output()).toBe(0);
    console.warn(`npm run seed -- --yes on PGlite: ${Date.now() - started} ms`);
    expect(cli.output()).toMatch(
      new RegExp(`Reset the database in ${dataDir()} to the demo content in [\\d.]+ s:`),
    );
    expect(cli.output()).toMatch(new RegExp(`services +${SEED_SERVICES.length}\\n`));

    const again = server();
    await waitForHealth(again, HEALTH_TIMEOUT_MS);
    expect(seedLog(again.output())).toBeUndefined();
    expect(await listLength('services')).toBe(SEED_SERVICES.length);
    expect(await adminGet('/api/contact')).toEqual([]);
    await stop(again);
  });
});
