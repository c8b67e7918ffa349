import type { Readable } from 'node:stream';
import { DataStore, ERRORS, Upload } from '@tus/utils';
import { and, asc, eq, lt, sql } from 'drizzle-orm';
import { UPLOAD_PART_BYTES } from '../../../contract';
import { bytesAsBase64, bytesValue, fromBase64 } from '../../db/bytea-text';
import type { Db } from '../../db/client';
import { uploadParts, uploads } from '../../db/schema';

/** How long an upload may wait for its request (decision 0064): then the retention run drops it. */
const UPLOAD_EXPIRY_MS = 24 * 60 * 60 * 1000;

/**
 * Where a resumable upload's bytes live (decision 0064): `uploads` and `upload_parts`, in
 * the database on both backends. So any instance can take an upload's next part (they
 * share PostgreSQL, not a disk) and a restart loses nothing that was stored.
 *
 * Each part is written in a transaction that locks its upload's row and checks that the
 * bytes stored so far end where the part begins. Two sends of the same part (a retry that
 * crossed the first, on another instance) cannot both land: the second is a 409, as tus asks.
 */
export class DbUploadStore extends DataStore {
  constructor(private readonly db: Db) {
    super();
    this.extensions = ['creation', 'creation-with-upload', 'termination', 'expiration'];
  }

  override async create(upload: Upload): Promise<Upload> {
    await this.db.insert(uploads).values({
      id: upload.id,
      // No deferred length: tus answers 400 before this when Upload-Length is missing.
      size: upload.size ?? 0,
      metadata: upload.metadata ?? {},
    });
    return upload;
  }

  override async getUpload(id: string): Promise<Upload> {
    const [row] = await this.db.select().from(uploads).where(eq(uploads.id, id));
    if (!row) throw ERRORS.FILE_NOT_FOUND;
    return new Upload({
      id,
      size: row.size,
      offset: row.received,
      metadata: row.metadata,
      creation_date: new Date(row.created_at).toISOString(),
    });
  }

  /**
   * Stores the part's bytes as they arrive, in rows of up to UPLOAD_PART_BYTES. A send cut
   * off midway keeps what arrived before the cut (tus ends the stream then): the student's
   * next try starts from there, not from the start.
   */
  override async write(stream: Readable, id: string, offset: number): Promise<number> {
    let at = offset;
    let held: Buffer[] = [];
    let heldBytes = 0;
    const store = async () => {
      if (heldBytes === 0) return;
      const bytes = Buffer.concat(held, heldBytes);
      held = [];
      heldBytes = 0;
      await this.db.transaction(async (tx) => {
        const [row] = await tx
          .select({ received: uploads.received, size: uploads.size })
          .from(uploads)
          .where(eq(uploads.id, id))
          .for('update');
        if (!row) throw ERRORS.FILE_NOT_FOUND;
        if (row.received !== at) throw ERRORS.INVALID_OFFSET;
        if (at + bytes.length > row.size) throw ERRORS.ERR_SIZE_EXCEEDED;
        await tx.insert(uploadParts).values({ upload_id: id, start: at, bytes: bytesValue(bytes) });
        await tx
          .update(uploads)
          .set({ received: at + bytes.length })
          .where(eq(uploads.id, id));
      });
      at += bytes.length;
    };
    try {
      for await (const chunk of stream as AsyncIterable<Buffer>) {
        held.push(chunk);
        heldBytes += chunk.length;
        if (heldBytes >= UPLOAD_PART_BYTES) await store();
      }
    } finally {
      // What arrived before a cut is kept too (and a failure of the loop still rethrows).
      await store();
    }
    return at;
  }

  override async remove(id: string): Promise<void> {
    const gone = await this.db.delete(uploads).where(eq(uploads.id, id)).returning({ id: uploads.id });
    if (gone.length === 0) throw ERRORS.FILE_NOT_FOUND;
  }

  override getExpiration(): number {
    return UPLOAD_EXPIRY_MS;
  }

  override async deleteExpired(): Promise<number> {
    const gone = await this.db
      .delete(uploads)
      .where(lt(uploads.created_at, sql`now() - make_interval(secs => ${UPLOAD_EXPIRY_MS / 1000})`))
      .returning({ id: uploads.id });
    return gone.length;
  }
}

/** A finished upload's bytes and what the browser said of the file, or why it cannot be taken. */
export type TakenUpload =
  { ok: true; bytes: Buffer; name: string | undefined } | { ok: false; problem: 'unknown' | 'incomplete' };

/** Reads a whole upload (its parts in order); `incomplete` while bytes are missing. */
export async function readUpload(db: Db, id: string): Promise<TakenUpload> {
  const [row] = await db.select().from(uploads).where(eq(uploads.id, id));
  if (!row) return { ok: false, problem: 'unknown' };
  if (row.received !== row.size) return { ok: false, problem: 'incomplete' };
  const parts = await db
    .select({ start: uploadParts.start, bytes: bytesAsBase64(uploadParts.bytes) })
    .from(uploadParts)
    .where(eq(uploadParts.upload_id, id))
    .orderBy(asc(uploadParts.start));
  const bytes = Buffer.concat(parts.map((p) => fromBase64(p.bytes)));
  // Parts are checked end to end as they are written; a gap here would be a bug, not a retry.
  if (bytes.length !== row.size) return { ok: false, problem: 'incomplete' };
  return { ok: true, bytes, name: row.metadata.filename ?? undefined };
}

/** The first bytes of an upload, enough to tell its type. */
export async function uploadHead(db: Db, id: string): Promise<Buffer> {
  const [part] = await db
    .select({ bytes: bytesAsBase64(uploadParts.bytes) })
    .from(uploadParts)
    .where(and(eq(uploadParts.upload_id, id), eq(uploadParts.start, 0)));
  return part ? fromBase64(part.bytes) : Buffer.alloc(0);
}

/** Drops uploads their requests took. */
export async function dropUploads(db: Db, ids: readonly string[]): Promise<void> {
  for (const id of ids) await db.delete(uploads).where(eq(uploads.id, id));
}
