import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { media } from '../db/schema';
import { createTestDatabase, describeEachDatabase, type TestDatabase } from '../test/databases';
import { dbBlobStore, fsBlobStore, type BlobStore } from './storage';

const keyOf = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const HOUR = 60 * 60 * 1000;

/** What both implementations promise (docs/decisions/0002). */
function storeContract(make: () => BlobStore) {
  const bytes = Buffer.from(Array.from({ length: 3000 }, (_, i) => i % 251));
  const key = keyOf(bytes);

  it('reads back what it stored, whole or one range', async () => {
    const store = make();
    await store.put(key, bytes);
    expect((await store.read(key))?.equals(bytes)).toBe(true);
    expect((await store.read(key, { start: 10, end: 19 }))?.equals(bytes.subarray(10, 20))).toBe(true);
    expect((await store.read(key, { start: 2990, end: 2999 }))?.equals(bytes.subarray(2990))).toBe(true);
  });

  it('puts idempotently: the same key twice is one copy', async () => {
    const store = make();
    await store.put(`${key}-480`, bytes);
    await Promise.all([store.put(`${key}-480`, bytes), store.put(`${key}-480`, bytes)]);
    expect((await store.read(`${key}-480`))?.length).toBe(bytes.length);
  });

  it('answers null for a key it does not hold, and forgets deleted keys', async () => {
    const store = make();
    expect(await store.read('0'.repeat(64))).toBeNull();
    const other = Buffer.from('delete me');
    await store.put(keyOf(other), other);
    await store.delete([keyOf(other), '1'.repeat(64)]);
    expect(await store.read(keyOf(other))).toBeNull();
    await store.delete([]);
  });

  it('refuses anything but a content address as a key', async () => {
    const store = make();
    for (const bad of ['../../etc/passwd', `${key}/x`, key.toUpperCase(), 'abc'])
      await expect(store.put(bad, bytes)).rejects.toThrow(/Not a media key/);
  });
}

describe('fsBlobStore (PGlite: files under DATA_DIR/media)', () => {
  let dir: string;
  beforeAll(async () => {
    dir = path.join(await mkdtemp(path.join(tmpdir(), 'blobs-')), 'media');
  });
  afterAll(() => rm(path.dirname(dir), { recursive: true, force: true }));

  storeContract(() => fsBlobStore(dir));

  it('writes through a temp file and leaves none behind', async () => {
    const bytes = Buffer.from('atomic');
    await fsBlobStore(dir).put(keyOf(bytes), bytes);
    expect((await readdir(dir)).filter((n) => n.startsWith('.tmp-'))).toEqual([]);
  });

  it('removes old files with no media row and old temp files; keeps the rest', async () => {
    const store = fsBlobStore(dir);
    const [kept, orphan, young] = ['kept', 'orphan', 'young'].map((s) => Buffer.from(s));
    for (const b of [kept!, orphan!, young!]) await store.put(keyOf(b), b);
    const temp = path.join(dir, '.tmp-crashed');
    await writeFile(temp, 'half');
    const old = new Date(Date.now() - 2 * HOUR);
    for (const file of [keyOf(kept!), keyOf(orphan!), '.tmp-crashed'])
      await utimes(path.join(dir, file), old, old);
    await writeFile(path.join(dir, 'README'), 'not ours');
    await utimes(path.join(dir, 'README'), old, old);

    const removed = await store.removeOrphans((k) => k === keyOf(kept!), new Date(Date.now() - HOUR));
    expect(removed).toBe(2);
    const left = await readdir(dir);
    expect(left).toEqual(expect.arrayContaining([keyOf(kept!), keyOf(young!), 'README']));
    expect(left).not.toContain(keyOf(orphan!));
    expect(left).not.toContain('.tmp-crashed');
  });
});

describeEachDatabase('dbBlobStore (PostgreSQL: media_blobs)', (kind) => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase(kind);
  });
  afterAll(() => testDb.drop());

  storeContract(() => dbBlobStore(testDb.database.db));

  it('joins the transaction it is given: a rollback leaves no bytes', async () => {
    const { db } = testDb.database;
    const store = dbBlobStore(db);
    const bytes = Buffer.from('rolled back');
    await expect(
      db.transaction(async (tx) => {
        await store.put(keyOf(bytes), bytes, tx as never);
        throw new Error('row write failed');
      }),
    ).rejects.toThrow('row write failed');
    expect(await store.read(keyOf(bytes))).toBeNull();
  });

  it('removes bytes that have no media row', async () => {
    const { db } = testDb.database;
    const store = dbBlobStore(db);
    const [withRow, without] = [Buffer.from('with row'), Buffer.from('without row')];
    await store.put(keyOf(withRow), withRow);
    await db.insert(media).values({ key: keyOf(withRow), mime: 'application/pdf', size: withRow.length });
    await store.put(keyOf(without), without);
    expect(await store.removeOrphans(() => false, new Date())).toBeGreaterThanOrEqual(1);
    expect(await store.read(keyOf(without))).toBeNull();
    expect(await store.read(keyOf(withRow))).not.toBeNull();
  });
});
