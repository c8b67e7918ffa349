import type { StoredDocument } from '../db/schema';
import type { WebpVariant } from './images';
import type { BlobStore } from './storage';

/** What an upload field accepts (the README's table of uploads). */
export type UploadKind = 'image' | 'audio' | 'document';

export interface StoredUpload {
  /**
   * Public URL for images (`/media/<sha256>-<width>.webp`, the largest variant; see
   * contract/media.ts for the others) and audio (`/media/<sha256>.<ext>`); '' for
   * documents, which are private (signedDocumentUrl).
   */
  url: string;
  /**
   * The `media` key of the main stored file: the sha256 of its bytes, with `-<width>` for
   * image variants. A request document's StoredDocument keeps it.
   */
  key: string;
  /** The sniffed type as stored and served (image/webp for every public image). */
  mime: string;
  ext: string;
  size: number;
  /** Images: the main variant's width in pixels. */
  width?: number;
  /** A PDF document: how many pages it has. */
  pages?: number;
}

/** One file of a write: a data URL as the client sent it, or bytes already in hand (the seed). */
export type UploadInput = { kind: UploadKind; field: string } & ({ dataUrl: string } | { bytes: Buffer });

/**
 * The media service every module uses for uploads (decorated as `app.media`).
 * Write order: `store` first (idempotent, content-addressed), then the row in a
 * transaction; a sweep removes files that no row references.
 */
export interface MediaService {
  /**
   * Decodes one data URL, sniffs its real type from the bytes, checks it against the
   * kind (415) and the size limit (413), re-encodes images, stores it. Errors are
   * AppErrors naming `field`.
   */
  store(dataUrl: string, kind: UploadKind, field: string): Promise<StoredUpload>;
  /**
   * As `store`, for every file of one write: all are checked (413, 415) before any is
   * stored, then stored together, so a refused file leaves none of the others behind.
   */
  storeAll(uploads: readonly UploadInput[]): Promise<StoredUpload[]>;
  /**
   * As `storeAll`, then `write`, which writes the rows that hold the files, while no
   * `release` or `sweep` deletes one: an erasure letting go of the same bytes waits for the
   * row that holds them again, so it never deletes a file between its store and that row.
   * The files are checked (413, 415) before the wait.
   */
  storeReferenced<T>(
    uploads: readonly UploadInput[],
    write: (stored: StoredUpload[]) => Promise<T>,
  ): Promise<T>;
  /** As `store`, from bytes already in hand (the seed): the same sniffing, limits and re-encoding. */
  storeBytes(bytes: Buffer, kind: UploadKind, field: string): Promise<StoredUpload>;
  /**
   * Stores an image already encoded by the pipeline's `toWebpVariants` (the seed's drawings,
   * decision 0038), named and stored as `storeBytes` would store it.
   */
  storeImageVariants(variants: readonly WebpVariant[]): Promise<StoredUpload>;
  /** A URL to a private request document, signed for 15 minutes; `position` is 1-based ('Document N.ext'). */
  signedDocumentUrl(requestId: number, position: number, doc: StoredDocument): string;
  /** Removes stored files that no row references and that are older than the grace period. */
  sweep(options?: { graceMs?: number }): Promise<{ removed: number }>;
  /**
   * Deletes these files now if no row references them any more (what a row just let go of:
   * the retention job, a student's erasure); one stored again within `graceMs` (the
   * sweep's hour by default) stays. `now` is the caller's clock (a test moves it). An
   * erasure passes 0: what the student sent goes now. Returns how many were deleted.
   */
  release(keys: readonly string[], options?: { now?: number; graceMs?: number }): Promise<number>;
  /** Where the bytes are (a backup reads them from here). */
  readonly blobs: BlobStore;
  /** Runs `work` while no sweep deletes a file; stores go on (a backup copying the files). */
  steady<T>(work: () => Promise<T>): Promise<T>;
}

declare module 'fastify' {
  interface FastifyInstance {
    media: MediaService;
  }
}
