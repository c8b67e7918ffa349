import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { io as connectSocket } from 'socket.io-client';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE_URL } from './test/databases';
import { TSX, useProcesses, waitForOutput, withTimeout, type Proc } from './test/processes';

/**
 * Real processes: `tsx src/server/main.ts` in development
 * mode (API only, no build needed) on a PGlite directory of its own, and the admin CLI.
 * The steps share one data directory. The server that holds it starts before the first
 * test, and the checks that do not depend on each other run side by side (it.concurrent):
 * nearly all of their time is a process loading the server's modules. No demo content
 * (SEED_DEMO=false): none of these steps reads it, and seeding it costs a first start ~15 s
 * (the seed itself is tested in cli/seed.test.ts).
 */
const PORT = 3360 + (process.pid % 20);
const ADMIN = { email: 'boss@proc.test', first: 'first-password', second: 'second-password' };

// Above the health wait plus the rest of a step (the project's 60 s would cut the wait short).
describe('server and admin CLI processes', { timeout: 120_000 }, () => {
  const { dataDir, url, run, waitForHealth } = useProcesses({ port: PORT, prefix: 'proc-test-' });
  const server = (env: Record<string, string> = {}) =>
    run(TSX, ['src/server/main.ts'], {
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.first,
      SEED_DEMO: 'false',
      ...env,
    });
  const adminCli = (...args: string[]) => run(TSX, ['src/server/cli/admin.ts', ...args]);
  const signIn = (password: string) =>
    fetch(url('/api/auth/token'), {
      headers: { authorization: `Basic ${Buffer.from(`${ADMIN.email}:${password}`).toString('base64')}` },
    });
  let first: Proc;
  let firstHealthy: Promise<void>;
  beforeAll(() => {
    // At info level: the SIGTERM test waits for its request and its shutdown in the log.
    first = server({ LOG_LEVEL: 'info' });
    firstHealthy = waitForHealth(first);
    // Awaited by the tests that need it, which fail with its error.
    firstHealthy.catch(() => undefined);
  });

  it.concurrent('PORT=abc exits non-zero naming PORT, before touching the data directory', async () => {
    const proc = server({ PORT: 'abc', DATA_DIR: path.join(dataDir(), 'never') });
    const { code } = await withTimeout(proc.exited, 20_000, 'exit');
    expect(code, proc.output()).not.toBe(0);
    expect(proc.output()).toMatch(/Invalid configuration:\s+- PORT: .*"abc"/);
    expect(existsSync(path.join(dataDir(), 'never'))).toBe(false);
  });

  it.concurrent(
    'an unreachable REDIS_URL exits non-zero with one line naming it, no stack trace',
    async () => {
      const proc = server({ REDIS_URL: 'redis://127.0.0.1:1', DATA_DIR: path.join(dataDir(), 'no-redis') });
      const { code } = await withTimeout(proc.exited, 30_000, 'exit');
      expect(code, proc.output()).toBe(1);
      expect(proc.output()).toMatch(
        /^REDIS_URL: cannot connect to Redis \(connect ECONNREFUSED 127\.0\.0\.1:1\)$/m,
      );
      expect(proc.output()).not.toMatch(/\n\s+at /);
    },
  );

  it.concurrent(
    'the admin CLI rejects bad arguments with a clear message, before touching the data directory',
    async () => {
      const cli = run(TSX, ['src/server/cli/admin.ts', '--email', 'not-an-email', '--password', 'short'], {
        DATA_DIR: path.join(dataDir(), 'never'),
      });
      const { code } = await withTimeout(cli.exited, 20_000, 'the admin CLI');
      expect(code, cli.output()).toBe(2);
      expect(cli.output()).toContain('--email must be an email address');
      expect(cli.output()).toContain('--password must be at least 8 characters');
      expect(cli.output()).toContain('Usage: npm run admin -- --email <email> --password <password>');
      expect(existsSync(path.join(dataDir(), 'never'))).toBe(false);
    },
  );

  it.concurrent(
    'a second server on the same DATA_DIR exits non-zero naming the directory; the first keeps serving',
    async () => {
      await firstHealthy;
      const lockPid = Number(readFileSync(path.join(dataDir(), '.lock'), 'utf8'));
      expect(lockPid).toBeGreaterThan(0);

      const second = server({ PORT: String(PORT + 20) });
      const { code } = await withTimeout(second.exited, 20_000, 'the second server');
      expect(code, second.output()).not.toBe(0);
      expect(second.output()).toContain(
        `The data directory ${dataDir()} is in use by another process (pid ${lockPid})`,
      );

      const res = await fetch(url('/api/health'));
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ status: 'ok', database: 'pglite' });
      expect(Number(readFileSync(path.join(dataDir(), '.lock'), 'utf8'))).toBe(lockPid);
    },
  );

  it.concurrent('the admin CLI refuses while the server holds the directory', async () => {
    await firstHealthy;
    const cli = adminCli('--email', ADMIN.email, '--password', ADMIN.second);
    const { code } = await withTimeout(cli.exited, 20_000, 'the admin CLI');
    expect(code, cli.output()).toBe(1);
    expect(cli.output()).toContain('Refusing to change the admin: the server is running.');
    expect(cli.output()).toContain(dataDir());
    expect((await fetch(url('/api/health'))).status).toBe(200);
    expect((await signIn(ADMIN.first)).status).toBe(200);
  });

  it.runIf(TEST_DATABASE_URL)(
    'on PostgreSQL the admin CLI needs no lock, even while a server holds DATA_DIR',
    { concurrent: true },
    async () => {
      await firstHealthy;
      const name = `t_cli_${process.pid}_${Date.now().toString(36)}`;
      const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await admin.connect();
      try {
        await admin.query(`create database ${name}`);
        const dbUrl = new URL(TEST_DATABASE_URL ?? '');
        dbUrl.pathname = `/${name}`;
        const cli = run(
          TSX,
          ['src/server/cli/admin.ts', '--email', 'pg@proc.test', '--password', 'pg-password'],
          { DATABASE_URL: dbUrl.href },
        );
        const { code } = await withTimeout(cli.exited, 20_000, 'the admin CLI');
        expect(code, cli.output()).toBe(0);
        expect(cli.output()).toMatch(
          /Created the admin pg@proc\.test \(user_id \d+\) in the PostgreSQL database/,
        );
        const check = new pg.Client({ connectionString: dbUrl.href });
        await check.connect();
        const { rows } = await check.query<{ role: string; password_hash: string }>(
          'select role, password_hash from users where email = $1',
          ['pg@proc.test'],
        );
        await check.end();
        expect(rows).toEqual([{ role: 'admin', password_hash: expect.stringMatching(/^\$argon2id\$/) }]);
        expect(cli.output()).not.toContain(rows[0]?.password_hash);
      } finally {
        await admin.query(`drop database if exists ${name} with (force)`).finally(() => admin.end());
      }
    },
  );

  it('SIGTERM: an in-flight request completes, open connections do not hold it up, exit 0, lock removed', async () => {
    // A websocket client and an idle keep-alive connection stay open across the shutdown.
    const socket = connectSocket(url(''), { transports: ['websocket'], reconnection: false });
    await withTimeout(
      new Promise<void>((r) => socket.once('connect', () => r())),
      10_000,
      'the socket connection',
    );
    const socketClosed = new Promise<void>((r) => socket.once('disconnect', () => r()));
    const agent = new http.Agent({ keepAlive: true });
    await new Promise<void>((resolve, reject) =>
      http.get(url('/api/health'), { agent }, (res) => res.resume().on('end', resolve)).on('error', reject),
    );

    // An in-flight request: headers and half the body sent before SIGTERM, the rest after.
    const raw = net.connect(PORT, '127.0.0.1');
    await new Promise<void>((r) => raw.once('connect', () => r()));
    let answer = '';
    raw.on('data', (d: Buffer) => (answer += d.toString()));
    const rawClosed = new Promise<void>((r) => raw.once('close', () => r()));
    raw.write(
      'POST /api/health HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 15\r\n\r\n{"held":',
    );
    // In flight: the server has taken the request (Fastify logs it once the headers are read).
    await waitForOutput(first, /"method":"POST","url":"\/api\/health".*"msg":"incoming request"/);

    const stoppedAt = Date.now();
    first.child.kill('SIGTERM');
    // The rest of the body arrives once the shutdown has begun.
    await waitForOutput(first, /"msg":"shutting down"/);
    raw.write('"open"}');

    const { code, signal } = await withTimeout(first.exited, 8_000, 'the shutdown');
    const elapsed = Date.now() - stoppedAt;
    await withTimeout(rawClosed, 2_000, 'closing the in-flight connection');
    await withTimeout(socketClosed, 2_000, 'closing the websocket');
    socket.close();
    agent.destroy();

    expect({ code, signal }).toEqual({ code: 0, signal: null });
    expect(elapsed).toBeLessThan(5_000);
    // The request finished with a real answer (the route is GET-only: 404 in the error shape).
    expect(answer).toMatch(/^HTTP\/1\.1 404 /);
    expect(answer).toContain('"code":"NOT_FOUND"');
    expect(existsSync(path.join(dataDir(), '.lock'))).toBe(false);
    await expect(fetch(url('/api/health'))).rejects.toThrow();
  });

  it('the admin CLI resets the password once the server stopped; a restarted server accepts only the new one', async () => {
    const cli = adminCli('--email', ADMIN.email.toUpperCase(), '--password', ADMIN.second);
    const { code } = await withTimeout(cli.exited, 30_000, 'the admin CLI');
    expect(code).toBe(0);
    expect(cli.output()).toMatch(
      new RegExp(`Reset the password of ${ADMIN.email} \\(user_id \\d+, now an admin\\)`),
    );
    expect(cli.output()).not.toMatch(/argon2|\$v=|second-password/);
    expect(existsSync(path.join(dataDir(), '.lock'))).toBe(false);

    // ADMIN_EMAIL/ADMIN_PASSWORD still hold the first password: start-up must not undo the reset.
    const again = server();
    await waitForHealth(again);
    const ok = await signIn(ADMIN.second);
    expect(ok.status).toBe(200);
    expect(await ok.json()).toHaveProperty('jwt_token');
    expect((await signIn(ADMIN.first)).status).toBe(401);

    again.child.kill('SIGTERM');
    expect(await withTimeout(again.exited, 8_000, 'the shutdown')).toEqual({ code: 0, signal: null });
  });
});
