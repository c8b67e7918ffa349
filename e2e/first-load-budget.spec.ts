import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PUBLIC_STATIC_PATHS } from '../src/contract';
import { baseURL } from './browser';
import { firstLoadJs } from './first-load';

const BUDGET = JSON.parse(readFileSync(new URL('../perf-budget.json', import.meta.url), 'utf8')) as { firstLoadJsGzipKB: number };
const KB = 1024;
/** A budget far above what pages load guards nothing: lower it when the pages shrink. */
const MAX_SLACK_KB = 15;

/** Issue 8 §4: the first-load JavaScript of every public route stays within the committed budget. */
describe('first-load JavaScript budget', () => {
  it(`keeps every public page at or under ${BUDGET.firstLoadJsGzipKB} KB gzip`, async () => {
    const blogs = (await (await fetch(`${baseURL()}/api/blogs`)).json()) as { blog_id: number }[];
    const paths = [...PUBLIC_STATIC_PATHS, `/blogs/post?blog_id=${blogs[0]!.blog_id}`];
    const loads = await Promise.all(paths.map((path) => firstLoadJs(baseURL(), path)));
    const table = loads.map((l) => `${l.path.padEnd(28)} ${(l.gzip / KB).toFixed(1).padStart(6)} KB in ${l.chunks.length} chunks`);
    console.log(`first-load JS (gzip), budget ${BUDGET.firstLoadJsGzipKB} KB:\n${table.join('\n')}`);
    for (const load of loads) expect(load.chunks.length, load.path).toBeGreaterThan(0);
    const over = loads.filter((l) => l.gzip > BUDGET.firstLoadJsGzipKB * KB).map((l) => `${l.path}: ${(l.gzip / KB).toFixed(1)} KB`);
    expect(over).toEqual([]);
    const largest = Math.max(...loads.map((l) => l.gzip));
    expect(BUDGET.firstLoadJsGzipKB * KB - largest, 'the budget has more than 15 KB of slack: lower it in perf-budget.json').toBeLessThanOrEqual(MAX_SLACK_KB * KB);
  });
});
