import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REALTIME_EVENTS } from '../../contract';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { upsertAdmin } from '../modules/auth/users.queries';
import { categoryBody, serviceBody } from '../modules/services/services.test-support';
import { TEST_ADMIN } from '../test/app';
import { TEST_DATABASE_URL, createTestDatabase, type TestDatabase } from '../test/databases';
import { pngDataUrl } from '../test/fixtures';
import { createTestUser } from '../test/users';

/**
 * DESIGN §1/§2: the same code behind several instances. Two instances on one PostgreSQL
 * database and one Redis (TEST_REDIS_URL, a prefix of their own): a write on one is seen
 * by the other's read cache, sockets and rate limits. In CI both servers are required.
 */
const TEST_REDIS_URL = process.env.TEST_REDIS_URL;
const IN_CI = process.env.CI === 'true' || process.env.CI === '1';
const RUN = Boolean((TEST_REDIS_URL && TEST_DATABASE_URL) || IN_CI);
const API_RATE_MAX = 40;

/** Resolves when `event` arrives, with what `then` answers at that moment. */
const onEvent = <T>(socket: Socket, event: string, then: () => Promise<T>, ms = 2000): Promise<T> =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${ms} ms`)), ms);
    socket.once(event, () => {
      clearTimeout(timer);
      then().then(resolve, reject);
    });
  });

(RUN ? describe : describe.skip)(
  'several instances through Redis [postgres + redis: TEST_DATABASE_URL, TEST_REDIS_URL]',
  () => {
    let testDb: TestDatabase;
    let a: FastifyInstance;
    let b: FastifyInstance;
    const sockets: Socket[] = [];
    let adminHeaders: Record<string, string>;
    let image = '';

    const env = {
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      JWT_SECRET: 'r'.repeat(40),
      API_RATE_MAX: String(API_RATE_MAX),
      REQUEST_RATE_MAX: '100',
    };
    const start = async (prefix: string) => {
      const config = loadConfig({
        ...env,
        REDIS_URL: TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
        REDIS_PREFIX: prefix,
      });
      const app = await buildApp({ config, database: testDb.database, logger: false });
      await app.listen({ port: 0, host: '127.0.0.1' });
      return app;
    };
    const connect = async (app: FastifyInstance, token?: string) => {
      const { port } = app.server.address() as AddressInfo;
      const socket = io(`http://127.0.0.1:${port}`, {
        path: '/socket.io',
        transports: ['websocket'],
        reconnection: false,
        auth: token ? { token } : {},
      });
      sockets.push(socket);
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', resolve);
        socket.once('connect_error', reject);
      });
      return socket;
    };
    const names = async (app: FastifyInstance) =>
      (
        (await app.inject({ method: 'GET', url: '/api/services', remoteAddress: '10.70.0.9' })).json() as {
          service_name: { en: string };
        }[]
      ).map((s) => s.service_name.en);

    beforeAll(async () => {
      testDb = await createTestDatabase('postgres');
      const prefix = `t${randomBytes(4).toString('hex')}`;
      a = await start(prefix);
      b = await start(prefix);
      await upsertAdmin(testDb.database.db, TEST_ADMIN);
      const basic = `Basic ${Buffer.from(`${TEST_ADMIN.email}:${TEST_ADMIN.password}`).toString('base64')}`;
      const token = (
        await a.inject({ method: 'GET', url: '/api/auth/token', headers: { authorization: basic } })
      ).json<{ jwt_token: string }>().jwt_token;
      adminHeaders = { authorization: `Bearer ${token}`, 'accept-language': 'en' };
      image = await pngDataUrl();
    });
    afterAll(async () => {
      for (const socket of sockets) socket.disconnect();
      await a?.close();
      await b?.close();
      await testDb?.drop();
    });

    it("drops the other instance's cached list before its sockets hear the change", async () => {
      expect(await names(b)).toEqual([]);
      const category = await a.inject({
        method: 'POST',
        url: '/api/categories',
        headers: adminHeaders,
        payload: categoryBody(image),
      });
      expect(category.statusCode, category.body).toBe(201);
      const catId = (category.json() as { data: { cat_id: number } }).data.cat_id;
      const visitor = await connect(b);
      // What B answers at the moment its socket hears the event: already the new list.
      const seen = onEvent(visitor, REALTIME_EVENTS.services, () => names(b));
      const created = await a.inject({
        method: 'POST',
        url: '/api/services',
        headers: adminHeaders,
        payload: { ...serviceBody(image), cat_id: catId },
      });
      expect(created.statusCode, created.body).toBe(201);
      const name = (created.json() as { data: { service_name: { en: string } } }).data.service_name.en;
      expect(await seen).toEqual([name]);
    });

    it('sends request events to admin sockets on every instance, never to a visitor', async () => {
      const admin = await connect(b, adminHeaders.authorization!.slice(7));
      const visitor = await connect(b);
      let visitorHeard = false;
      visitor.on(REALTIME_EVENTS.requests, () => (visitorHeard = true));
      const staff = await createTestUser(a, 'staff');
      const staffSocket = await connect(b, staff.token);
      let staffHeard = false;
      staffSocket.on(REALTIME_EVENTS.requests, () => (staffHeard = true));

      const heard = onEvent(admin, REALTIME_EVENTS.requests, async () => true);
      const payload = {
        request_name: 'Mona',
        request_desc: 'Statistics chapter',
        request_email: 'mona@example.com',
        request_phone: '+20100000000',
        request_address: 'Cairo',
      };
      expect(
        (await a.inject({ method: 'POST', url: '/api/requests', payload, remoteAddress: '10.70.0.2' }))
          .statusCode,
      ).toBe(201);
      expect(await heard).toBe(true);
      // A public event sent after it: once both sockets have it, a wrongly broadcast request
      // event would have arrived before it (one Redis connection each way, one socket each).
      const fence = [visitor, staffSocket].map((s) => onEvent(s, REALTIME_EVENTS.settings, async () => true));
      const settings = await a.inject({
        method: 'PATCH',
        url: '/api/settings',
        headers: adminHeaders,
        payload: { site_name: { en: 'After the request event' } },
      });
      expect(settings.statusCode, settings.body).toBe(200);
      expect(await Promise.all(fence)).toEqual([true, true]);
      expect([visitorHeard, staffHeard]).toEqual([false, false]);
    });

    it('counts one visitor against one API limit across the instances', async () => {
      const ip = '10.70.1.1';
      for (let i = 0; i < API_RATE_MAX; i++) {
        const res = await (i % 2 ? a : b).inject({ method: 'GET', url: '/api/settings', remoteAddress: ip });
        expect(res.statusCode, `call ${i + 1}`).toBe(200);
      }
      for (const app of [a, b]) {
        const res = await app.inject({
          method: 'GET',
          url: '/api/settings',
          remoteAddress: ip,
          headers: { 'accept-language': 'en' },
        });
        expect(res.statusCode).toBe(429);
        expect(Number(res.headers['x-ratelimit-reset'])).toBeGreaterThan(0);
      }
      // The counter is named after the limit and the address, in this instance's namespace.
      const keys = await a.redis!.pub.keys(`${a.redis!.prefix}rate-limit:*${ip}`);
      expect(keys).toEqual([`${a.redis!.prefix}rate-limit:api:${ip}`]);
    });

    it('refuses to start when REDIS_URL cannot be reached, naming it', async () => {
      const config = loadConfig({ ...env, REDIS_URL: 'redis://127.0.0.1:1' });
      await expect(buildApp({ config, database: testDb.database, logger: false })).rejects.toThrow(
        /^REDIS_URL: cannot connect to Redis/,
      );
    });
  },
);
