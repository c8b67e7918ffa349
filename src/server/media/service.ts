import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { media } from '../db/schema';
import { decodeDataUrl, uploadError } from './data-url';
import { createGate } from './gate';
import { toWebpVariants, verifyImage, type WebpVariant } from './images';
import { inspectPdf } from './pdf-check';
import { formatMegabytes, KIND_MAX_BYTES } from './limits';
import { SIGNED_URL_TTL_SECONDS, signedPath } from './signing';
import { sniff } from './sniff';
import type { BlobStore } from './storage';
import { SWEEP_GRACE_MS, deleteStored, sweepUnreferenced, unreferenced } from './sweep';
import type { MediaService, StoredUpload, UploadInput, UploadKind } from './types';

export interface MediaServiceDeps {
  db: Db;
  store: BlobStore;
  /** HMAC key of private document URLs (signing.ts). */
  signingKey: Buffer;
  /** Milliseconds since the epoch; tests move it. */
  now?: () => number;
  /** Told which keys a sweep removed (the reader drops its cached copies). */
  onRemoved?: (keys: readonly string[]) => void;
}

interface FileToStore {
  key: string;
  mime: string;
  width: number | null;
  bytes: Buffer;
}

/**
 * An image decodes whole within the pixel limit; a PDF parses into pages (415 otherwise), and says how many.
 */
async function verifyDocument(bytes: Buffer, mime: string, field: string): Promise<{ pages?: number }> {
  if (mime !== 'application/pdf') return verifyImage(bytes, field).then(() => ({}));
  const { verdict, pages } = await inspectPdf(bytes);
  if (verdict === 'too-slow')
    throw uploadError('UNSUPPORTED_MEDIA_TYPE', field, 'the PDF could not be read in time');
  if (verdict !== 'pdf') throw uploadError('UNSUPPORTED_MEDIA_TYPE', field, 'the PDF could not be read');
  return { pages };
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** An image's WebP variants as stored files: every variant is named after the main file's address, one family per upload. */
function imageFamily(variants: readonly WebpVariant[]): { files: FileToStore[]; upload: StoredUpload } {
  const main = variants[variants.length - 1]!;
  const hash = sha256(main.bytes);
  const key = `${hash}-${main.width}`;
  return {
    files: variants.map((v) => ({
      key: `${hash}-${v.width}`,
      mime: 'image/webp',
      width: v.width,
      bytes: v.bytes,
    })),
    upload: {
      url: `/media/${key}.webp`,
      key,
      mime: 'image/webp',
      ext: 'webp',
      size: main.bytes.length,
      width: main.width,
    },
  };
}

export function createMediaService({
  db,
  store,
  signingKey,
  now = Date.now,
  onRemoved,
}: MediaServiceDeps): MediaService {
  const gate = createGate();

  /**
   * Writes files and their rows in one transaction: the row first, so that on PostgreSQL a
   * concurrent sweep of the same key is serialised on it. An existing row gets its time
   * renewed: the grace period restarts for a file that is about to be referenced again.
   */
  const write = (files: FileToStore[]) =>
    db.transaction(async (tx) => {
      for (const file of files) {
        await tx
          .insert(media)
          .values({ key: file.key, mime: file.mime, size: file.bytes.length, width: file.width })
          .onConflictDoUpdate({ target: media.key, set: { creation_timestamp: sql`now()` } });
        await store.put(file.key, file.bytes, tx as unknown as Db);
      }
    });
  const persist = (files: FileToStore[]) => gate.shared(() => write(files));

  /** Checks one file (413, 415) and makes what will be stored of it; stores nothing. */
  async function prepare(
    bytes: Buffer,
    kind: UploadKind,
    field: string,
  ): Promise<{ files: FileToStore[]; upload: StoredUpload }> {
    if (bytes.length > KIND_MAX_BYTES[kind])
      throw uploadError(
        'PAYLOAD_TOO_LARGE',
        field,
        `the file is larger than ${formatMegabytes(KIND_MAX_BYTES[kind])}`,
      );
    const type = await sniff(bytes, kind, field);

    if (kind === 'image') return imageFamily(await toWebpVariants(bytes, field));

    // Audio and documents are kept as sent: a document is read by the office as the
    // student made it (a scan keeps its resolution); it is never served publicly. It must
    // still be what it claims, all through, not only in its first bytes (decision 0008).
    const { pages } = kind === 'document' ? await verifyDocument(bytes, type.mime, field) : {};
    const key = sha256(bytes);
    return {
      files: [{ key, mime: type.mime, width: null, bytes }],
      upload: {
        url: kind === 'audio' ? `/media/${key}.${type.ext}` : '',
        key,
        mime: type.mime,
        ext: type.ext,
        size: bytes.length,
        ...(pages ? { pages } : {}),
      },
    };
  }

  /**
   * Every file of a write is checked and prepared before any is stored, then all are
   * stored in one transaction: a valid avatar next to a refused voice note, or a PDF next
   * to an HTML file posing as a PNG, leaves nothing behind.
   */
  async function prepareAll(items: readonly UploadInput[]) {
    const prepared = [];
    for (const item of items) {
      const bytes =
        'bytes' in item ? item.bytes : decodeDataUrl(item.dataUrl, item.field, KIND_MAX_BYTES[item.kind]);
      prepared.push(await prepare(bytes, item.kind, item.field));
    }
    return { files: prepared.flatMap((p) => p.files), uploads: prepared.map((p) => p.upload) };
  }

  async function storeAll(items: readonly UploadInput[]): Promise<StoredUpload[]> {
    const { files, uploads } = await prepareAll(items);
    if (files.length > 0) await persist(files);
    return uploads;
  }

  return {
    blobs: store,
    steady: (work) => gate.shared(work),
    storeAll,
    async storeReferenced(items, writeRows) {
      // Checked and encoded outside the gate (seconds for a large PDF); stored and held by
      // their rows inside it (one gate entry, not two: a sweep queued between would wait
      // for this one while this one waited for it).
      const { files, uploads } = await prepareAll(items);
      return gate.shared(async () => {
        if (files.length > 0) await write(files);
        return writeRows(uploads);
      });
    },
    store: async (dataUrl, kind, field) => (await storeAll([{ dataUrl, kind, field }]))[0]!,
    storeBytes: async (bytes, kind, field) => (await storeAll([{ bytes, kind, field }]))[0]!,
    async storeImageVariants(variants) {
      const { files, upload } = imageFamily(variants);
      await persist(files);
      return upload;
    },

    signedDocumentUrl(_requestId, position, doc) {
      const exp = Math.floor(now() / 1000) + SIGNED_URL_TTL_SECONDS;
      return signedPath(signingKey, { key: doc.key, name: `Document ${position}.${doc.ext}`, exp });
    },

    async release(keys, { now: at = now(), graceMs = SWEEP_GRACE_MS } = {}) {
      // The cutoff a millisecond ahead with no grace: a file stored this very millisecond goes too.
      const removed = await gate.exclusive(async () =>
        deleteStored(db, store, await unreferenced(db, keys), new Date(at - graceMs + 1)),
      );
      onRemoved?.(removed);
      return removed.length;
    },

    async sweep({ graceMs = SWEEP_GRACE_MS } = {}) {
      const { keys, orphans } = await gate.exclusive(() =>
        sweepUnreferenced(db, store, new Date(now() - graceMs)),
      );
      onRemoved?.(keys);
      return { removed: keys.length + orphans };
    },
  };
}
