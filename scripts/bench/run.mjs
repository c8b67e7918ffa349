// `npm run bench:api`: autocannon against a bare Fastify route and the cached public API
// routes plus one /media image, on PGlite and on PostgreSQL, in one run. Prints req/s,
// p99 latency and each route's ratio to the bare route (issue 3 §13).
//
// This machine's two cores are shared by autocannon, the servers and, often, other guests
// (its speed moves by ±30 % from one run to the next). So each route is measured in
// BENCH_ROUNDS rounds of (bare, route, bare route sending the same bytes), back to back,
// and the table gives the medians: a ratio from one round compares runs seconds apart.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const DURATION = Number(process.env.BENCH_SECONDS ?? 3);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const PG_BASE = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

function startServer(mode, kind, env = {}) {
  const child = spawn(path.join(ROOT, 'node_modules/.bin/tsx'), ['scripts/bench/server.ts', mode, kind ?? ''], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout });
    lines.on('line', (line) => {
      const m = /^READY (\d+) (\S+)/.exec(line);
      if (m) resolve({ child, port: Number(m[1]), mediaUrl: m[2] === '-' ? undefined : m[2] });
    });
    child.once('exit', (code) => reject(new Error(`${mode} server exited with ${code}`)));
  });
}

// Sent like a browser: every browser asks for compressed answers.
const ACCEPT = { 'accept-encoding': 'br, gzip' };
// autocannon appends every body chunk to a per-request string (`body += chunk`: a UTF-8
// decode of the compressed bytes) for body checks this benchmark does not use. On this
// 2-core machine, where autocannon shares the cores with the server, that decode capped a
// 12 KB answer near 40 % of a 17-byte one whatever served it, so it measured autocannon.
// Dropping the body (the bytes are still read and counted) leaves the server measured.
const dropBody = (client) => {
  client.pipelinedRequests.addBody = () => {};
};
const run = (url, duration = DURATION) =>
  new Promise((resolve, reject) => {
    autocannon(
      { url, duration, connections: CONNECTIONS, pipelining: 1, headers: ACCEPT, setupClient: dropBody },
      (err, result) => (err ? reject(err) : resolve(result)),
    );
  });

async function withPostgresDatabase(fn) {
  const name = `bench_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: PG_BASE });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(PG_BASE);
  url.pathname = `/${name}`;
  try {
    return await fn(url.href);
  } finally {
    const cleanup = new pg.Client({ connectionString: PG_BASE });
    await cleanup.connect();
    await cleanup.query(`drop database if exists ${name} with (force)`);
    await cleanup.end();
  }
}

const median = (values) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)];

/** Rounds of (bare, route, same bytes); medians of req/s, p99 and the per-round ratios. */
async function measureRoute(bareUrl, routeUrl, sameBytesUrl) {
  await run(routeUrl, 1); // warm-up: JIT, the cache entry and its compressed body
  const rounds = [];
  for (let i = 0; i < ROUNDS; i++) {
    const bare = await run(bareUrl);
    const route = await run(routeUrl);
    if (route.non2xx > 0) console.warn(`${routeUrl}: ${route.non2xx} non-2xx answers`);
    const same = await run(sameBytesUrl);
    rounds.push({ bare: bare.requests.average, rps: route.requests.average, p99: route.latency.p99, same: same.requests.average });
  }
  return {
    bare: median(rounds.map((r) => r.bare)),
    rps: median(rounds.map((r) => r.rps)),
    p99: median(rounds.map((r) => r.p99)),
    ratio: median(rounds.map((r) => r.rps / r.bare)),
    sameRatio: median(rounds.map((r) => r.rps / r.same)),
    perRound: rounds.map((r) => (r.rps / r.bare).toFixed(2)).join(' '),
  };
}

const rows = [];
const bare = await startServer('bare');
try {
  await run(`http://127.0.0.1:${bare.port}/bare`, 1);
  for (const kind of ['pglite', 'postgres']) {
    const measure = async (env) => {
      const app = await startServer('app', kind, env);
      try {
        const routes = ['/api/services', '/api/blogs', '/api/translations/ui', ...(app.mediaUrl ? [app.mediaUrl] : [])];
        for (const route of routes) {
          // Bytes on the wire (fetch would hand back the decompressed body).
          const probe = await fetch(`http://127.0.0.1:${app.port}${route}`, { headers: ACCEPT });
          await probe.arrayBuffer();
          const size = Number(probe.headers.get('content-length'));
          const m = await measureRoute(`http://127.0.0.1:${bare.port}/bare`, `http://127.0.0.1:${app.port}${route}`, `http://127.0.0.1:${bare.port}/bytes/${size}`);
          rows.push({ backend: kind, route: route.startsWith('/media/') ? `/media/<image>.webp` : route, bytes: size, ...m });
        }
      } finally {
        app.child.kill('SIGTERM');
      }
    };
    if (kind === 'postgres') await withPostgresDatabase((url) => measure({ BENCH_DATABASE_URL: url }));
    else await measure({});
  }
} finally {
  bare.child.kill('SIGTERM');
}

const n = (value) => String(Math.round(value));
console.log(`\nautocannon: ${CONNECTIONS} connections, ${ROUNDS} rounds of ${DURATION} s per route; medians over the rounds`);
console.log('"bare" is a plain Fastify route answering 17 bytes, measured in each round next to the route;');
console.log('"same bytes" a bare route answering as many bytes as the route does (br/gzip as a browser asks).\n');
console.log('backend   route                        bytes  bare req/s  route req/s  p99 ms  ratio to bare  ratio to same bytes  ratio to bare, each round');
for (const r of rows) {
  console.log(
    `${r.backend.padEnd(9)} ${r.route.padEnd(26)} ${String(r.bytes).padStart(7)} ${n(r.bare).padStart(11)} ${n(r.rps).padStart(12)} ${String(r.p99).padStart(7)}  ${r.ratio.toFixed(2).padStart(13)}  ${r.sameRatio.toFixed(2).padStart(19)}  ${r.perRound}`,
  );
}
