import { describe, expect, it, vi } from 'vitest';
import { pdfDataUrl } from '../test/fixtures';
import { useProcesses, withTimeout } from '../test/processes';

/**
 * SIGKILL while writing on PGlite (decision 0014). Visitors post contact messages and research
 * requests with a document, concurrently, and the server is killed outright mid-stream.
 * After a restart on the same directory the database opens (the stale lock is taken
 * over) and every acknowledged message and request is there, its document readable.
 */
const PORT = 3460 + (process.pid % 20);
const ADMIN = { email: 'kill@proc.test', password: 'kill-password-1' };
const LOOPS = 8;

describe('SIGKILL while writing on PGlite (a real process)', { timeout: 120_000 }, () => {
  const { url, run, waitForHealth } = useProcesses({ port: PORT, prefix: 'kill-test-' });
  const server = () =>
    run(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      SEED_DEMO: 'false',
      CONTACT_RATE_MAX: '100000',
      REQUEST_RATE_MAX: '100000',
      FORM_EMAIL_RATE_MAX: '100000',
      API_RATE_MAX: '100000',
    });

  it('keeps every acknowledged message and request, with its document, across a kill', async () => {
    const proc = server();
    await waitForHealth(proc);
    const document = pdfDataUrl('A chapter sent while the server dies');
    const acknowledged = { messages: new Set<string>(), requests: new Set<string>() };
    let n = 0;
    let killed = false;
    const loop = async () => {
      while (!killed) {
        const id = `k${n++}`;
        const isRequest = n % 3 === 0;
        const body = isRequest
          ? {
              request_name: id,
              request_desc: 'Statistics',
              request_email: 'mona@example.com',
              request_phone: '+201000000000',
              request_address: 'Cairo',
              request_documents: [document],
            }
          : {
              name: 'Layla Hassan',
              email: 'layla@example.com',
              number: '+966522222222',
              subject: id,
              message: 'Sent while the server dies.',
            };
        const res = await fetch(url(isRequest ? '/api/requests' : '/api/contact'), {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        }).catch(() => undefined);
        if (res?.status === 201) (isRequest ? acknowledged.requests : acknowledged.messages).add(id);
      }
    };
    const loops = Array.from({ length: LOOPS }, loop);
    // Killed once a good number of writes of both kinds were acknowledged, with more in
    // flight (at most 30 s: the assertions below say what was missing).
    await vi
      .waitFor(
        () => {
          expect(acknowledged.messages.size).toBeGreaterThan(100);
          expect(acknowledged.requests.size).toBeGreaterThan(40);
        },
        { timeout: 30_000, interval: 20 },
      )
      .catch(() => undefined);
    proc.child.kill('SIGKILL');
    killed = true;
    await withTimeout(proc.exited, 5_000, 'the kill');
    await Promise.all(loops);
    console.warn(
      `acknowledged before the kill: ${acknowledged.messages.size} messages, ${acknowledged.requests.size} requests with a document`,
    );
    expect(acknowledged.messages.size).toBeGreaterThan(5);
    expect(acknowledged.requests.size).toBeGreaterThan(2);

    const again = server();
    await waitForHealth(again);
    const signIn = await fetch(url('/api/auth/token'), {
      headers: {
        authorization: `Basic ${Buffer.from(`${ADMIN.email}:${ADMIN.password}`).toString('base64')}`,
      },
    });
    const auth = { authorization: `Bearer ${((await signIn.json()) as { jwt_token: string }).jwt_token}` };
    /** Every row of an inbox, page by page. */
    const all = async <T>(path: string): Promise<T[]> => {
      const rows: T[] = [];
      for (let before: string | null = ''; before !== null;) {
        const res: Response = await fetch(url(`${path}?limit=200${before ? `&before=${before}` : ''}`), {
          headers: auth,
        });
        expect(res.status).toBe(200);
        rows.push(...((await res.json()) as T[]));
        before = res.headers.get('x-next-cursor');
      }
      return rows;
    };
    const messages = new Set((await all<{ subject: string }>('/api/contact')).map((m) => m.subject));
    const requests = await all<{ request_name: string; request_documents: string[] }>('/api/requests');
    expect([...acknowledged.messages].filter((id) => !messages.has(id))).toEqual([]);
    const stored = new Map(requests.map((r) => [r.request_name, r.request_documents]));
    expect([...acknowledged.requests].filter((id) => stored.get(id)?.length !== 1)).toEqual([]);
    for (const id of acknowledged.requests) {
      const file = await fetch(url(stored.get(id)![0]!), { headers: auth });
      expect(file.status, `the document of ${id}`).toBe(200);
      expect(
        Buffer.from(await file.arrayBuffer())
          .subarray(0, 5)
          .toString('latin1'),
      ).toBe('%PDF-');
    }
  });
});
