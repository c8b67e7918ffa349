import { fileTypeFromBuffer } from 'file-type';
import { REQUEST_DOCUMENT_TYPES } from '../../contract/requests';
import { uploadError } from './data-url';
import type { UploadKind } from './types';

export interface Sniffed {
  /** The type we store and serve: one of ours, normalised (`audio/mp4` for every m4a). */
  mime: string;
  ext: string;
}

/** file-type's ext → what we store. Audio containers get an audio/* type whatever file-type says. */
const IMAGES: Record<string, Sniffed> = {
  jpg: { mime: 'image/jpeg', ext: 'jpg' },
  png: { mime: 'image/png', ext: 'png' },
  webp: { mime: 'image/webp', ext: 'webp' },
  avif: { mime: 'image/avif', ext: 'avif' },
  gif: { mime: 'image/gif', ext: 'gif' },
};
const AUDIO: Record<string, Sniffed> = {
  mp3: { mime: 'audio/mpeg', ext: 'mp3' },
  m4a: { mime: 'audio/mp4', ext: 'm4a' },
  // Browsers' recorders write plain `isom`/`mp42` MP4 for audio too; <audio> plays its audio track.
  mp4: { mime: 'audio/mp4', ext: 'm4a' },
  aac: { mime: 'audio/aac', ext: 'aac' },
  opus: { mime: 'audio/ogg', ext: 'ogg' },
  ogg: { mime: 'audio/ogg', ext: 'ogg' },
  oga: { mime: 'audio/ogg', ext: 'ogg' },
  wav: { mime: 'audio/wav', ext: 'wav' },
  // file-type cannot tell audio-only WebM from video; MediaRecorder's audio is WebM/Opus.
  webm: { mime: 'audio/webm', ext: 'webm' },
};
const PDF: Record<string, Sniffed> = { pdf: { mime: 'application/pdf', ext: 'pdf' } };

/** A request's documents: the types the contract names, which the request form also checks (SPEC §5). */
const DOCUMENTS = Object.fromEntries(
  Object.entries({ ...IMAGES, ...PDF }).filter(([, t]) =>
    (REQUEST_DOCUMENT_TYPES as readonly string[]).includes(t.mime),
  ),
);

const ALLOWED: Record<UploadKind, Record<string, Sniffed>> = {
  image: IMAGES,
  audio: AUDIO,
  document: DOCUMENTS,
};
const DESCRIPTION: Record<UploadKind, string> = {
  image: 'a JPEG, PNG, WebP, AVIF or GIF image',
  audio: 'an MP3, M4A/AAC, Ogg, WAV or WebM audio file',
  document: 'a PDF or a JPEG, PNG, WebP, AVIF or GIF image',
};

/** Every type we serve, by its stored mime (for `/media/<key>.<ext>`). */
export const EXT_BY_MIME: Record<string, string> = Object.fromEntries(
  [...Object.values(IMAGES), ...Object.values(AUDIO), ...Object.values(PDF)].map((t) => [t.mime, t.ext]),
);

/**
 * Markup at the start (after whitespace or a BOM) is refused whatever follows: a browser
 * that sniffs it would run it as a page. file-type already finds no type there; this keeps
 * that true if a future detector starts looking past offset 0.
 */
function startsWithMarkup(bytes: Buffer): boolean {
  const head = bytes
    .subarray(0, 64)
    .toString('latin1')
    .replace(/^(\xEF\xBB\xBF|\xFE\xFF|\xFF\xFE)/, '')
    .trimStart();
  return head.startsWith('<');
}

/** The real type of `bytes`, from the bytes (never the data URL's claim); else 415 naming `field`. */
export async function sniff(bytes: Buffer, kind: UploadKind, field: string): Promise<Sniffed> {
  const refused = () => uploadError('UNSUPPORTED_MEDIA_TYPE', field, `must be ${DESCRIPTION[kind]}`);
  if (startsWithMarkup(bytes)) throw refused();
  const found = await fileTypeFromBuffer(bytes);
  const type = found ? ALLOWED[kind][found.ext] : undefined;
  if (!type) throw refused();
  return type;
}
