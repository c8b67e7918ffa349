// What the benchmarks share (bench:api, bench:pages): servers in their own processes,
// autocannon runs, and rounds measured back to back.
//
// This machine's two cores are shared by autocannon, the servers and, often, other guests
// (its speed moves by ±30 % from one run to the next). So each route is measured in
// BENCH_ROUNDS rounds of (bare, route, bare route sending the same bytes), back to back,
// and the tables give the medians: a ratio from one round compares runs seconds apart.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const DURATION = Number(process.env.BENCH_SECONDS ?? 3);
export const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
export const PG_BASE =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';

export function startServer(mode, kind, env = {}) {
  const child = spawn(
    path.join(ROOT, 'node_modules/.bin/tsx'),
    ['scripts/bench/server.ts', mode, kind ?? ''],
    {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout });
    lines.on('line', (line) => {
      const m = /^READY (\d+) (\S+) (\d+)/.exec(line);
      if (m)
        resolve({ child, port: Number(m[1]), mediaUrl: m[2] === '-' ? undefined : m[2], pid: Number(m[3]) });
    });
    child.once('exit', (code) => reject(new Error(`${mode} server exited with ${code}`)));
  });
}

// Sent like a browser: every browser asks for compressed answers.
export const ACCEPT = { 'accept-encoding': 'br, gzip' };
// autocannon appends every body chunk to a per-request string (`body += chunk`: a UTF-8
// decode of the compressed bytes) for body checks this benchmark does not use. On this
// 2-core machine, where autocannon shares the cores with the server, that decode capped a
// 12 KB answer near 40 % of a 17-byte one whatever served it, so it measured autocannon.
// Dropping the body (the bytes are still read and counted) leaves the server measured.
const dropBody = (client) => {
  client.pipelinedRequests.addBody = () => {};
};
export const run = (url, duration = DURATION, options = {}) =>
  new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        duration,
        connections: CONNECTIONS,
        pipelining: 1,
        headers: ACCEPT,
        setupClient: dropBody,
        ...options,
      },
      (err, result) => (err ? reject(err) : resolve(result)),
    );
  });

/**
 * CPU time (ms, user + system) a process has used so far, from Linux's /proc: utime and
 * stime are the 14th and 15th fields, in clock ticks of 10 ms.
 */
export function cpuMsOf(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * A run, with what it cost: the server's CPU per answer (µs) and how busy this process,
 * the client, was (% of one core). On two cores shared by both, a client near 100 % means
 * the req/s measure the client's work as much as the server's.
 */
export async function runMeasured(url, serverPid, options = {}) {
  const server = cpuMsOf(serverPid);
  const client = process.cpuUsage();
  const started = performance.now();
  const result = await run(url, DURATION, options);
  const elapsed = performance.now() - started;
  const { user, system } = process.cpuUsage(client);
  return {
    result,
    serverUsPerAnswer: ((cpuMsOf(serverPid) - server) * 1000) / Math.max(1, result.requests.total),
    clientCpu: (100 * (user + system)) / 1000 / elapsed,
  };
}

export async function withPostgresDatabase(fn) {
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

export const median = (values) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)];

/**
 * Rounds of (bare, route, same bytes); medians of req/s, p99, the per-round ratios and the
 * CPU each costs (`runMeasured`). `pids`: the processes serving the bare route and the route.
 */
export async function measureRoute(bareUrl, routeUrl, sameBytesUrl, pids) {
  await run(routeUrl, 1); // warm-up: JIT, the cache entry and its compressed body
  const rounds = [];
  for (let i = 0; i < ROUNDS; i++) {
    const bare = await runMeasured(bareUrl, pids.bare);
    const route = await runMeasured(routeUrl, pids.route);
    if (route.result.non2xx > 0) console.warn(`${routeUrl}: ${route.result.non2xx} non-2xx answers`);
    const same = await run(sameBytesUrl);
    rounds.push({
      bare: bare.result.requests.average,
      rps: route.result.requests.average,
      p99: route.result.latency.p99,
      same: same.requests.average,
      bareUs: bare.serverUsPerAnswer,
      routeUs: route.serverUsPerAnswer,
      clientCpu: route.clientCpu,
    });
  }
  return {
    bare: median(rounds.map((r) => r.bare)),
    rps: median(rounds.map((r) => r.rps)),
    p99: median(rounds.map((r) => r.p99)),
    ratio: median(rounds.map((r) => r.rps / r.bare)),
    sameRatio: median(rounds.map((r) => r.rps / r.same)),
    perRound: rounds.map((r) => (r.rps / r.bare).toFixed(2)).join(' '),
    bareUs: median(rounds.map((r) => r.bareUs)),
    routeUs: median(rounds.map((r) => r.routeUs)),
    clientCpu: median(rounds.map((r) => r.clientCpu)),
  };
}
