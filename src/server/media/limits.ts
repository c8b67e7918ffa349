import { UPLOAD_LIMITS } from '../../contract/requests';
import type { UploadKind } from './types';

const MiB = 1024 * 1024;

/** Largest decoded size of one file of each kind (UPLOAD_LIMITS, also in the README). */
export const KIND_MAX_BYTES: Record<UploadKind, number> = {
  image: UPLOAD_LIMITS.imageBytes,
  audio: UPLOAD_LIMITS.audioBytes,
  document: UPLOAD_LIMITS.documentBytes,
};

/** Characters base64 needs for `bytes` bytes (4 per 3, padded). */
export const base64Length = (bytes: number): number => Math.ceil(bytes / 3) * 4;

/** `data:application/pdf;base64,` and the JSON quotes around it, with room to spare. */
const DATA_URL_PREFIX = 128;
/** The text fields that travel with the files: three languages of markdown fit easily. */
const TEXT_MARGIN = 2 * MiB;
/**
 * A public form can carry up to 10 documents of 20 MB, but a 270 MB JSON body is not
 * something to buffer: the request body is capped here, so the documents of one request
 * total at most ~51 MB decoded (see requestDocumentsTotalBytes).
 */
const REQUEST_BODY_CAP = 70 * MiB;

const fileInJson = (kind: UploadKind) => base64Length(KIND_MAX_BYTES[kind]) + DATA_URL_PREFIX;

/**
 * Per-route `bodyLimit`s, so Fastify answers 413 (from Content-Length, or while the body
 * streams in) before a body is buffered whole. They assume base64 data URLs, which is
 * what FileReader.readAsDataURL produces; a percent-encoded file may take 3× the room.
 */
export const BODY_LIMIT = {
  /** Writes with no file (settings, SEO, translations, contact): Fastify's 1 MiB default. */
  default: 1 * MiB,
  /** Entity writes with one image (categories, services, blogs, researchers). */
  image: fileInJson('image') + TEXT_MARGIN,
  /** Entity writes with one image and one audio clip (testimonials); fine for any entity write. */
  content: fileInJson('image') + fileInJson('audio') + TEXT_MARGIN,
  /** POST /requests: up to 10 documents, capped at 70 MiB in all. */
  request: Math.min(
    REQUEST_BODY_CAP,
    UPLOAD_LIMITS.documentsPerRequest * fileInJson('document') + TEXT_MARGIN,
  ),
} as const;

/** What the request cap leaves for the documents of one request, decoded. */
export const requestDocumentsTotalBytes = Math.floor(((BODY_LIMIT.request - TEXT_MARGIN) / 4) * 3);

/** "20 MB" for messages. */
export const formatMegabytes = (bytes: number): string => `${Math.round((bytes / MiB) * 10) / 10} MB`;
