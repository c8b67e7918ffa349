// `npm run bench:export` (decision 0048): what a download costs the server when its reader is
// slow. 50,000 requests as XLSX and as CSV, and one request's 60 MB of documents as a zip, each
// read in full as fast as it comes, then by a reader taking 10 KB/s for 20 s who then hangs up.
// Measured from outside: the server process's CPU (/proc/<pid>/stat), its resident memory, how
// long it keeps working after the hang-up, and how much it had written when the reader hung up
// against how much was read (the kernel's buffers between them). The requests vary as students'
// do (export-requests.ts), so the files are the office's size. The API server on PostgreSQL
// (TEST_DATABASE_URL, else 127.0.0.1:5432/test), in a database of its own, dropped after.
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { openDatabase } from '../../src/server/db/client';
import { media, mediaBlobs, requests, services } from '../../src/server/db/schema';
import { upsertAdmin } from '../../src/server/modules/auth/users.queries';
import { LOCAL_SEED_IMAGE_CACHE } from '../../src/server/seed/image-cache';
import { ROOT, cpuMsOf, startServer, withPostgresDatabase } from './harness.mjs';
import { seedRequests } from './export-requests';
import { memoryOf, table } from './scale-measure';
import { readAll, readSlowly, type Buffered, type Download } from './slow-reader';

const REQUESTS = 50_000;
const DOCUMENTS = { count: 6, bytes: 10 * 1024 * 1024 };
const SLOW = { bytesPerSecond: 10 * 1024, seconds: 20 };
/** After the hang-up: how long the server is watched, and what counts as still working. */
const AFTER = { seconds: 3, sampleMs: 50, busyMs: 30 };
const ADMIN = { email: 'bench-export@example.com', password: 'bench-export-2026' };

interface Result {
  name: string;
  fullBytes: number;
  fullCpuMs: number;
  fullSeconds: number;
  slowBytes: number;
  slowCpuMs: number;
  rssGrowthMb: number;
  stopMs: number;
  buffered: Buffered;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Requests, one of them holding the documents (random bytes: PDFs do not compress either). */
async function seed(databaseUrl: string): Promise<number> {
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl }, { migrate: false });
  try {
    const { db } = database;
    await upsertAdmin(db, ADMIN);
    const serviceIds = (await db.select({ id: services.service_id }).from(services)).map((s) => s.id);
    await seedRequests(databaseUrl, REQUESTS, serviceIds);
    const documents = [];
    for (let i = 0; i < DOCUMENTS.count; i++) {
      const bytes = randomBytes(DOCUMENTS.bytes);
      const key = createHash('sha256').update(bytes).digest('hex');
      await db.insert(mediaBlobs).values({ key, bytes });
      await db.insert(media).values({ key, mime: 'application/pdf', size: bytes.length });
      documents.push({
        key,
        mime: 'application/pdf',
        ext: 'pdf',
        size: bytes.length,
        name: `part ${i + 1}.pdf`,
      });
    }
    const [row] = await db
      .insert(requests)
      .values({
        request_name: 'Bench',
        request_desc: 'Documents for the zip',
        request_email: 'bench-documents@example.com',
        request_phone: '+966500000000',
        request_address: 'Riyadh',
        request_documents: documents,
      })
      .returning({ id: requests.request_id });
    return row!.id;
  } finally {
    await database.close();
  }
}

/**
 * The end of the server's work after the hang-up: the end of the last `sampleMs` in which it
 * used at least `busyMs` of CPU (0: none after the hang-up), watched for `AFTER.seconds`.
 */
async function workStopsAfter(pid: number): Promise<number> {
  const started = performance.now();
  let last = cpuMsOf(pid);
  let stoppedAt = 0;
  while (performance.now() - started < AFTER.seconds * 1000) {
    await sleep(AFTER.sampleMs);
    const now = cpuMsOf(pid);
    if (now - last >= AFTER.busyMs) stoppedAt = performance.now() - started;
    last = now;
  }
  return stoppedAt;
}

async function measure(name: string, port: number, pid: number, download: Download): Promise<Result> {
  let cpu = cpuMsOf(pid);
  const started = performance.now();
  const full = await readAll(port, download);
  if (!full.status.includes(' 200 ')) throw new Error(`${name}: ${full.status}`);
  const fullCpuMs = cpuMsOf(pid) - cpu;
  const fullSeconds = (performance.now() - started) / 1000;
  await sleep(2000);

  const rssBefore = memoryOf(pid).rss;
  let rssPeak = rssBefore;
  cpu = cpuMsOf(pid);
  const slow = await readSlowly(port, download, {
    ...SLOW,
    onTick: () => (rssPeak = Math.max(rssPeak, memoryOf(pid).rss)),
  });
  if (!slow.status.includes(' 200 ')) throw new Error(`${name}: ${slow.status}`);
  if (slow.ended) throw new Error(`${name}: the download ended before the slow reader stopped`);
  const slowCpuMs = cpuMsOf(pid) - cpu;
  const stopMs = await workStopsAfter(pid);
  await sleep(2000);
  return {
    name,
    fullBytes: full.bytes,
    fullCpuMs,
    fullSeconds,
    slowBytes: slow.bytes,
    slowCpuMs,
    rssGrowthMb: rssPeak - rssBefore,
    stopMs,
    buffered: slow.buffered,
  };
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const check = (ok: boolean) => (ok ? 'ok' : 'MISSED');

function print(results: Result[]): void {
  console.log(
    `\n${table([
      [
        '',
        'full: size',
        'full: CPU',
        'full: time',
        `slow ${SLOW.seconds} s: read`,
        'slow: CPU',
        'CPU slow/full (≤ 50 %)',
        'RSS growth (< 50 MB)',
        'work stops after hang-up (≤ 1 s)',
      ],
      ...results.map((r) => {
        const ratio = r.slowCpuMs / r.fullCpuMs;
        return [
          r.name,
          mb(r.fullBytes),
          `${(r.fullCpuMs / 1000).toFixed(2)} s`,
          `${r.fullSeconds.toFixed(1)} s`,
          `${(r.slowBytes / 1024).toFixed(0)} KB`,
          `${(r.slowCpuMs / 1000).toFixed(2)} s`,
          `${(100 * ratio).toFixed(0)} % ${check(ratio <= 0.5)}`,
          `${r.rssGrowthMb} MB ${check(r.rssGrowthMb < 50)}`,
          `${(r.stopMs / 1000).toFixed(2)} s ${check(r.stopMs <= 1000)}`,
        ];
      }),
    ])}`,
  );
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
  console.log(
    `\nWhen the slow reader hung up: what the server had written into its socket, and where it was\n${table([
      [
        '',
        'server wrote',
        'of the full file',
        "in the server's send buffer",
        "in the client's receive buffer",
        "in the client's socket stream",
        'read',
      ],
      ...results.map(({ name, fullBytes, buffered: b }) => [
        name,
        mb(b.serverWrote),
        `${((100 * b.serverWrote) / fullBytes).toFixed(0)} %`,
        mb(b.serverSendQueue),
        kb(b.clientReceiveQueue),
        kb(b.clientStream),
        kb(b.read),
      ]),
    ])}`,
  );
}

await withPostgresDatabase(async (databaseUrl: string) => {
  const started = performance.now();
  const server = await startServer('app', 'postgres', {
    BENCH_DATABASE_URL: databaseUrl,
    SEED_IMAGE_CACHE_DIR: path.join(ROOT, LOCAL_SEED_IMAGE_CACHE),
  });
  try {
    const up = performance.now();
    const documentsOf = await seed(databaseUrl);
    const seconds = (from: number, to: number) => `${((to - from) / 1000).toFixed(1)} s`;
    console.log(
      `bench:export: server up in ${seconds(started, up)}, ${REQUESTS} requests and the documents seeded in ${seconds(up, performance.now())}`,
    );
    const basic = Buffer.from(`${ADMIN.email}:${ADMIN.password}`).toString('base64');
    const token = (
      (await (
        await fetch(`http://127.0.0.1:${server.port}/api/auth/token`, {
          headers: { authorization: `Basic ${basic}` },
        })
      ).json()) as { jwt_token: string }
    ).jwt_token;
    const headers = { authorization: `Bearer ${token}`, 'accept-language': 'ar' };
    const results: Result[] = [];
    for (const [name, download] of [
      ['XLSX, 50,000 requests', { path: '/api/requests/export.xlsx', headers }],
      ['CSV, 50,000 requests', { path: '/api/requests/export.csv', headers }],
      ['zip, 60 MB of documents', { path: `/api/requests/${documentsOf}/documents.zip`, headers }],
    ] as const) {
      console.log(`bench:export: ${name}…`);
      results.push(await measure(name, server.port, server.pid, download));
    }
    print(results);
    // Written ahead of any reader, and not ours to shrink: decision 0048.
    const [sendBufferMax, receiveBufferStart] = [
      Number(readFileSync('/proc/sys/net/ipv4/tcp_wmem', 'utf8').trim().split(/\s+/)[2]),
      Number(readFileSync('/proc/sys/net/ipv4/tcp_rmem', 'utf8').trim().split(/\s+/)[1]),
    ];
    console.log(
      `\nThe kernel takes up to ${mb(sendBufferMax)} of a download into the server's send buffer (tcp_wmem), and ${(receiveBufferStart / 1024).toFixed(0)} KB into the client's receive buffer (tcp_rmem), whatever the reader reads; Node sets neither. That much of each file is made however slowly it is read.`,
    );
  } finally {
    server.child.kill('SIGTERM');
    await new Promise((r) => server.child.once('exit', r));
  }
});
