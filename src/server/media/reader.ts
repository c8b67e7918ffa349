import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { media } from '../db/schema';
import type { BlobStore, ByteRange } from './storage';

export interface MediaRow {
  key: string;
  mime: string;
  size: number;
  width: number | null;
}

/** Small files are kept in memory whole: a stored file never changes, so a copy never goes stale. */
const CACHED_FILE_MAX = 512 * 1024;
const CACHE_BYTES_MAX = 64 * 1024 * 1024;
const CACHE_ROWS_MAX = 10_000;

/** A Map kept in least-recently-used order, bounded by entry count and total weight. */
function lru<V>(maxEntries: number, maxWeight: number, weigh: (value: V) => number) {
  const entries = new Map<string, V>();
  let weight = 0;
  return {
    get(key: string): V | undefined {
      const value = entries.get(key);
      if (value !== undefined) {
        entries.delete(key);
        entries.set(key, value);
      }
      return value;
    },
    set(key: string, value: V) {
      this.delete(key);
      entries.set(key, value);
      weight += weigh(value);
      for (const [oldest, old] of entries) {
        if (entries.size <= maxEntries && weight <= maxWeight) break;
        entries.delete(oldest);
        weight -= weigh(old);
      }
    },
    delete(key: string) {
      const old = entries.get(key);
      if (old === undefined) return;
      entries.delete(key);
      weight -= weigh(old);
    },
  };
}

/**
 * Reads stored files for `/media/…`: the `media` row (type, size) then the bytes, both
 * cached in process; the sweep calls `forget` for what it removes.
 */
export function createMediaReader(db: Db, store: BlobStore) {
  const rows = lru<MediaRow>(CACHE_ROWS_MAX, Infinity, () => 0);
  const files = lru<Buffer>(Infinity, CACHE_BYTES_MAX, (b) => b.length);

  return {
    async row(key: string): Promise<MediaRow | null> {
      const cached = rows.get(key);
      if (cached) return cached;
      const [found] = await db
        .select({ key: media.key, mime: media.mime, size: media.size, width: media.width })
        .from(media)
        .where(eq(media.key, key));
      // Misses are not cached: the file may be stored a moment later.
      if (found) rows.set(key, found);
      return found ?? null;
    },
    /** The bytes of a stored file, or one range of them; null when the bytes are missing. */
    async read(row: MediaRow, range?: ByteRange): Promise<Buffer | null> {
      const whole = files.get(row.key);
      if (whole) return range ? whole.subarray(range.start, range.end + 1) : whole;
      if (row.size <= CACHED_FILE_MAX) {
        const bytes = await store.read(row.key);
        if (bytes) files.set(row.key, bytes);
        return bytes && range ? bytes.subarray(range.start, range.end + 1) : bytes;
      }
      return store.read(row.key, range);
    },
    forget(keys: readonly string[]) {
      for (const key of keys) {
        rows.delete(key);
        files.delete(key);
      }
    },
  };
}
export type MediaReader = ReturnType<typeof createMediaReader>;
