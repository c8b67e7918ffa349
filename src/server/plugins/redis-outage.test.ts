import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REALTIME_EVENTS } from '../../contract';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { upsertAdmin } from '../modules/auth/users.queries';
import { categoryBody } from '../modules/services/services.test-support';
import { TEST_ADMIN } from '../test/app';
import { TEST_DATABASE_URL, createTestDatabase, type TestDatabase } from '../test/databases';
import { pngDataUrl } from '../test/fixtures';
import { createOwnRedis, type OwnRedis } from '../test/own-redis';

/**
 * Redis lost and back (decision 0014). Two instances on one database and a Redis server of
 * the test's own (killed and started again; the shared one on 6379 is never touched).
 * While it is away both keep serving, an announced write crashes nothing, and the limits
 * count per process instead of turning off; when it returns, socket events fan out again
 * and nothing stale is served.
 */
const LOGIN_RATE_MAX = 3;
const contact = {
  name: 'Layla Hassan',
  email: 'layla@example.com',
  number: '+966522222222',
  subject: 'Translation',
  message: 'A paper to translate.',
};

describe(`Redis lost and back [${TEST_DATABASE_URL ? 'postgres' : 'pglite'} + own redis-server]`, () => {
  let redis: OwnRedis;
  let testDb: TestDatabase;
  let a: FastifyInstance;
  let b: FastifyInstance;
  const logs: string[] = [];
  const sockets: Socket[] = [];
  let adminHeaders: Record<string, string>;

  const start = async (prefix: string) => {
    const env = {
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      JWT_SECRET: 'o'.repeat(40),
      LOGIN_RATE_MAX: String(LOGIN_RATE_MAX),
      CONTACT_RATE_MAX: '100',
    };
    const config = loadConfig({ ...env, REDIS_URL: redis.url, REDIS_PREFIX: prefix });
    const app = await buildApp({
      config,
      database: testDb.database,
      logger: { level: 'info', stream: { write: (line: string) => void logs.push(line) } },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    return app;
  };
  const connected = (app: FastifyInstance) =>
    app.redis?.pub.status === 'ready' && app.redis.sub.status === 'ready';
  const until = async (what: string, check: () => boolean, ms = 15_000) => {
    for (const end = Date.now() + ms; !check();) {
      if (Date.now() > end) throw new Error(`not ${what} within ${ms} ms`);
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  const logged = (text: string) => logs.some((line) => line.includes(text));
  const categories = async (app: FastifyInstance) =>
    (
      (await app.inject({ method: 'GET', url: '/api/categories' })).json() as { cat_name: { en: string } }[]
    ).map((c) => c.cat_name.en);

  beforeAll(async () => {
    redis = await createOwnRedis();
    await redis.start();
    testDb = await createTestDatabase(TEST_DATABASE_URL ? 'postgres' : 'pglite');
    const prefix = `o${randomBytes(4).toString('hex')}`;
    a = await start(prefix);
    b = await start(prefix);
    await upsertAdmin(testDb.database.db, TEST_ADMIN);
    const basic = `Basic ${Buffer.from(`${TEST_ADMIN.email}:${TEST_ADMIN.password}`).toString('base64')}`;
    const token = (
      await a.inject({
        method: 'GET',
        url: '/api/auth/token',
        headers: { authorization: basic },
        remoteAddress: '10.80.0.1',
      })
    ).json<{ jwt_token: string }>().jwt_token;
    adminHeaders = { authorization: `Bearer ${token}`, 'accept-language': 'en' };
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await a?.close();
    await b?.close();
    await testDb?.drop();
    await redis?.kill();
  });

  const adminSocket = async (app: FastifyInstance) => {
    const { port } = app.server.address() as AddressInfo;
    const socket = io(`http://127.0.0.1:${port}`, {
      path: '/socket.io',
      transports: ['websocket'],
      reconnection: false,
      auth: { token: adminHeaders.authorization!.slice(7) },
    });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    return socket;
  };
  const heard = (socket: Socket, event: string, ms: number) =>
    new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), ms);
      socket.once(event, () => {
        clearTimeout(timer);
        resolve(true);
      });
    });

  it('keeps serving while Redis is away: reads, a public form whose event cannot be published, and limits per process', async () => {
    const image = await pngDataUrl();
    const socketOnB = await adminSocket(b);
    expect(await categories(b)).toEqual([]);
    await redis.kill();
    await until('disconnected', () => !connected(a) && !connected(b));

    // The contact form announces `messages_changed` through the socket adapter: its publish
    // fails, and the process must not end on the unhandled rejection (vitest fails the run on one).
    const sent = await a.inject({
      method: 'POST',
      url: '/api/contact',
      payload: contact,
      remoteAddress: '10.80.0.2',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(logged('socket events reach this instance only')).toBe(true);
    const created = await a.inject({
      method: 'POST',
      url: '/api/categories',
      headers: adminHeaders,
      payload: categoryBody(image),
      remoteAddress: '10.80.0.1',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect((await b.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);

    // The sign-in limit still holds, counted by this process alone.
    const wrong = {
      authorization: `Basic ${Buffer.from(`${TEST_ADMIN.email}:wrong password`).toString('base64')}`,
      'accept-language': 'en',
    };
    const statuses: number[] = [];
    for (let i = 0; i <= LOGIN_RATE_MAX; i++)
      statuses.push(
        (
          await a.inject({
            method: 'GET',
            url: '/api/auth/token',
            headers: wrong,
            remoteAddress: '10.80.0.3',
          })
        ).statusCode,
      );
    expect(statuses).toEqual([...Array<number>(LOGIN_RATE_MAX).fill(401), 429]);
    expect(logged('rate limits count per process')).toBe(true);
    expect(socketOnB.connected).toBe(true);
  });

  it('when Redis returns: fresh reads on the other instance and socket events across instances again', async () => {
    await redis.start();
    await until('reconnected', () => connected(a) && connected(b));
    // B missed the invalidation of the category A created during the outage.
    expect(await categories(b)).toHaveLength(1);
    expect(logged('the read and page caches start afresh')).toBe(true);
    expect(logged('rate limits are shared again')).toBe(true);

    const socketOnB = await adminSocket(b);
    const event = heard(socketOnB, REALTIME_EVENTS.messages, 1000);
    expect(
      (await a.inject({ method: 'POST', url: '/api/contact', payload: contact, remoteAddress: '10.80.0.4' }))
        .statusCode,
    ).toBe(201);
    expect(await event).toBe(true);
  });
});
