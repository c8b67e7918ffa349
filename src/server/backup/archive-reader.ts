import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { extract as tarExtract } from 'tar-stream';
import {
  BackupRefusedError,
  MANIFEST_ENTRY,
  ManifestSchema,
  MAX_ENTRY_BYTES,
  parseEntryName,
  type EntryName,
  type Manifest,
} from './format';

export interface Entry {
  name: string;
  what: EntryName;
  bytes: Buffer;
  sha256: string;
}

const notOurs = (file: string, why: string) =>
  new BackupRefusedError(`${file} is not a backup made by npm run backup (${why}). Nothing was changed.`);

/**
 * The entries of a backup, one at a time, each read whole (a stored file is at most 20 MiB)
 * and hashed. Throws BackupRefusedError for anything a backup of ours does not hold: not
 * gzip, not tar, a name of another kind (a path is never taken from the archive), an entry
 * too large for its kind.
 */
export async function* readEntries(file: string): AsyncGenerator<Entry> {
  const extract = tarExtract();
  const feeding = pipeline(createReadStream(file), createGunzip(), extract);
  feeding.catch(() => undefined);
  try {
    for await (const entry of extract) {
      const { name, type, size = 0 } = entry.header;
      const what = parseEntryName(name);
      if (type !== 'file' || !what) throw notOurs(file, `it holds ${JSON.stringify(name)}`);
      if (size > MAX_ENTRY_BYTES[what.kind]) throw notOurs(file, `${name} is ${size} bytes`);
      const chunks: Buffer[] = [];
      for await (const chunk of entry) chunks.push(chunk as Buffer);
      const bytes = Buffer.concat(chunks);
      yield { name, what, bytes, sha256: createHash('sha256').update(bytes).digest('hex') };
    }
    await feeding;
  } catch (error) {
    if (error instanceof BackupRefusedError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'EACCES' || code === 'EISDIR')
      throw new BackupRefusedError(`Cannot read ${file}: ${(error as Error).message}`);
    // zlib's "incorrect header check", tar-stream's "Invalid tar header", a cut-off file.
    throw notOurs(file, (error as Error).message);
  } finally {
    extract.destroy();
  }
}

/** The manifest, checked against its schema; refused as not ours otherwise. */
function parseManifest(file: string, bytes: Buffer): Manifest {
  let json: unknown;
  try {
    json = JSON.parse(bytes.toString('utf8'));
  } catch {
    throw notOurs(file, `${MANIFEST_ENTRY} is not JSON`);
  }
  const parsed = ManifestSchema.safeParse(json);
  if (!parsed.success)
    throw notOurs(
      file,
      `${MANIFEST_ENTRY}: ${parsed.error.issues.map((i) => `${i.path.join('.') || 'manifest'} ${i.message}`).join('; ')}`,
    );
  return parsed.data;
}

/**
 * Reads the whole archive without writing anything: every entry must be one the manifest
 * lists, with its checksum, and the manifest must come last and list nothing more. The
 * backup command runs this on what it wrote before calling it a backup; restore runs it
 * before it touches the database.
 */
export async function verifyBackup(file: string): Promise<Manifest> {
  const seen = new Map<string, string>();
  let manifest: Manifest | undefined;
  for await (const entry of readEntries(file)) {
    if (manifest) throw notOurs(file, `${entry.name} follows the manifest`);
    if (entry.what.kind === 'manifest') {
      manifest = parseManifest(file, entry.bytes);
      continue;
    }
    if (seen.has(entry.name)) throw notOurs(file, `${entry.name} appears twice`);
    seen.set(entry.name, entry.sha256);
  }
  if (!manifest) throw notOurs(file, `it has no ${MANIFEST_ENTRY}`);
  for (const [name, sha256] of Object.entries(manifest.entries)) {
    const found = seen.get(name);
    if (!found) throw new BackupRefusedError(`${file} is damaged: ${name} is missing. Nothing was changed.`);
    if (found !== sha256)
      throw new BackupRefusedError(
        `${file} is damaged: ${name} does not match its checksum. Nothing was changed.`,
      );
  }
  const extra = [...seen.keys()].find((name) => !(name in manifest.entries));
  if (extra) throw notOurs(file, `${extra} is not in its manifest`);
  return manifest;
}
