import type { IncomingMessage, ServerResponse } from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { count } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
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

  /** Whether `text` holds a whole HTTP answer (its headers and Content-Length bytes of body). */
  const whole = (text: string) => {
    const end = text.indexOf('\r\n\r\n');
    const length = Number(/content-length: *(\d+)/i.exec(text.slice(0, end))?.[1] ?? 0);
    return end >= 0 && Buffer.byteLength(text.slice(end + 4)) >= length;
  };

  /**
   * Sends the headers of a 600 KB request and a first bit of its body; the rest never comes.
   * Resolves once the server has decided: it answered (a refusal, read whole), or it began
   * reading the body without answering (admitted: its budget is held). `request` is the
   * server's side of it.
   */
  const hold = async (length = 600_000) => {
    let request: IncomingMessage | undefined;
    let response: ServerResponse | undefined;
    t().app.server.once('request', (req: IncomingMessage, res: ServerResponse) => {
      request = req;
      response = res;
    });
    let text = '';
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(
        `POST /api/requests HTTP/1.1\r\nHost: localhost\r\nAccept-Language: en\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n{"request_name":`,
      );
    });
    socket.on('data', (d: Buffer) => (text += d.toString()));
    socket.on('error', () => undefined);
    const reading = () => request?.readableFlowing === true && response?.headersSent === false;
    await vi.waitFor(() => expect(whole(text) || reading()).toBe(true), { timeout: 10_000, interval: 5 });
    return { socket, answer: () => text, request: request! };
  };

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
    // Admitted again once the server has seen the first go; until then a new one is refused.
    let third = await hold();
    for (const deadline = Date.now() + 5_000; third.answer() !== '' && Date.now() < deadline;) {
      third.socket.destroy();
      third = await hold();
    }
    expect(third.answer()).toBe('');
    // Gone before its body came: the server drops it (and gives its budget back) and stores nothing.
    const closed = new Promise<void>((resolve) =>
      third.request.closed ? resolve() : third.request.once('close', () => resolve()),
    );
    third.socket.destroy();
    await closed;
    await new Promise((r) => setImmediate(r));
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
