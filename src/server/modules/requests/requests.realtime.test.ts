import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { REALTIME_EVENTS } from '../../../contract';
import { useTestApp } from '../../test/app';
import { describeEachDatabase } from '../../test/databases';
import { createTestUser } from '../../test/users';

/**
 * DESIGN §4: `requests_changed` and `messages_changed` reach only sockets that
 * authenticated as admin in the handshake; websocket transport only (SPEC §4).
 */
const WATCHED = [REALTIME_EVENTS.requests, REALTIME_EVENTS.messages, REALTIME_EVENTS.services] as const;

interface Client {
  socket: Socket;
  events: string[];
}

const requestBody = {
  request_name: 'Huda',
  request_desc: 'A thesis proposal',
  request_email: 'huda@example.com',
  request_phone: '0500',
  request_address: 'Dammam',
};
const contactBody = {
  name: 'Huda',
  email: 'huda@example.com',
  number: '0500',
  subject: 'Hello',
  message: 'A question about prices',
};

describeEachDatabase('request and message events', (kind) => {
  const t = useTestApp(kind, { REQUEST_RATE_MAX: '1000', CONTACT_RATE_MAX: '1000' });
  const clients: Record<'admin' | 'desk' | 'editor' | 'staff' | 'anonymous' | 'forged', Client> = {} as never;

  beforeAll(async () => {
    const { app } = t();
    await app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const staff = await createTestUser(app, 'staff');
    const tokens = {
      admin: await t().adminToken(),
      desk: (await createTestUser(app, 'desk')).token,
      editor: (await createTestUser(app, 'editor')).token,
      staff: staff.token,
      anonymous: undefined,
      forged: `${staff.token.slice(0, -4)}AAAA`,
    };
    for (const [name, token] of Object.entries(tokens)) {
      const socket = connect(url, {
        path: '/socket.io',
        transports: ['websocket'],
        reconnection: false,
        auth: token ? { token } : {},
      });
      const client: Client = { socket, events: [] };
      for (const event of WATCHED) socket.on(event, () => client.events.push(event));
      clients[name as keyof typeof clients] = client;
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', resolve);
        socket.once('connect_error', reject);
      });
    }
    // The handshake token is checked before the connection is made: the desk's sockets are
    // in their room as soon as their clients say they are connected (no event can slip past).
    expect(await app.io.in('desk').fetchSockets()).toHaveLength(2);
  });
  afterAll(() => {
    for (const client of Object.values(clients)) client?.socket.disconnect();
  });

  /** Every socket sees a public event after the ones under test: once it has, nothing else is on its way. */
  async function flush(): Promise<void> {
    t().app.changed('services');
    await vi.waitFor(() => {
      for (const client of Object.values(clients))
        expect(client.events.at(-1)).toBe(REALTIME_EVENTS.services);
    });
  }
  const reset = () => Object.values(clients).forEach((c) => (c.events.length = 0));
  const post = (url: string, payload: object) => t().app.inject({ method: 'POST', url, payload });

  it('sends requests_changed to the sockets of the roles that work the desk only (decision 0058)', async () => {
    reset();
    expect((await post('/api/requests', requestBody)).statusCode).toBe(201);
    await flush();
    for (const name of ['admin', 'desk'] as const)
      expect(clients[name].events).toEqual([REALTIME_EVENTS.requests, REALTIME_EVENTS.services]);
    for (const name of ['editor', 'staff', 'anonymous', 'forged'] as const)
      expect(clients[name].events).toEqual([REALTIME_EVENTS.services]);
  });

  it('sends messages_changed to the sockets of the roles that work the desk only (decision 0058)', async () => {
    reset();
    expect((await post('/api/contact', contactBody)).statusCode).toBe(201);
    await flush();
    for (const name of ['admin', 'desk'] as const)
      expect(clients[name].events).toEqual([REALTIME_EVENTS.messages, REALTIME_EVENTS.services]);
    for (const name of ['editor', 'staff', 'anonymous', 'forged'] as const)
      expect(clients[name].events).toEqual([REALTIME_EVENTS.services]);
  });

  it('announces nothing for a honeypot catch or a refused submission', async () => {
    reset();
    expect((await post('/api/requests', { ...requestBody, website: 'http://bot.example' })).statusCode).toBe(
      201,
    );
    expect((await post('/api/contact', { ...contactBody, website: 'http://bot.example' })).statusCode).toBe(
      201,
    );
    expect((await post('/api/requests', {})).statusCode).toBe(400);
    await flush();
    for (const client of Object.values(clients)) expect(client.events).toEqual([REALTIME_EVENTS.services]);
  });

  it("announces a delete to the desk's sockets only", async () => {
    // Emptied first, so the flush waits for this creation's events rather than passing on the
    // previous test's last one; then emptied again for the delete's.
    reset();
    const created = await post('/api/requests', requestBody);
    const id = (created.json() as { data: { request_id: number } }).data.request_id;
    await flush();
    reset();
    const res = await t().app.inject({
      method: 'DELETE',
      url: `/api/requests/${id}`,
      headers: { authorization: `Bearer ${await t().adminToken()}` },
    });
    expect(res.statusCode).toBe(200);
    await flush();
    for (const name of ['admin', 'desk'] as const)
      expect(clients[name].events).toEqual([REALTIME_EVENTS.requests, REALTIME_EVENTS.services]);
    for (const name of ['editor', 'staff'] as const)
      expect(clients[name].events).toEqual([REALTIME_EVENTS.services]);
  });
});
