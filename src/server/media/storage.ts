import { randomBytes } from 'node:crypto';
import { mkdir, open, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { media, mediaBlobs } from '../db/schema';

/** An inclusive byte range, as in `Range: bytes=start-end`. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where the bytes of stored files live (docs/decisions/0002): the filesystem next to an
 * embedded PGlite, a bytea table on PostgreSQL. Keys are content addresses, so a put of
 * an existing key is a no-op. `tx`, when given, is the transaction that writes the
 * matching `media` row: the table store joins it so the row and the bytes commit together.
 */
export interface BlobStore {
  readonly kind: 'fs' | 'db';
  put(key: string, bytes: Buffer, tx?: Db): Promise<void>;
  /** The bytes (or one range of them), or null when the key is not stored. */
  read(key: string, range?: ByteRange): Promise<Buffer | null>;
  delete(keys: readonly string[], tx?: Db): Promise<void>;
  /** Removes bytes that have no `media` row and were written before `cutoff` (a crash between the two). */
  removeOrphans(hasRow: (key: string) => boolean, cutoff: Date): Promise<number>;
}

const KEY = /^[0-9a-f]{64}(-\d{1,5})?$/;
function checkKey(key: string): string {
  // Keys become file names: nothing but our own content addresses gets that far.
  if (!KEY.test(key)) throw new Error(`Not a media key: ${key}`);
  return key;
}

/** Files under `dir` (DATA_DIR/media), one per key, written to a temp name then renamed. */
export function fsBlobStore(dir: string): BlobStore {
  const file = (key: string) => path.join(dir, checkKey(key));
  let ready: Promise<unknown> | undefined;
  const ensureDir = () => (ready ??= mkdir(dir, { recursive: true }));

  return {
    kind: 'fs',
    async put(key, bytes) {
      await ensureDir();
      const target = file(key);
      const existing = await stat(target).catch(() => null);
      if (existing?.size === bytes.length) return;
      // A reader never sees half a file: rename is atomic within one directory.
      const temp = path.join(dir, `.tmp-${key}-${randomBytes(6).toString('hex')}`);
      try {
        await writeFile(temp, bytes);
        await rename(temp, target);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
    },
    async read(key, range) {
      let handle;
      try {
        handle = await open(file(key), 'r');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
      try {
        if (!range) return await handle.readFile();
        const length = range.end - range.start + 1;
        const buffer = Buffer.alloc(length);
        const { bytesRead } = await handle.read(buffer, 0, length, range.start);
        return buffer.subarray(0, bytesRead);
      } finally {
        await handle.close();
      }
    },
    async delete(keys) {
      await Promise.all(keys.map((key) => rm(file(key), { force: true })));
    },
    async removeOrphans(hasRow, cutoff) {
      const names = await readdir(dir).catch(() => [] as string[]);
      let removed = 0;
      for (const name of names) {
        const isTemp = name.startsWith('.tmp-');
        if (!isTemp && (!KEY.test(name) || hasRow(name))) continue;
        const info = await stat(path.join(dir, name)).catch(() => null);
        if (!info || info.mtime >= cutoff) continue;
        await rm(path.join(dir, name), { force: true });
        removed++;
      }
      return removed;
    },
  };
}

/** Rows of `media_blobs`: every instance sees every file, and one backup holds them all. */
export function dbBlobStore(db: Db): BlobStore {
  const toBuffer = (value: unknown) => (Buffer.isBuffer(value) ? value : Buffer.from(value as Uint8Array));
  return {
    kind: 'db',
    async put(key, bytes, tx = db) {
      await tx
        .insert(mediaBlobs)
        .values({ key: checkKey(key), bytes })
        .onConflictDoNothing();
    },
    async read(key, range) {
      // substring on bytea reads just the range: audio seeking does not move the whole file.
      const bytes = range
        ? sql<unknown>`substring(${mediaBlobs.bytes} from ${range.start + 1} for ${range.end - range.start + 1})`
        : mediaBlobs.bytes;
      const [row] = await db
        .select({ bytes })
        .from(mediaBlobs)
        .where(sql`${mediaBlobs.key} = ${key}`);
      return row ? toBuffer(row.bytes) : null;
    },
    async delete(keys, tx = db) {
      if (keys.length) await tx.delete(mediaBlobs).where(inArray(mediaBlobs.key, [...keys]));
    },
    async removeOrphans() {
      // Bytes and row are written in one transaction here, so orphans only come from
      // outside (a manual import); nothing in flight can be caught.
      const gone = await db
        .delete(mediaBlobs)
        .where(sql`not exists (select 1 from ${media} where ${media.key} = ${mediaBlobs.key})`)
        .returning({ key: mediaBlobs.key });
      return gone.length;
    },
  };
}
