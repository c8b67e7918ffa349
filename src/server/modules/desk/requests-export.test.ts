import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import readSheets from 'read-excel-file/node';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { requests } from '../../db/schema';
import { createTestDatabase, describeEachDatabase, type TestDatabase } from '../../test/databases';
import { rowsOf } from '../../test/rows';
import { csvFile } from './csv';
import { downloadStream } from './download-stream';
import { EXPORT_BATCH, requestsExport } from './requests-export';
import { xlsxFile, type Cell } from './xlsx';

const COUNT = 5_000;
/** Queries a whole export makes: one per batch, and one more that finds nothing after a full last batch. */
const BATCHES = Math.floor(COUNT / EXPORT_BATCH) + 1;

/** The database, counting the queries made through it (every one of them starts with `select`). */
function countingSelects(db: Db): { db: Db; selects: () => number } {
  let selects = 0;
  const counted = new Proxy(db, {
    get(target, property, receiver) {
      if (property === 'select') selects++;
      return Reflect.get(target, property, receiver) as unknown;
    },
  });
  return { db: counted, selects: () => selects };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Waits until `value()` has not changed for 300 ms (at most 5 s), and answers it. */
async function settled(value: () => number): Promise<number> {
  let last = value();
  for (let quiet = 0, waited = 0; quiet < 300 && waited < 5_000; waited += 50) {
    await sleep(50);
    quiet = value() === last ? quiet + 50 : 0;
    last = value();
  }
  return last;
}

/** A reader that takes the first piece and then nothing until `resume()`. */
function pausedReader() {
  const pieces: Buffer[] = [];
  let held: (() => void) | undefined;
  let paused = true;
  const writable = new Writable({
    highWaterMark: 1024,
    write(chunk: Buffer, _encoding, done) {
      pieces.push(chunk);
      if (paused && pieces.length > 1) held = done;
      else done();
    },
  });
  return {
    writable,
    body: () => Buffer.concat(pieces),
    resume() {
      paused = false;
      held?.();
    },
  };
}

const FORMATS = {
  csv: (header: readonly string[], batches: AsyncIterable<Cell[][]>) => csvFile(header, batches),
  xlsx: (header: readonly string[], batches: AsyncIterable<Cell[][]>) =>
    xlsxFile(header, batches, { name: 'Requests', rightToLeft: false }),
};

/** The data rows of a whole file, parsed back by an independent reader. */
async function rowsOfFile(format: keyof typeof FORMATS, body: Buffer): Promise<unknown[][]> {
  if (format === 'csv') return (parse(body, { bom: true }) as string[][]).slice(1);
  const [sheet] = await readSheets(body);
  return sheet!.data.slice(1);
}

/**
 * Decision 0048: an export reads a batch of requests only when its reader has taken the last,
 * stops when its reader goes away, asks once per batch with no count, and pages by the last
 * row's own (creation time, id), so a request erased meanwhile does not end it.
 */
describeEachDatabase('exporting requests a batch at a time', (kind) => {
  let testDb: TestDatabase;
  let ids: number[];
  const filters = { includeSpam: false };

  beforeAll(async () => {
    testDb = await createTestDatabase(kind);
    // A thousand rows per statement share one creation time: the paging must tell them apart by id.
    for (let start = 0; start < COUNT; start += 1_000) {
      await testDb.database.db.insert(requests).values(
        Array.from({ length: 1_000 }, (_, k) => ({
          request_name: `طالب ${start + k}`,
          // Text that does not compress away: a batch of the workbook is more than the stream keeps ahead.
          request_desc: randomBytes(300).toString('base64'),
          request_email: `student${start + k}@example.com`,
          request_phone: '+966500000000',
          request_address: 'الرياض',
        })),
      );
    }
    ids = (await testDb.database.db.select({ id: requests.request_id }).from(requests)).map((r) => r.id);
  });
  afterAll(async () => {
    await testDb?.drop();
  });

  it('asks the database once per batch, and never for a count', async () => {
    const { db, selects } = countingSelects(testDb.database.db);
    const { batches } = await requestsExport(db, 'en', filters);
    const lookups = selects();
    const exported: number[] = [];
    for await (const rows of batches) exported.push(...rows.map((r) => r[1] as number));
    expect(exported).toHaveLength(COUNT);
    expect(new Set(exported)).toEqual(new Set(ids));
    expect(selects() - lookups).toBe(BATCHES);
  });

  for (const format of ['csv', 'xlsx'] as const) {
    it(`reads no further batch while its reader takes nothing (${format}), and all of them once it reads`, async () => {
      const { db, selects } = countingSelects(testDb.database.db);
      const { header, batches } = await requestsExport(db, 'en', filters);
      const lookups = selects();
      const reader = pausedReader();
      downloadStream(FORMATS[format](header, batches)).pipe(reader.writable);
      const whilePaused = (await settled(selects)) - lookups;
      // What the stream keeps ahead of its reader (64 KB) is less than a batch's worth of either format.
      expect(whilePaused).toBeGreaterThanOrEqual(1);
      expect(whilePaused).toBeLessThanOrEqual(2);
      reader.resume();
      await finished(reader.writable);
      expect(selects() - lookups).toBe(BATCHES);
      expect(await rowsOfFile(format, reader.body())).toHaveLength(COUNT);
    });

    it(`stops reading, and holds no query or transaction open, when its reader goes away (${format})`, async () => {
      const { db, selects } = countingSelects(testDb.database.db);
      const exported = await requestsExport(db, 'en', filters);
      const lookups = selects();
      let closed = false;
      async function* watched() {
        try {
          yield* exported.batches;
        } finally {
          closed = true;
        }
      }
      const stream = downloadStream(FORMATS[format](exported.header, watched()));
      // Filled as far as it keeps ahead, and nothing taken: the reader is mid-export.
      stream.on('readable', () => undefined);
      expect((await settled(selects)) - lookups).toBeGreaterThanOrEqual(1);
      expect(closed).toBe(false);
      // What Fastify does when the client's connection closes.
      stream.destroy();
      const fetched = (await settled(selects)) - lookups;
      expect(closed).toBe(true);
      expect(fetched).toBeLessThanOrEqual(2);
      await sleep(300);
      expect(selects() - lookups).toBe(fetched);
      const busy = await testDb.database.db.execute(
        kind === 'postgres'
          ? sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and state <> 'idle'`
          : sql`select 0 as n`,
      );
      expect(rowsOf<{ n: number }>(busy)[0]!.n).toBe(0);
    });
  }

  it('neither ends early nor fails when a request is erased mid-export, the one it paged from included', async () => {
    const { db } = testDb.database;
    const { batches } = await requestsExport(db, 'en', filters);
    const first = await batches.next();
    const firstIds = (first.value as Cell[][]).map((r) => r[1] as number);
    const cursorRow = firstIds.at(-1)!;
    // A request not exported yet: the next batch's first.
    const notYet = Math.max(...ids.filter((id) => !firstIds.includes(id)));
    await db.delete(requests).where(sql`${requests.request_id} in (${cursorRow}, ${notYet})`);
    const exported = [...firstIds];
    for await (const rows of batches) exported.push(...rows.map((r) => r[1] as number));
    expect(exported).toHaveLength(COUNT - 1);
    expect(new Set(exported)).toEqual(new Set(ids.filter((id) => id !== notYet)));
  });
});
