import { PassThrough } from 'node:stream';
import { Zip, ZipDeflate, ZipPassThrough, strToU8 } from 'fflate';
import type { StoredDocument } from '../../db/schema';
import type { BlobStore } from '../../media/storage';

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
 * A zip streamed as it is written: each stored file read and added in turn, stored as it
 * is (PDFs and images are compressed already), names in UTF-8 (fflate sets the flag, so
 * Arabic names open as Arabic); a text deflated. A file missing from storage is left out.
 */
export function zipStream(blobs: BlobStore, entries: readonly ZipEntry[]): PassThrough {
  const out = new PassThrough();
  const zip = new Zip((error, chunk, final) => {
    if (error) return void out.destroy(error);
    out.write(chunk);
    if (final) out.end();
  });
  void (async () => {
    try {
      for (const entry of entries) {
        if ('text' in entry) {
          const file = new ZipDeflate(entry.path, { level: 6 });
          zip.add(file);
          file.push(strToU8(entry.text), true);
          continue;
        }
        const bytes = await blobs.read(entry.key);
        if (!bytes) continue;
        const file = new ZipPassThrough(entry.path);
        zip.add(file);
        file.push(bytes, true);
      }
      zip.end();
    } catch (error) {
      out.destroy(error as Error);
    }
  })();
  return out;
}

/** A request's documents as one zip, under their own names (decision 0030). */
export function documentsZip(blobs: BlobStore, documents: readonly StoredDocument[]): PassThrough {
  const names = zipEntryNames(documents);
  return zipStream(
    blobs,
    documents.map((doc, i) => ({ path: names[i]!, key: doc.key })),
  );
}
