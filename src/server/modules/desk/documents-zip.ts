import { PassThrough } from 'node:stream';
import { Zip, ZipPassThrough } from 'fflate';
import type { StoredDocument } from '../../db/schema';
import type { BlobStore } from '../../media/storage';

/** Each document's name in the zip: its own (or SPEC §2's `Document N.ext`), a second of the same name numbered `(2)`. */
export function zipEntryNames(documents: readonly StoredDocument[]): string[] {
  const taken = new Set<string>();
  return documents.map((doc, i) => {
    const name = doc.name ?? `Document ${i + 1}.${doc.ext}`;
    const dot = name.lastIndexOf('.');
    let candidate = name;
    for (let n = 2; taken.has(candidate.toLowerCase()); n++) candidate = `${name.slice(0, dot)} (${n})${name.slice(dot)}`;
    taken.add(candidate.toLowerCase());
    return candidate;
  });
}

/**
 * A request's documents as one zip (decision 0030), streamed: each file is read and written
 * in turn, stored as it is (PDFs and images are compressed already), names in UTF-8 (fflate
 * sets the flag, so Arabic names open as Arabic). A file missing from storage is left out.
 */
export function documentsZip(blobs: BlobStore, documents: readonly StoredDocument[]): PassThrough {
  const out = new PassThrough();
  const zip = new Zip((error, chunk, final) => {
    if (error) return void out.destroy(error);
    out.write(chunk);
    if (final) out.end();
  });
  const names = zipEntryNames(documents);
  void (async () => {
    try {
      for (const [i, doc] of documents.entries()) {
        const bytes = await blobs.read(doc.key);
        if (!bytes) continue;
        const entry = new ZipPassThrough(names[i]!);
        zip.add(entry);
        entry.push(bytes, true);
      }
      zip.end();
    } catch (error) {
      out.destroy(error as Error);
    }
  })();
  return out;
}
