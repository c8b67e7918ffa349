import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PUBLIC_STATIC_PATHS } from '../src/contract';
import { baseURL } from './browser';
import { firstLoad, publicPaths } from '../scripts/perf/first-load';

const BUDGET = JSON.parse(readFileSync(new URL('../perf-budget.json', import.meta.url), 'utf8')) as {
  firstLoadJsGzipKB: { default: number } & Record<string, number>;
};
/** A route's budget in KB: its path's own, its detail template's (`/blogs/*`), or the default. */
const budgetOf = (path: string): number => {
  const pathname = path.split('?')[0]!;
  const budgets = BUDGET.firstLoadJsGzipKB;
  return budgets[pathname] ?? budgets[pathname.replace(/^(\/[^/]+)\/.+$/, '$1/*')] ?? budgets.default;
};
const KB = 1024;
/** A budget far above what pages load guards nothing: lower it when the pages shrink. */
const MAX_SLACK_KB = 15;

/** DESIGN §8 (decision 0011): the first-load JavaScript of every public route stays within the committed budget. */
describe('first-load JavaScript budget', () => {
  it('keeps every public page within its budget', async () => {
    const paths = await publicPaths(baseURL(), PUBLIC_STATIC_PATHS);
    const loads = await Promise.all(paths.map((path) => firstLoad(baseURL(), path)));
    const table = loads.map(
      (l) =>
        `${l.path.padEnd(28)} ${(l.gzip / KB).toFixed(1).padStart(6)} KB in ${String(l.chunks.length).padStart(2)} chunks, budget ${budgetOf(l.path)} KB`,
    );
    console.log(`first-load JS (gzip):\n${table.join('\n')}`);
    for (const load of loads) expect(load.chunks.length, load.path).toBeGreaterThan(0);
    const over = loads
      .filter((l) => l.gzip > budgetOf(l.path) * KB)
      .map((l) => `${l.path}: ${(l.gzip / KB).toFixed(1)} KB > ${budgetOf(l.path)} KB`);
    expect(over).toEqual([]);
    const slack = loads
      .filter((l) => budgetOf(l.path) * KB - l.gzip > MAX_SLACK_KB * KB)
      .map((l) => `${l.path}: ${(l.gzip / KB).toFixed(1)} KB, budget ${budgetOf(l.path)} KB`);
    expect(slack, 'more than 15 KB of slack: lower the budget in perf-budget.json').toEqual([]);
  });

  it("loads no react-router on a public page: it is the back-office's (decision 0015)", async () => {
    const paths = await publicPaths(baseURL(), PUBLIC_STATIC_PATHS);
    const loads = await Promise.all(paths.map((path) => firstLoad(baseURL(), path)));
    const urls = [...new Set(loads.flatMap((l) => l.chunks.map((c) => c.url)))];
    const bodies = await Promise.all(
      urls.map(async (url) => ({ url, text: await (await fetch(new URL(url, baseURL()))).text() })),
    );
    expect(bodies.filter((b) => b.text.includes(ROUTER_MARK)).map((b) => b.url)).toEqual([]);
    // The mark is react-router's: the chunk the entry loads for /login and /system has it.
    const entry = bodies.find((b) => /\/index-[\w-]+\.js$/.test(b.url));
    const routerApp = entry && /router-app-[\w-]+\.js/.exec(entry.text)?.[0];
    expect(routerApp, 'the entry loads the router app on demand').toBeTruthy();
    expect(await (await fetch(new URL(`/assets/${routerApp}`, baseURL()))).text()).toContain(ROUTER_MARK);
  });
});

/** A message of react-router's own hooks, in whatever chunk carries them. */
const ROUTER_MARK = 'may be used only in the context of a <Router>';
