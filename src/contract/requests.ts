// No zod here: the home page's request form imports these, and public pages keep zod out
// of their first load (DESIGN §8). The schemas that use them are in ./payloads.ts.

/** Limits a student's thesis fits; also stated in the README. */
export const UPLOAD_LIMITS = {
  documentBytes: 20 * 1024 * 1024,
  documentsPerRequest: 10,
  /**
   * All documents of one request together, decoded. The server caps a request's body at
   * 70 MiB, which leaves ~51 MB of base64 documents; the form stops a little under that.
   */
  requestDocumentsTotalBytes: 50 * 1024 * 1024,
  imageBytes: 10 * 1024 * 1024,
  audioBytes: 10 * 1024 * 1024,
} as const;

/**
 * What a request's documents may be (SPEC §5 "images and PDFs"), by MIME type. The server
 * sniffs each file's bytes against this list; the form checks the browser's type before
 * sending, so a wrong file is named at once instead of after the upload.
 */
export const REQUEST_DOCUMENT_TYPES = [
  'application/pdf',
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/avif',
  'image/gif',
] as const;

/**
 * Resumable uploads (tus, decision 0064): where a file is sent in parts before the request
 * names it, the size of each part the form sends, and the id an upload's address ends with.
 */
export const UPLOADS_PATH = '/api/uploads';
export const UPLOAD_PART_BYTES = 1024 * 1024;
export const UPLOAD_ID_PATTERN = /^[A-Za-z0-9_-]{22,64}$/;

/** The file picker's `accept`: the same types. */
export const REQUEST_DOCUMENT_ACCEPT = REQUEST_DOCUMENT_TYPES.join(',');

/**
 * An address a mail can go to: one `@`, a dot in the domain, no spaces or list/header
 * characters. The form checks it before sending and the server mails the student a
 * confirmation only when it holds (a request is never refused for it: SPEC §5).
 */
const EMAIL_SHAPE = /^[^\s@<>",;]+@[^\s@<>",;]+\.[^\s@<>",;]+$/;
export const looksLikeEmail = (value: string): boolean => value.length <= 254 && EMAIL_SHAPE.test(value);

/**
 * What `POST /requests` answers besides the message (decision 0005): the new id, which is
 * the reference the student is given, and how many documents were kept. Never the stored
 * request: a visitor gets no signed document URLs.
 */
export interface RequestReceipt {
  request_id: number;
  /** What the student is told to keep (decision 0030): the reference the track page asks for. */
  request_ref: string;
  document_count: number;
}
