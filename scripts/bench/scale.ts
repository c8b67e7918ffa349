// `npm run bench:scale [-- --posts N --services N --requests N --messages N]` (decision 0028):
// the public pages, live updates, admin lists and memory with the demo content and with
// years of content, side by side. The production build on PGlite, as `npm start` runs it;
// inbox search also on PostgreSQL (TEST_DATABASE_URL, else 127.0.0.1:5432/test).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import type { BlogCardData, CardPage } from '../../src/contract';
import { openDatabase, type Database } from '../../src/server/db/client';
import { listRequests } from '../../src/server/modules/requests/requests.queries';
import { startBuiltServer, type BuiltServer } from '../perf/built-server';
import { DEFAULT_GROWTH, grow, growDataDir, type GrowBy } from './scale-content';
import { kb, medianMs, memoryOf, ms, p95Ms, table, treePeakSampler, wire } from './scale-measure';

const ADMIN = { ADMIN_EMAIL: 'bench@example.com', ADMIN_PASSWORD: 'bench-scale-2026' };
const { values } = parseArgs({
  options: {
    posts: { type: 'string' },
    services: { type: 'string' },
    requests: { type: 'string' },
    messages: { type: 'string' },
  },
});
const by: GrowBy = {
  posts: Number(values.posts ?? DEFAULT_GROWTH.posts),
  services: Number(values.services ?? DEFAULT_GROWTH.services),
  requests: Number(values.requests ?? DEFAULT_GROWTH.requests),
  messages: Number(values.messages ?? DEFAULT_GROWTH.messages),
};
const PAGES = ['/', '/blogs', '/blogs?page=2', '/services', '/faq'];
const rest = () => new Promise((r) => setTimeout(r, 5000));

type Row = Record<string, string>;

async function tokenOf(server: BuiltServer): Promise<string> {
  const basic = Buffer.from(`${ADMIN.ADMIN_EMAIL}:${ADMIN.ADMIN_PASSWORD}`).toString('base64');
  return (
    (await (
      await fetch(`${server.url}/api/auth/token`, { headers: { authorization: `Basic ${basic}` } })
    ).json()) as { jwt_token: string }
  ).jwt_token;
}

/** Everything one size of content is measured by. */
async function measure(server: BuiltServer): Promise<Row> {
  const row: Row = {};
  const auth = { authorization: `Bearer ${await tokenOf(server)}` };
  const cards = (await (
    await fetch(`${server.url}/api/blogs/cards?page=1&limit=1`)
  ).json()) as CardPage<BlogCardData>;
  const newest = cards.items[0]!;
  const detail = `/blogs/x?blog_id=${newest.blog_id}`;
  // An edit drops every cached page (decision 0028, "Not yet"): the next request of each renders.
  await fetch(`${server.url}/api/blogs/${newest.blog_id}`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ blog_author: newest.blog_author }),
  });
  for (const page of [...PAGES, detail]) {
    const name = page === detail ? 'a post' : page;
    const uncached = await wire(`${server.url}${page}`, 'identity');
    const br = await wire(`${server.url}${page}`, 'br');
    row[`${name} raw`] = kb(uncached.bytes);
    row[`${name} br`] = kb(br.bytes);
    row[`${name} uncached render`] = ms(uncached.ms);
  }
  // What an open page downloads after an edit of one of its cards (none for any other edit).
  row['/blogs?page=2 after an edit (br)'] = kb(
    (await wire(`${server.url}/api/blogs/cards?page=2&limit=6`, 'br')).bytes,
  );
  row['/ posts after an edit (br)'] = kb(
    (await wire(`${server.url}/api/blogs/cards?page=1&limit=8`, 'br')).bytes,
  );
  row['SPEC GET /api/blogs (br)'] = kb((await wire(`${server.url}/api/blogs`, 'br')).bytes);
  // The admin lists as the back-office reads them.
  const posts = await wire(`${server.url}/api/blogs/admin`, 'br', auth);
  row['/system/blogs data (br)'] = `${kb(posts.bytes)}, ${ms(posts.ms)}`;
  row['/system/blogs search "تحليل" (API)'] = ms(
    await medianMs(() => wire(`${server.url}/api/blogs/admin?q=${encodeURIComponent('تحليل')}`, 'br', auth)),
  );
  row['/system/blogs missing zh, by name (API)'] = ms(
    await medianMs(() => wire(`${server.url}/api/blogs/admin?missing=zh&sort=title`, 'br', auth)),
  );
  const inbox = await wire(`${server.url}/api/requests?limit=50`, 'br', auth);
  row['/system/requests data (br)'] = `${kb(inbox.bytes)}, ${ms(inbox.ms)}`;
  row['inbox search "محمد" (API)'] = ms(
    await medianMs(() =>
      wire(`${server.url}/api/requests?limit=50&q=${encodeURIComponent('محمد')}`, 'br', auth),
    ),
  );
  row['inbox search "#123" (API)'] = ms(
    await medianMs(() =>
      wire(`${server.url}/api/requests?limit=50&q=${encodeURIComponent('#123')}`, 'br', auth),
    ),
  );
  // The public search (decision 0065): the bar is 50 ms at p95 with 2,000 posts and 300 services.
  const searches = [
    ['الترجمه', 'ar'],
    ['التَّرْجَمَة', 'ar'],
    ['التحليل الاحصائي', 'ar'],
    ['spss', 'en'],
    ['statistcal analysis', 'en'],
    ['论文写作', 'zh'],
  ] as const;
  row['site search p95 (API, 6 queries × 10)'] = ms(
    await p95Ms(
      searches.map(
        ([q, lang]) =>
          () =>
            wire(`${server.url}/api/search?q=${encodeURIComponent(q)}&lang=${lang}`, 'br'),
      ),
    ),
  );
  await rest();
  row['RSS at rest after use'] = `${memoryOf(server.pid).rss} MB`;
  return row;
}

/** Inbox search straight on a database: the query, without HTTP. */
async function searchTimes(database: Database): Promise<{ name: number; reference: number }> {
  const ask = { includeSpam: false, limit: 50 };
  return {
    name: await medianMs(() => listRequests(database.db, { ...ask, search: 'محمد الزهراني' })),
    reference: await medianMs(() => listRequests(database.db, { ...ask, search: '#4321' })),
  };
}

async function postgresSearch(): Promise<{ name: number; reference: number } | string> {
  const base = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test');
  const name = `bench_scale_${process.pid}`;
  const admin = new pg.Client({ connectionString: base.href });
  try {
    await admin.connect();
  } catch (error) {
    return `PostgreSQL unavailable (${(error as Error).message})`;
  }
  await admin.query(`create database ${name}`);
  const url = new URL(base.href);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.href });
  try {
    await grow(database.db, { posts: 0, services: 0, requests: by.requests, messages: 0 });
    return await searchTimes(database);
  } finally {
    await database.close();
    await admin.query(`drop database ${name}`);
    await admin.end();
  }
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-scale-'));
const rows: { demo: Row; grown: Row } = { demo: {}, grown: {} };
try {
  console.log(
    `bench:scale: grows the demo by ${by.posts} posts, ${by.services} services, ${by.requests} requests, ${by.messages} messages`,
  );
  const sampler = treePeakSampler();
  let server = await startBuiltServer({ ...ADMIN, LOG_LEVEL: 'warn' }, { dataDir });
  await rest();
  const first = memoryOf(server.pid);
  rows.demo['RSS peak during the first start (all its processes)'] = `${sampler.stop()} MB`;
  rows.demo['RSS peak during the first start (the server)'] = `${first.peak} MB`;
  rows.demo['RSS at rest after the first start'] = `${first.rss} MB`;
  await server.stop();
  server = await startBuiltServer({ ...ADMIN, LOG_LEVEL: 'warn' }, { dataDir });
  await rest();
  rows.demo['RSS at rest after a restart'] = `${memoryOf(server.pid).rss} MB`;
  Object.assign(rows.demo, await measure(server));
  await server.stop();

  console.log(`bench:scale: grown in ${ms(await growDataDir(dataDir, by))}`);

  server = await startBuiltServer({ ...ADMIN, LOG_LEVEL: 'warn' }, { dataDir });
  await rest();
  rows.grown['RSS at rest after a restart'] = `${memoryOf(server.pid).rss} MB`;
  Object.assign(rows.grown, await measure(server));
  await server.stop();

  const pglite = await openDatabase({ kind: 'pglite', dataDir }, { migrate: false });
  const lite = await searchTimes(pglite);
  await pglite.close();
  rows.grown['inbox search "محمد الزهراني" (PGlite query)'] = ms(lite.name);
  rows.grown['inbox search "#4321" (PGlite query)'] = ms(lite.reference);
  const onPostgres = await postgresSearch();
  rows.grown['inbox search "محمد الزهراني" (PostgreSQL query)'] =
    typeof onPostgres === 'string' ? onPostgres : ms(onPostgres.name);
  rows.grown['inbox search "#4321" (PostgreSQL query)'] =
    typeof onPostgres === 'string' ? '' : ms(onPostgres.reference);

  const names = [...new Set([...Object.keys(rows.demo), ...Object.keys(rows.grown)])];
  console.log(
    `\n${table([['', 'demo', 'grown'], ...names.map((n) => [n, rows.demo[n] ?? '—', rows.grown[n] ?? '—'])])}`,
  );
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
