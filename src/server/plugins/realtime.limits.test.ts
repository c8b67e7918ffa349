import type { AddressInfo } from 'node:net';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../test/app';

/** One address holds at most MAX_SOCKETS_PER_IP sockets at once (decision 0014). */
describe('sockets per address', () => {
  const t = useTestApp('pglite', { MAX_SOCKETS_PER_IP: '3' });
  const sockets: Socket[] = [];
  let port = 0;
  beforeAll(async () => {
    await t().app.listen({ port: 0, host: '127.0.0.1' });
    port = (t().app.server.address() as AddressInfo).port;
  });
  afterAll(() => {
    for (const socket of sockets) socket.disconnect();
  });

  /** Resolves true when the socket connects, false when the server refuses it. */
  const open = () =>
    new Promise<boolean>((resolve) => {
      const socket = io(`http://127.0.0.1:${port}`, {
        path: '/socket.io',
        transports: ['websocket'],
        reconnection: false,
        forceNew: true,
      });
      sockets.push(socket);
      socket.once('connect', () => resolve(true));
      socket.once('connect_error', () => resolve(false));
    });

  it('refuses the socket past the cap at the upgrade, and admits one again when another closes', async () => {
    const results: boolean[] = [];
    for (let i = 0; i < 5; i++) results.push(await open());
    expect(results).toEqual([true, true, true, false, false]);
    sockets[0]!.disconnect();
    // The count drops when the TCP connection has closed: until the server has seen that,
    // a new socket is still refused.
    await vi.waitFor(async () => expect(await open()).toBe(true), { timeout: 5_000, interval: 20 });
    expect(await open()).toBe(false);
  });
});
