// `npm run bench:api`: autocannon against a bare Fastify route and the cached public API
// routes plus one /media image, on PGlite and on PostgreSQL, in one run. Prints req/s,
// p99 latency and each route's ratio to the bare route (decision 0006). How rounds are
// measured: ./harness.mjs.
import {
  ACCEPT,
  CONNECTIONS,
  DURATION,
  ROUNDS,
  measureRoute,
  run,
  startServer,
  withPostgresDatabase,
} from './harness.mjs';

const rows = [];
const bare = await startServer('bare');
try {
  await run(`http://127.0.0.1:${bare.port}/bare`, 1);
  for (const kind of ['pglite', 'postgres']) {
    const measure = async (env) => {
      const app = await startServer('app', kind, env);
      try {
        const routes = [
          '/api/services',
          '/api/blogs',
          '/api/translations/ui',
          ...(app.mediaUrl ? [app.mediaUrl] : []),
        ];
        for (const route of routes) {
          // Bytes on the wire (fetch would hand back the decompressed body).
          const probe = await fetch(`http://127.0.0.1:${app.port}${route}`, { headers: ACCEPT });
          await probe.arrayBuffer();
          const size = Number(probe.headers.get('content-length'));
          const m = await measureRoute(
            `http://127.0.0.1:${bare.port}/bare`,
            `http://127.0.0.1:${app.port}${route}`,
            `http://127.0.0.1:${bare.port}/bytes/${size}`,
            { bare: bare.pid, route: app.pid },
          );
          rows.push({
            backend: kind,
            route: route.startsWith('/media/') ? `/media/<image>.webp` : route,
            bytes: size,
            ...m,
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

const n = (value) => String(Math.round(value));
console.log(
  `\nautocannon: ${CONNECTIONS} connections, ${ROUNDS} rounds of ${DURATION} s per route; medians over the rounds`,
);
console.log('"bare" is a plain Fastify route answering 17 bytes, measured in each round next to the route;');
console.log(
  '"same bytes" a bare route answering as many bytes as the route does (br/gzip as a browser asks).\n',
);
console.log(
  '"server µs": the serving process\'s CPU per answer; "client CPU": how busy autocannon was (% of a core).\n',
);
console.log(
  'backend   route                        bytes  bare req/s  route req/s  p99 ms  ratio to bare  ratio to same bytes  server µs bare / route  client CPU  ratio to bare, each round',
);
for (const r of rows) {
  console.log(
    `${r.backend.padEnd(9)} ${r.route.padEnd(26)} ${String(r.bytes).padStart(7)} ${n(r.bare).padStart(11)} ${n(r.rps).padStart(12)} ${String(r.p99).padStart(7)}  ${r.ratio.toFixed(2).padStart(13)}  ${r.sameRatio.toFixed(2).padStart(19)}  ${`${n(r.bareUs)} / ${n(r.routeUs)}`.padStart(22)}  ${`${n(r.clientCpu)} %`.padStart(10)}  ${r.perRound}`,
  );
}
