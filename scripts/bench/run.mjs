// `npm run bench:api`: autocannon against a bare Fastify route and the cached public API
// routes plus one /media image, on PGlite and on PostgreSQL, in one run. Prints req/s,
// p99 latency and each route's ratio to the bare route (issue 3 §13).
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
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
const run = (url) =>
  new Promise((resolve, reject) => {
    autocannon(
      { url, duration: DURATION, connections: CONNECTIONS, pipelining: 1, headers: ACCEPT, setupClient: dropBody },
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

const rows = [];
const bare = await startServer('bare');
try {
  for (const kind of ['pglite', 'postgres']) {
    const measure = async (env) => {
      const app = await startServer('app', kind, env);
      try {
        const bareResult = await run(`http://127.0.0.1:${bare.port}/bare`);
        const base = bareResult.requests.average;
        rows.push({ backend: kind, route: 'bare Fastify /bare', bytes: 17, rps: base, p99: bareResult.latency.p99, ratio: 1, sameBytes: base });
        const routes = ['/api/services', '/api/blogs', '/api/translations/ui', ...(app.mediaUrl ? [app.mediaUrl] : [])];
        for (const route of routes) {
          // Bytes on the wire (fetch would hand back the decompressed body).
          const probe = await fetch(`http://127.0.0.1:${app.port}${route}`, { headers: ACCEPT });
          await probe.arrayBuffer();
          const size = Number(probe.headers.get('content-length'));
          const r = await run(`http://127.0.0.1:${app.port}${route}`);
          if (r.non2xx > 0) console.warn(`${route}: ${r.non2xx} non-2xx answers`);
          const same = await run(`http://127.0.0.1:${bare.port}/bytes/${size}`);
          rows.push({
            backend: kind,
            route: route.startsWith('/media/') ? `/media/<image>.webp` : route,
            bytes: size,
            rps: r.requests.average,
            p99: r.latency.p99,
            ratio: r.requests.average / base,
            sameBytes: same.requests.average,
          });
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

console.log(`\nautocannon: ${CONNECTIONS} connections, ${DURATION} s per route, 2 cores shared by client and servers\n`);
console.log('"same bytes" is a bare Fastify route answering as many bytes as the route does (br/gzip as a browser asks).\n');
console.log('backend   route                        bytes    req/s   p99 ms  ratio to bare  bare same bytes  ratio to same bytes');
for (const r of rows) {
  console.log(
    `${r.backend.padEnd(9)} ${r.route.padEnd(26)} ${String(r.bytes).padStart(7)} ${String(Math.round(r.rps)).padStart(8)} ${String(r.p99).padStart(8)}  ${r.ratio.toFixed(2).padStart(13)}  ${String(Math.round(r.sameBytes)).padStart(15)}  ${(r.rps / r.sameBytes).toFixed(2).padStart(19)}`,
  );
}
