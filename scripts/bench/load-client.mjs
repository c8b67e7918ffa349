// One group of `npm run bench:load` (./load.ts), in a process of its own so that the
// groups' autocannon loops do not queue behind one another (that would be measured as the
// server's latency). Prints one JSON line with the group's figures.
//   node scripts/bench/load-client.mjs '<json: {url, connections, seconds, paths?, posts?, rate?}>'
import autocannon from 'autocannon';

const spec = JSON.parse(process.argv[2]);
const headers = { 'accept-encoding': 'br, gzip' };
let n = 0;
// A visitor's message, a new subject each time (the same text again and again would read as spam).
const contact = () => ({
  method: 'POST',
  path: spec.path ?? '/api/contact',
  headers: { ...headers, 'content-type': 'application/json' },
  body: JSON.stringify({
    name: 'Layla Hassan',
    email: `layla${n}@example.com`,
    number: '+966522222222',
    subject: `Load ${n++}`,
    message: 'A question about SPSS during the load test.',
  }),
});

const result = await autocannon({
  url: spec.url,
  connections: spec.connections,
  duration: spec.seconds,
  pipelining: 1,
  timeout: 10,
  headers,
  ...(spec.rate ? { overallRate: spec.rate } : {}),
  requests: spec.posts
    ? [{ setupRequest: (request) => ({ ...request, ...contact() }) }]
    : spec.paths.map((path) => ({ method: 'GET', path })),
  // Bodies are read and counted, not decoded into strings (see harness.mjs: that decode
  // would measure autocannon on this 2-core machine).
  setupClient: (client) => {
    client.pipelinedRequests.addBody = () => {};
  },
});

console.log(
  JSON.stringify({
    requests: result.requests.total,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    statuses: Object.fromEntries(
      Object.entries(result.statusCodeStats ?? {}).map(([code, s]) => [code, s.count]),
    ),
  }),
);
