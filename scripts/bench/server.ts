// One server for the API benchmark, in its own process so autocannon (in the parent)
// does not share its event loop: `bare` is a plain Fastify route, `app` the real API
// with the demo content. Prints `READY <port> <media-url> <pid>` when listening (the pid of the
// process that serves, for its CPU time: tsx runs this file in a child of its own).
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/client';
import { services } from '../../src/server/db/schema';

const [mode, kind] = process.argv.slice(2);
// Exit cleanly (so --cpu-prof can write its profile) when the benchmark stops us.
process.on('SIGTERM', () => process.exit(0));

if (mode === 'pages') {
  // The production build as `npm start` serves it (pages, their cache, the API) with the
  // demo content; stopped with this process.
  const { startBuiltServer } = await import('../perf/built-server');
  // Load shedding off: the render rate is a measure of how fast pages render, and with it
  // on, 20 connections of renders are mostly quick 503s (decision 0014).
  const server = await startBuiltServer({
    API_RATE_MAX: '100000000',
    LOG_LEVEL: 'error',
    MAX_EVENT_LOOP_LAG_MS: '3600000',
  });
  process.removeAllListeners('SIGTERM');
  process.on('SIGTERM', () => void server.stop().then(() => process.exit(0)));
  console.log(`READY ${new URL(server.url).port} - ${server.pid}`);
} else if (mode === 'bare') {
  const bare = Fastify({ logger: false });
  bare.get('/bare', async () => ({ hello: 'world' }));
  // bench:load's control for its form posts.
  bare.post('/bare', async () => ({ hello: 'world' }));
  // The control for a route's payload: a bare route answering the same number of bytes
  // (a 12 KB answer costs the client and the kernel more than 17 bytes, whatever serves it).
  const bodies = new Map<number, Buffer>();
  bare.get<{ Params: { n: string } }>('/bytes/:n', async (request, reply) => {
    const n = Math.min(Number(request.params.n) || 0, 5_000_000);
    let body = bodies.get(n);
    if (!body) bodies.set(n, (body = randomBytes(n)));
    return reply.type('application/octet-stream').send(body);
  });
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const address = bare.server.address() as { port: number };
  console.log(`READY ${address.port} - ${process.pid}`);
} else {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    JWT_SECRET: 'b'.repeat(40),
    // The benchmark measures throughput, not the per-IP limit.
    API_RATE_MAX: '100000000',
    // The demo images, encoded once for every server a benchmark starts (decision 0038).
    SEED_IMAGE_CACHE_DIR: process.env.SEED_IMAGE_CACHE_DIR,
    ...(kind === 'postgres' ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}),
  });
  const database = await openDatabase(
    kind === 'postgres'
      ? { kind: 'postgres', url: config.DATABASE_URL as string }
      : { kind: 'pglite', dataDir },
  );
  const app = await buildApp({ config, database, logger: false });
  const { seedDemoContent } = await import('../../src/server/seed/run');
  await seedDemoContent(app);
  const [first] = await database.db.select({ url: services.service_header_url }).from(services).limit(1);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address() as { port: number };
  console.log(`READY ${address.port} ${first?.url ?? '-'} ${process.pid}`);
}
