import type { AddressInfo } from 'node:net';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { REALTIME_EVENTS } from '../../../contract';
import { useTestApp } from '../../test/app';
import { describeEachDatabase } from '../../test/databases';
import { pngDataUrl } from '../../test/fixtures';
import { categoryBody, client, serviceBody } from './services.test-support';

/** Resolves with the time the event arrived, or rejects after `ms`. */
const nextEvent = (socket: Socket, event: string, ms = 1000): Promise<number> =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${ms} ms`)), ms);
    socket.once(event, () => {
      clearTimeout(timer);
      resolve(performance.now());
    });
  });

/** SPEC §4/§7: a websocket-only socket.io client hears the writes. */
describeEachDatabase('services and categories events', (kind) => {
  const t = useTestApp(kind);
  const api = client(() => t().app);
  let socket: Socket;
  let admin = '';
  let image = '';

  beforeAll(async () => {
    admin = await t().adminToken();
    image = await pngDataUrl();
    await t().app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t().app.server.address() as AddressInfo;
    socket = io(`http://127.0.0.1:${port}`, {
      path: '/socket.io',
      transports: ['websocket'],
      reconnection: false,
    });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
  });
  afterAll(() => {
    socket?.disconnect();
  });

  it('connects over the websocket transport only', () => {
    expect(socket.io.engine.transport.name).toBe('websocket');
  });

  it('receives services_changed within a second of a service being created', async () => {
    const heard = nextEvent(socket, REALTIME_EVENTS.services);
    const sentAt = performance.now();
    const res = await api.post('/api/services', serviceBody(image), admin);
    expect(res.statusCode, res.body).toBe(201);
    expect((await heard) - sentAt).toBeLessThan(1000);
  });

  it('receives services_changed after an update and a delete', async () => {
    // The create's own event is heard first, so it cannot stand in for the update's.
    const createdEvent = nextEvent(socket, REALTIME_EVENTS.services);
    const created = await api.post('/api/services', serviceBody(image), admin);
    await createdEvent;
    const id = (created.json() as { data: { service_id: number } }).data.service_id;
    const updated = nextEvent(socket, REALTIME_EVENTS.services);
    const update = await api.post(
      `/api/services/${id}`,
      { service_name: { en: 'Renamed service' }, service_header_image: null },
      admin,
    );
    expect(update.statusCode, update.body).toBe(200);
    await updated;
    const deleted = nextEvent(socket, REALTIME_EVENTS.services);
    expect((await api.del(`/api/services/${id}`, admin)).statusCode).toBe(200);
    await deleted;
  });

  it('receives categories_changed and services_changed when a category is deleted', async () => {
    const created = nextEvent(socket, REALTIME_EVENTS.categories);
    const res = await api.post('/api/categories', categoryBody(image), admin);
    await created;
    const catId = (res.json() as { data: { cat_id: number } }).data.cat_id;
    const events = Promise.all([
      nextEvent(socket, REALTIME_EVENTS.categories),
      nextEvent(socket, REALTIME_EVENTS.services),
    ]);
    expect((await api.del(`/api/categories/${catId}`, admin)).statusCode).toBe(200);
    await events;
  });

  it('hears nothing from a refused write', async () => {
    const heard = nextEvent(socket, REALTIME_EVENTS.services, 300).then(
      () => true,
      () => false,
    );
    expect((await api.post('/api/services', {}, admin)).statusCode).toBe(400);
    expect(await heard).toBe(false);
  });
});
