// `npm run size`: the first-load JavaScript and CSS of every public route (gzip and
// brotli), each chunk listed, read from the HTML the built server sends (its script and
// modulepreload tags come from the build manifest), against perf-budget.json.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PUBLIC_STATIC_PATHS } from '../../src/contract';
import { ROOT, startBuiltServer } from './built-server';
import { firstLoad, publicPaths, type FirstLoad } from './first-load';

const KB = 1024;
const kb = (bytes: number) => (bytes / KB).toFixed(1).padStart(6);
const budgets = (
  JSON.parse(readFileSync(path.join(ROOT, 'perf-budget.json'), 'utf8')) as {
    firstLoadJsGzipKB: Record<string, number>;
  }
).firstLoadJsGzipKB;
/** A route's budget: its path's own, its detail template's (`/blogs/*`), or the default. */
export const budgetOf = (route: string): number => {
  const pathname = route.split('?')[0]!;
  return budgets[pathname] ?? budgets[pathname.replace(/^(\/[^/]+)\/.+$/, '$1/*')] ?? budgets.default!;
};

function print(loads: FirstLoad[]): void {
  console.log('\nFirst load of each public route (KB; every file compressed on its own, as served)\n');
  console.log(`${'route'.padEnd(30)}  JS gzip    br  files  budget   CSS inline gzip   CSS files gzip`);
  for (const l of loads) {
    const over = l.gzip > budgetOf(l.path) * KB ? '  OVER' : '';
    const cssFiles = l.css.files.reduce((sum, f) => sum + f.gzip, 0);
    console.log(
      `${l.path.padEnd(30)} ${kb(l.gzip)} ${kb(l.brotli)} ${String(l.chunks.length).padStart(6)} ${String(budgetOf(l.path)).padStart(7)}  ${kb(l.css.inline.gzip)} (${kb(l.css.inline.bytes)} raw) ${kb(cssFiles)}${over}`,
    );
  }
  const all = new Map<string, { chunk: FirstLoad['chunks'][number]; routes: number }>();
  for (const l of loads)
    for (const c of l.chunks) all.set(c.url, { chunk: c, routes: (all.get(c.url)?.routes ?? 0) + 1 });
  console.log(`\nChunks (raw, gzip, brotli KB; on how many of the ${loads.length} routes)\n`);
  for (const { chunk, routes } of [...all.values()].sort((a, b) => b.chunk.gzip - a.chunk.gzip)) {
    console.log(
      `${chunk.url.padEnd(52)} ${kb(chunk.bytes)} ${kb(chunk.gzip)} ${kb(chunk.brotli)}  ${
        routes === loads.length
          ? 'every route'
          : `${routes} route${routes > 1 ? 's' : ''}: ${loads
              .filter((l) => l.chunks.some((c) => c.url === chunk.url))
              .map((l) => l.path.split('?')[0])
              .join(' ')}`
      }`,
    );
  }
}

const server = await startBuiltServer();
try {
  const loads = await Promise.all(
    (await publicPaths(server.url, PUBLIC_STATIC_PATHS)).map((p) => firstLoad(server.url, p)),
  );
  print(loads);
  const over = loads.filter((l) => l.gzip > budgetOf(l.path) * KB);
  if (over.length) {
    console.log(`\n${over.length} route(s) over budget (perf-budget.json).`);
    process.exitCode = 1;
  }
} finally {
  await server.stop();
}
