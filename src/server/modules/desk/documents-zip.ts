import { ZipDeflate, ZipPassThrough, strToU8 } from 'fflate';
import type { StoredDocument } from '../../db/schema';
import type { BlobStore } from '../../media/storage';
import { zipWriter } from './zip-writer';

/**
 * Each document's name in the zip: its own (or SPEC §2's `Document N.ext`), a second of
 * the same name numbered `(2)`.
 */
export function zipEntryNames(documents: readonly StoredDocument[]): string[] {
  const taken = new Set<string>();
  return documents.map((doc, i) => {
    const name = doc.name ?? `Document ${i + 1}.${doc.ext}`;
    const dot = name.lastIndexOf('.');
    let candidate = name;
    for (let n = 2; taken.has(candidate.toLowerCase()); n++)
      candidate = `${name.slice(0, dot)} (${n})${name.slice(dot)}`;
    taken.add(candidate.toLowerCase());
    return candidate;
  });
}

/** One file of a zip: stored bytes (a media key) or a text written here. */
export type ZipEntry = { path: string; key: string } | { path: string; text: string };

/**
 * How much of a stored file is read at a time: memory stays flat whatever the file's size, and a
 * reader who stops stops the reading within one piece (decision 0048).
 */
const FILE_PIECE_BYTES = 1024 * 1024;

/**
 * A zip made as it is read (send it with downloadStream: decision 0048): each stored file read
 * a piece at a time and added as it is (PDFs and images are compressed already), names in
 * UTF-8 (fflate sets the flag, so Arabic names open as Arabic); a text deflated. The next
 * piece is read only when the reader has taken the last. A file missing from storage is left
 * out.
 */
export async function* zipFile(blobs: BlobStore, entries: readonly ZipEntry[]): AsyncGenerator<Uint8Array> {
  const { zip, take } = zipWriter();
  for (const entry of entries) {
    if ('text' in entry) {
      const file = new ZipDeflate(entry.path, { level: 6 });
      zip.add(file);
      file.push(strToU8(entry.text), true);
      yield* take();
      continue;
    }
    let piece = await blobs.read(entry.key, { start: 0, end: FILE_PIECE_BYTES - 1 });
    if (!piece) continue;
    const file = new ZipPassThrough(entry.path);
    zip.add(file);
    for (let start = 0; ; start += FILE_PIECE_BYTES) {
      // A piece shorter than asked for is the file's last (an empty one when the size is a
      // multiple of the piece).
      const last = piece.length < FILE_PIECE_BYTES;
      file.push(piece, last);
      yield* take();
      if (last) break;
      const next = start + FILE_PIECE_BYTES;
      piece = await blobs.read(entry.key, { start: next, end: next + FILE_PIECE_BYTES - 1 });
      // Removed while it was being read: the zip cannot be finished honestly.
      if (!piece) throw new Error(`zip: ${entry.path} left the storage while it was being read`);
    }
  }
  zip.end();
  yield* take();
}

/** A request's documents as one zip, under their own names (decision 0030). */
export function documentsZip(
  blobs: BlobStore,
  documents: readonly StoredDocument[],
): AsyncGenerator<Uint8Array> {
  const names = zipEntryNames(documents);
  return zipFile(
    blobs,
    documents.map((doc, i) => ({ path: names[i]!, key: doc.key })),
  );
}
