import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { count } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { requests } from '../db/schema';
import { useTestApp } from '../test/app';

/** The bodies of uploads in flight share one memory budget (1 MB here; decision 0014). */
describe('upload memory budget', () => {
  const t = useTestApp('pglite', { UPLOAD_MEMORY_MB: '1', REQUEST_RATE_MAX: '100' });
  let port = 0;
  beforeAll(async () => {
    await t().app.listen({ port: 0, host: '127.0.0.1' });
    port = (t().app.server.address() as AddressInfo).port;
  });

  /** Sends the headers of a 600 KB request and a first bit of its body; the rest never comes. */
  const hold = (length = 600_000) =>
    new Promise<{ socket: net.Socket; answer: () => string }>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.write(
          `POST /api/requests HTTP/1.1\r\nHost: localhost\r\nAccept-Language: en\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n{"request_name":`,
        );
        setTimeout(() => resolve({ socket, answer: () => text }), 150);
      });
      let text = '';
      socket.on('data', (d: Buffer) => (text += d.toString()));
      socket.on('error', () => undefined);
    });

  it('refuses an upload past the budget with 503 and Retry-After before reading its body, and admits one again once the first is gone', async () => {
    const first = await hold();
    expect(first.answer()).toBe('');
    const second = await hold();
    expect(second.answer()).toMatch(/^HTTP\/1\.1 503 /);
    expect(second.answer()).toMatch(/retry-after: 10/i);
    expect(second.answer()).toContain('"code":"UNAVAILABLE"');
    expect(second.answer()).toContain('Many files are being sent right now');
    second.socket.destroy();

    // Small writes without files are not counted.
    const contact = await t().app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'A', email: 'a@example.com', number: '+966522222222', subject: 'S', message: 'M' },
    });
    expect(contact.statusCode).toBe(201);

    first.socket.destroy();
    await new Promise((r) => setTimeout(r, 100));
    const third = await hold();
    expect(third.answer()).toBe('');
    third.socket.destroy();
    await new Promise((r) => setTimeout(r, 100));
    const [stored] = await t().app.database.db.select({ n: count() }).from(requests);
    expect(stored?.n).toBe(0);
  });

  it('gives the budget back after an injected upload (each of these would fill it)', async () => {
    for (let i = 0; i < 3; i++) {
      const res = await t().app.inject({
        method: 'POST',
        url: '/api/requests',
        headers: { 'accept-language': 'en' },
        payload: { request_name: 'x'.repeat(700_000) },
      });
      expect(res.statusCode, `upload ${i + 1}`).toBe(400);
    }
  });
});
