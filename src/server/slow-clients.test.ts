import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { count } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from './db/schema';
import { useTestApp } from './test/app';

/**
 * A client that trickles its headers or its body byte by byte does not hold a
 * socket (and what it buffered) for ever: the server answers 408 and closes it once the
 * deadline passes. Short deadlines here; the defaults are 15 s and 300 s (README, decision 0014).
 */
describe('slow clients', () => {
  const t = useTestApp('pglite', {
    HEADERS_TIMEOUT_MS: '1000',
    REQUEST_TIMEOUT_MS: '2000',
    CONTACT_RATE_MAX: '100',
  });
  let port = 0;
  beforeAll(async () => {
    await t().app.listen({ port: 0, host: '127.0.0.1' });
    port = (t().app.server.address() as AddressInfo).port;
  });

  /**
   * Writes `head` at once, then `trickle` one byte every 150 ms; resolves with what came
   * back and when the socket closed.
   */
  const trickle = (head: string, rest: string) =>
    new Promise<{ answer: string; closedAfterMs: number; bytesSent: number }>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1');
      const startedAt = Date.now();
      let answer = '';
      let sent = 0;
      let timer: NodeJS.Timeout | undefined;
      socket.on('data', (d: Buffer) => (answer += d.toString()));
      socket.on('error', () => undefined);
      socket.once('connect', () => {
        socket.write(head);
        timer = setInterval(() => {
          if (sent < rest.length && !socket.destroyed) socket.write(rest[sent++] ?? '');
        }, 150);
      });
      socket.once('close', () => {
        clearInterval(timer);
        resolve({ answer, closedAfterMs: Date.now() - startedAt, bytesSent: sent });
      });
      setTimeout(() => reject(new Error('the server kept the trickling socket open for 8 s')), 8_000).unref();
    });

  it('closes a connection whose headers trickle in, with 408', async () => {
    const { answer, closedAfterMs } = await trickle(
      'GET /api/health HTTP/1.1\r\nHost: localhost\r\n',
      'X-Slow: ' + 'a'.repeat(200),
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(closedAfterMs).toBeLessThan(3_000);
  });

  it('closes a request whose body trickles in, with 408, and stores nothing', async () => {
    const body = JSON.stringify({
      name: 'Slow Loris',
      email: 'slow@example.com',
      number: '+966522222222',
      subject: 'Slow',
      message: 'x'.repeat(100),
    });
    const head = `POST /api/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`;
    const { answer, closedAfterMs, bytesSent } = await trickle(head, body);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(closedAfterMs).toBeLessThan(4_500);
    expect(bytesSent).toBeLessThan(body.length);
    const [stored] = await t().app.database.db.select({ n: count() }).from(contactMessages);
    expect(stored?.n).toBe(0);
  });
});
