import { randomBytes } from 'node:crypto';
import http from 'node:http';
import pg from 'pg';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REALTIME_EVENTS } from '../contract';
import { categoryBody } from './modules/services/services.test-support';
import { TEST_DATABASE_URL } from './test/databases';
import { pdfBytes, pngDataUrl } from './test/fixtures';
import { startNginx, type Nginx } from '../../scripts/perf/nginx';
import { startInstances, type Instances } from './test/instances';
import { createOwnPostgres, type OwnPostgres } from './test/own-postgres';
import { useProcesses, withTimeout } from './test/processes';
import { restartablePort } from './test/restartable-port';
import { steadyLoad } from './test/steady-load';

/**
 * Two server processes on one PostgreSQL and one Redis behind nginx, with the config the
 * repository ships (deploy/nginx.conf; only its ports are replaced; decisions 0007, 0014
 * and 0024). Through nginx: a write on one instance reaches a websocket held by the other,
 * the next read is fresh on both, the sign-in limit is shared, and the address the limits
 * count is the visitor's (the client connects from 127.0.0.2 and 127.0.0.3; nginx from
 * 127.0.0.1). Under a steady load, a rolling restart of both instances loses no request,
 * and a PostgreSQL restart shows visitors the instances' own 503s, never nginx's 502.
 */
const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const ADMIN = { email: 'nginx@proc.test', password: 'nginx-password-1' };
const LOGIN_RATE_MAX = 3;
/** Reads a crowd keeps sending while instances or the database come and go. */
const LOAD_PATHS = ['/api/services', '/api/categories', '/api/blogs', '/api/health'];
/** The crowd's clients, each on a keep-alive connection of its own. */
const LOAD_CONNECTIONS = 16;
const basic = (password: string) => `Basic ${Buffer.from(`${ADMIN.email}:${password}`).toString('base64')}`;

/** One request through nginx from a given local address; resolves with status and body. */
function request(
  port: number,
  options: {
    path: string;
    method?: string;
    from?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
  },
): Promise<{ status: number; body: string; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: options.path,
        method: options.method ?? 'GET',
        localAddress: options.from ?? '127.0.0.2',
        headers: { ...(options.body ? { 'content-type': 'application/json' } : {}), ...options.headers },
      },
      (res) => {
        let body = '';
        res.on('data', (d: Buffer) => (body += d.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers }));
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

describe.runIf(TEST_DATABASE_URL || process.env.CI)(
  'two instances behind nginx [postgres + redis + nginx]',
  { timeout: 120_000 },
  () => {
    const { run } = useProcesses({ port: 0, prefix: 'nginx-test-' });
    let dbName = '';
    let databaseUrl = '';
    let nginx: Nginx | undefined;
    let front = 0;
    const backs: number[] = [];
    let instances: Instances | undefined;
    const sockets: Socket[] = [];

    beforeAll(async () => {
      if (!TEST_DATABASE_URL)
        throw new Error('TEST_DATABASE_URL is not set: this test needs PostgreSQL (CI requires it).');
      dbName = `t_nginx_${randomBytes(4).toString('hex')}`;
      const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await admin.connect();
      await admin.query(`create database ${dbName}`);
      await admin.end();
      const url = new URL(TEST_DATABASE_URL);
      url.pathname = `/${dbName}`;
      databaseUrl = url.href;

      const env = {
        DATABASE_URL: url.href,
        REDIS_URL: TEST_REDIS_URL,
        REDIS_PREFIX: `ngx${randomBytes(3).toString('hex')}`,
        TRUST_PROXY: 'true',
        JWT_SECRET: 'n'.repeat(40),
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        SEED_DEMO: 'false',
        LOGIN_RATE_MAX: String(LOGIN_RATE_MAX),
        FORM_EMAIL_RATE_MAX: '100000',
        API_RATE_MAX: '1000000',
      };
      instances = await startInstances(run, 2, env);
      backs.push(...instances.ports);

      nginx = await startNginx([backs[0]!, backs[1]!], { showTries: true });
      front = nginx.port;
    });

    afterAll(async () => {
      for (const socket of sockets) socket.disconnect();
      await nginx?.stop();
      await instances?.stopAll();
      if (dbName && TEST_DATABASE_URL) {
        const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
        await admin.connect();
        await admin.query(`drop database if exists ${dbName} with (force)`).finally(() => admin.end());
      }
    });

    const token = async () =>
      JSON.parse(
        (
          await request(front, {
            path: '/api/auth/token',
            headers: { authorization: basic(ADMIN.password) },
            from: '127.0.0.9',
          })
        ).body,
      ) as { jwt_token: string };

    it('a write on either instance reaches a websocket held through nginx within a second, and the next reads are fresh', async () => {
      const { jwt_token } = await token();
      const image = await pngDataUrl();
      const socket = io(`http://127.0.0.1:${front}`, {
        path: '/socket.io',
        transports: ['websocket'],
        reconnection: false,
      });
      sockets.push(socket);
      await withTimeout(
        new Promise<void>((resolve, reject) =>
          socket.once('connect', () => resolve()).once('connect_error', reject),
        ),
        5_000,
        'the websocket through nginx',
      );
      // The socket sits on one of the two; a write straight to each means one is on the other.
      for (const [i, port] of backs.entries()) {
        const heard = withTimeout(
          new Promise<void>((resolve) => socket.once(REALTIME_EVENTS.categories, () => resolve())),
          1_000,
          `the event of the write on instance ${i + 1}`,
        );
        const created = await fetch(`http://127.0.0.1:${port}/api/categories`, {
          method: 'POST',
          headers: { authorization: `Bearer ${jwt_token}`, 'content-type': 'application/json' },
          body: JSON.stringify(
            categoryBody(image, { cat_name: { en: `Category ${i + 1}`, ar: 'فئة', zh: '类别' } }),
          ),
        });
        expect(created.status, await created.clone().text()).toBe(201);
        await heard;
        // Round robin: two reads through nginx reach both instances; both know the write.
        for (let r = 0; r < 2; r++) {
          const names = (
            JSON.parse((await request(front, { path: '/api/categories' })).body) as {
              cat_name: { en: string };
            }[]
          ).map((c) => c.cat_name.en);
          expect(names).toContain(`Category ${i + 1}`);
        }
      }
    });

    it("shares the sign-in limit between the instances and counts the visitor's address, not nginx's", async () => {
      const statuses: number[] = [];
      for (let i = 0; i <= LOGIN_RATE_MAX; i++)
        statuses.push(
          (
            await request(front, {
              path: '/api/auth/token',
              headers: { authorization: basic('wrong') },
              from: '127.0.0.2',
            })
          ).status,
        );
      // Spread over both instances by round robin, counted once.
      expect(statuses).toEqual([...Array<number>(LOGIN_RATE_MAX).fill(401), 429]);
      // A forged X-Forwarded-For is overwritten by nginx: still the same visitor.
      expect(
        (
          await request(front, {
            path: '/api/auth/token',
            headers: { authorization: basic('wrong'), 'x-forwarded-for': '203.0.113.7' },
            from: '127.0.0.2',
          })
        ).status,
      ).toBe(429);
      // Another visitor (another address, the same nginx in between) is not limited.
      expect(
        (
          await request(front, {
            path: '/api/auth/token',
            headers: { authorization: basic(ADMIN.password) },
            from: '127.0.0.3',
          })
        ).status,
      ).toBe(200);
    });

    it('a rolling restart of both instances under load loses no request', async () => {
      // A connection refused by a stopping instance is retried on the other: a 200 after two tries is right.
      const load = steadyLoad(front, LOAD_PATHS, {
        connections: LOAD_CONNECTIONS,
        allowed: (outcome) => outcome.startsWith('200'),
      });
      await withTimeout(load.answers(2 * LOAD_CONNECTIONS), 20_000, 'the load starting');
      // As the README's rolling restart says: one instance, then the next once it is healthy.
      await instances!.restart(0);
      await instances!.restart(1);
      // The load goes on through both restarted instances.
      await withTimeout(load.answers(4 * LOAD_CONNECTIONS), 20_000, 'the load after the restart');
      const tally = await load.stop();
      expect(tally.firstUnexpected, JSON.stringify(tally.outcomes)).toEqual([]);
      expect(tally.total).toBeGreaterThan(100);
    });

    it('takes the parts of one upload on either instance, and a send repeated with its Idempotency-Key on the other makes one request', async () => {
      // Decisions 0064 and 0061: the upload's parts and the keys are in PostgreSQL, so
      // nginx's round robin needs no sticky route.
      // Both instances back in nginx's rotation (a restart before marks one down for 2 s).
      const answering = new Set<string>();
      for (let tries = 0; answering.size < 2 && tries < 50; tries++) {
        answering.add(String((await request(front, { path: '/api/health' })).headers['x-upstream-tries']));
        if (answering.size < 2) await new Promise((r) => setTimeout(r, 100));
      }
      const pdf = pdfBytes('Chapter 3 '.repeat(250_000));
      const tus = { 'tus-resumable': '1.0.0' };
      const made = await request(front, {
        path: '/api/uploads',
        method: 'POST',
        headers: {
          ...tus,
          'upload-length': String(pdf.length),
          'upload-metadata': `filename ${Buffer.from('thesis.pdf').toString('base64')},filetype ${Buffer.from('application/pdf').toString('base64')}`,
        },
      });
      expect(made.status, made.body).toBe(201);
      const location = made.headers.location as string;
      const part = 512 * 1024;
      const servedBy = new Set<string>();
      const sendPart = (offset: number) =>
        request(front, {
          path: location,
          method: 'PATCH',
          headers: {
            ...tus,
            'upload-offset': String(offset),
            'content-type': 'application/offset+octet-stream',
          },
          body: pdf.subarray(offset, offset + part),
        });
      for (let offset = 0; offset < pdf.length; offset += part) {
        const sent = await sendPart(offset);
        expect(sent.status, sent.body).toBe(204);
        servedBy.add(String(sent.headers['x-upstream-tries']));
        // The same part again, a retry that crossed the first: refused by whichever instance gets it.
        if (offset === part) expect((await sendPart(offset)).status).toBe(409);
      }
      expect([...servedBy]).toHaveLength(2);

      const email = `nginx-${randomBytes(3).toString('hex')}@example.com`;
      const body = JSON.stringify({
        request_name: 'Student behind nginx',
        request_desc: 'SPSS',
        request_email: email,
        request_phone: '+966500000000',
        request_address: 'Riyadh',
        request_uploads: [location.split('/').pop()],
      });
      const key = `nginx-${randomBytes(8).toString('hex')}`;
      const send = () =>
        request(front, { path: '/api/requests', method: 'POST', headers: { 'idempotency-key': key }, body });
      const first = await send();
      const again = await send();
      expect(first.status, first.body).toBe(201);
      expect(again.status).toBe(201);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(JSON.parse(again.body)).toEqual(JSON.parse(first.body));
      expect(again.headers['x-upstream-tries']).not.toBe(first.headers['x-upstream-tries']);
      const db = new pg.Client({ connectionString: databaseUrl });
      await db.connect();
      const rows = await db
        .query('select request_documents from requests where request_email = $1', [email])
        .finally(() => db.end());
      expect(rows.rows).toHaveLength(1);
      expect(rows.rows[0].request_documents[0].size).toBe(pdf.length);
    });

    it('refuses a body over our largest limit at nginx, in a 413', async () => {
      const res = await request(front, {
        path: '/api/requests',
        method: 'POST',
        headers: { 'content-length': String(80 * 1024 * 1024) },
        from: '127.0.0.4',
      }).catch((error: Error) => ({ status: -1, body: error.message }));
      expect(res.status).toBe(413);
    });
  },
);

describe.runIf(TEST_DATABASE_URL || process.env.CI)(
  'behind nginx while PostgreSQL restarts [own postgres + redis + nginx]',
  { timeout: 120_000 },
  () => {
    const { run } = useProcesses({ port: 0, prefix: 'nginx-pg-test-' });
    let cluster: OwnPostgres | undefined;
    let instances: Instances | undefined;
    let nginx: Nginx | undefined;

    beforeAll(async () => {
      cluster = createOwnPostgres(await restartablePort());
      cluster.start();
      instances = await startInstances(run, 2, {
        DATABASE_URL: cluster.url,
        REDIS_URL: TEST_REDIS_URL,
        REDIS_PREFIX: `ngp${randomBytes(3).toString('hex')}`,
        TRUST_PROXY: 'true',
        JWT_SECRET: 'p'.repeat(40),
        SEED_DEMO: 'false',
        API_RATE_MAX: '1000000',
      });
      nginx = await startNginx([instances.ports[0]!, instances.ports[1]!], { showTries: true });
    });

    afterAll(async () => {
      await nginx?.stop();
      await instances?.stopAll();
      cluster?.destroy();
    });

    it("visitors get the instances' 503 (or their cached 200), never a 502, and health is back with the database", async () => {
      const front = nginx!.port;
      // The instance's own 503, not one nginx retried on the other instance: a shed page or a
      // database blip is not a failure of the instance (decision 0024).
      const load = steadyLoad(front, LOAD_PATHS, {
        connections: LOAD_CONNECTIONS,
        allowed: (outcome) => outcome === '200' || outcome === '503',
      });
      await withTimeout(load.answers(2 * LOAD_CONNECTIONS), 20_000, 'the load starting');
      cluster!.stop('fast');
      // The outage's length is the scenario: visitors keep asking through 2 s without a database.
      await new Promise((r) => setTimeout(r, 2_000));
      cluster!.start();
      // Through nginx, health answers 200 as soon as an instance has its database again
      // (the old recipe kept both instances out of its pool for seconds after).
      const back = Date.now();
      let health = 0;
      while (Date.now() - back < 3_000 && health !== 200) {
        health = (await request(front, { path: '/api/health', from: '127.0.0.6' })).status;
        if (health !== 200) await new Promise((r) => setTimeout(r, 100));
      }
      expect(health, 'health through nginx within 3 s of the database').toBe(200);
      // The load goes on with the database back.
      await withTimeout(load.answers(2 * LOAD_CONNECTIONS), 20_000, 'the load after the restart');
      const tally = await load.stop();
      expect(tally.firstUnexpected, JSON.stringify(tally.outcomes)).toEqual([]);
      // The database really was away: the instances said so.
      expect(tally.outcomes['503'] ?? 0, JSON.stringify(tally.outcomes)).toBeGreaterThan(0);
      // A 503 through nginx is the instance's own, in the visitor's language, with Retry-After.
      cluster!.stop('fast');
      try {
        const res = await request(front, {
          path: '/api/health',
          from: '127.0.0.6',
          headers: { 'accept-language': 'en' },
        });
        expect(res.status).toBe(503);
        expect(res.headers['retry-after']).toBeTruthy();
        expect((JSON.parse(res.body) as { code: string }).code).toBe('UNAVAILABLE');
      } finally {
        cluster!.start();
      }
    });
  },
);
