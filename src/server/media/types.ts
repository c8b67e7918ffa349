import type { StoredDocument } from '../db/schema';

/** What an upload field accepts (issue 3 §4). */
export type UploadKind = 'image' | 'audio' | 'document';

export interface StoredUpload {
  /** Public URL (`/media/…`) for images and audio; for documents, unused (they are private). */
  url: string;
  /** The content address (sha256 of the stored bytes) of the main stored file. */
  key: string;
  mime: string;
  ext: string;
  size: number;
}

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
  /** A URL to a private request document, signed for 15 minutes; `position` is 1-based ('Document N.ext'). */
  signedDocumentUrl(requestId: number, position: number, doc: StoredDocument): string;
  /** Removes stored files that no row references and that are older than the grace period. */
  sweep(): Promise<{ removed: number }>;
}

declare module 'fastify' {
  interface FastifyInstance {
    media: MediaService;
  }
}
