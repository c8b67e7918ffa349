import { createHash } from 'node:crypto';
import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { pack as tarPack } from 'tar-stream';
import { MANIFEST_ENTRY, type Manifest } from './format';

export interface ArchiveWriter {
  /** Adds one entry; resolves once `out` has room for more (backpressure). */
  add(name: string, bytes: Buffer): Promise<void>;
  /** The sha256 of every entry added so far, by name. */
  readonly hashes: Record<string, string>;
  /** Writes the manifest last and waits until everything reached `out`. */
  finish(manifest: Manifest): Promise<void>;
  /** Stops on an error of the caller's: `out` is destroyed, so no reader takes it for whole. */
  abort(error: Error): Promise<void>;
}

/** A gzip'd tar streamed into `out` (a file, or the CLI's socket). */
export function archiveWriter(out: Writable, mtime: Date): ArchiveWriter {
  const tar = tarPack();
  const done = pipeline(tar, createGzip(), out);
  // An entry waits for room in the stream; if `out` fails (the reader went away), that wait
  // would never end, so every wait also ends with the pipeline's failure.
  const failed = done.then(
    () => new Promise<never>(() => undefined),
    (error: unknown) => Promise.reject(error instanceof Error ? error : new Error(String(error))),
  );
  failed.catch(() => undefined);
  const hashes: Record<string, string> = {};

  const entry = (name: string, bytes: Buffer) =>
    Promise.race([
      failed,
      new Promise<void>((resolve, reject) =>
        tar.entry({ name, size: bytes.length, mtime, mode: 0o600 }, bytes, (error) =>
          error ? reject(error) : resolve(),
        ),
      ),
    ]);

  return {
    hashes,
    async add(name, bytes) {
      hashes[name] = createHash('sha256').update(bytes).digest('hex');
      await entry(name, bytes);
    },
    async finish(manifest) {
      await entry(MANIFEST_ENTRY, Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`));
      tar.finalize();
      await done;
    },
    async abort(error) {
      tar.destroy(error);
      out.destroy(error);
      await done.catch(() => undefined);
    },
  };
}
