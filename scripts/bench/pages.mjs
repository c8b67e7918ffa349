// `npm run bench:pages` (README "Performance"): in one run, rounds back to back (./harness.mjs):
// - a bare Fastify route, and cached public pages (`/` and a post, in Arabic and English)
//   sent as a browser asks for them (br), each with its ratio to the bare route;
// - the uncached render rate of `/` (pages/s, in Arabic and English): a server of its own
//   with its page cache off (PAGE_CACHE_MAX=0), asked by one connection at a time, so every
//   answer is a render (with more, requests for the same page join the render under way),
//   sent uncompressed so that the figure is the render's, not brotli's.
import {
  CONNECTIONS,
  DURATION,
  ROUNDS,
  median,
  measureRoute,
  run,
  runMeasured,
  startServer,
} from './harness.mjs';

const n = (value) => String(Math.round(value));
const bare = await startServer('bare');
let app = await startServer('pages');
let base = `http://127.0.0.1:${app.port}`;
const bareUrl = `http://127.0.0.1:${bare.port}/bare`;
const rows = [];
const renders = [];
try {
  const blogs = await (await fetch(`${base}/api/blogs`)).json();
  const post = `/blogs/post?blog_id=${blogs[0].blog_id}`;
  await run(bareUrl, 1);
  for (const [label, path] of [
    ['/', '/'],
    ['a post', post],
  ]) {
    for (const lang of ['ar', 'en']) {
      const url = `${base}${path}${path.includes('?') ? '&' : '?'}lang=${lang}`;
      const probe = await fetch(url, { headers: { 'accept-encoding': 'br' } });
      const bytes = (await probe.arrayBuffer()).byteLength;
      const m = await measureRoute(
        bareUrl,
        url,
        `http://127.0.0.1:${bare.port}/bytes/${Number(probe.headers.get('content-length')) || bytes}`,
        { bare: bare.pid, route: app.pid },
      );
      rows.push({
        page: `${label} (${lang})`,
        bytes: Number(probe.headers.get('content-length')) || bytes,
        ...m,
      });
    }
  }
  // The same content, every page rendered: the cached server's work is done.
  app.child.kill('SIGTERM');
  app = await startServer('pages', '', { PAGE_CACHE_MAX: '0' });
  base = `http://127.0.0.1:${app.port}`;
  for (const lang of ['ar', 'en']) {
    await run(`${base}/?lang=${lang}`, 1, { headers: {}, connections: 1 }); // warm-up: JIT, the read cache
    const perRound = [];
    for (let round = 0; round < ROUNDS; round++) {
      const { result, serverUsPerAnswer } = await runMeasured(`${base}/?lang=${lang}`, app.pid, {
        headers: {},
        connections: 1,
      });
      if (result.non2xx > 0) console.warn(`uncached ${lang}: ${result.non2xx} non-2xx answers (not counted)`);
      // Pages rendered: a 503 (shed) or any other non-2xx answer is not one.
      perRound.push({
        rps: result['2xx'] / DURATION,
        p99: result.latency.p99,
        cpuMs: serverUsPerAnswer / 1000,
      });
    }
    renders.push({
      lang,
      rps: median(perRound.map((r) => r.rps)),
      p99: median(perRound.map((r) => r.p99)),
      cpuMs: median(perRound.map((r) => r.cpuMs)),
      each: perRound.map((r) => n(r.rps)).join(' '),
    });
  }
} finally {
  app.child.kill('SIGTERM');
  bare.child.kill('SIGTERM');
}

console.log(
  `\nautocannon: ${CONNECTIONS} connections, ${ROUNDS} rounds of ${DURATION} s; medians over the rounds. "bare" is a plain`,
);
console.log(
  'Fastify route answering 17 bytes, measured next to the page in each round; "same bytes" a bare route answering as many bytes.',
);
console.log(
  '"server µs" is the serving process\'s CPU per answer; "client CPU" how busy autocannon was (% of a core): near 100, the',
);
console.log(
  'req/s are bounded by the client reading the bytes, and the server µs say what the server itself spends.\n',
);
console.log(
  'cached page        bytes (br)  bare req/s  page req/s  p99 ms  ratio to bare  ratio to same bytes  server µs bare / page  client CPU  ratio to bare, each round',
);
for (const r of rows) {
  console.log(
    `${r.page.padEnd(18)} ${String(r.bytes).padStart(10)} ${n(r.bare).padStart(11)} ${n(r.rps).padStart(11)} ${String(r.p99).padStart(7)}  ${r.ratio.toFixed(2).padStart(13)}  ${r.sameRatio.toFixed(2).padStart(19)}  ${`${n(r.bareUs)} / ${n(r.routeUs)}`.padStart(21)}  ${`${n(r.clientCpu)} %`.padStart(10)}  ${r.perRound}`,
  );
}
console.log('\nuncached render of / (page cache off, one connection)');
console.log('                       pages/s  p99 ms  server CPU ms per page  pages/s, each round');
for (const r of renders)
  console.log(
    `${r.lang.padEnd(22)} ${n(r.rps).padStart(8)} ${String(r.p99).padStart(7)}  ${r.cpuMs.toFixed(1).padStart(22)}  ${r.each}`,
  );
