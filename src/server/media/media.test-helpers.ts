import { mkdtempSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import type { DbKind } from '../db/client';
import { media, mediaBlobs } from '../db/schema';
import { useTestApp, type TestApp } from '../test/app';

export interface MediaTestApp {
  t: () => TestApp;
  /** DATA_DIR/media: where the files go on PGlite. */
  filesDir: string;
  /** Keys in the `media` table. */
  rowKeys(): Promise<string[]>;
  /** Keys whose bytes are stored (files on PGlite, media_blobs rows on PostgreSQL). */
  storedKeys(): Promise<string[]>;
}

/** The real app with its own DATA_DIR, and ways to see what media it stored. */
export function useMediaTestApp(kind: DbKind, env: Record<string, string> = {}): MediaTestApp {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'media-suite-'));
  afterAll(async () => {
    const { rm } = await import('node:fs/promises');
    await rm(dataDir, { recursive: true, force: true });
  });
  const t = useTestApp(kind, { DATA_DIR: dataDir, ...env });
  const filesDir = path.join(dataDir, 'media');
  return {
    t,
    filesDir,
    async rowKeys() {
      return (await t().app.database.db.select({ key: media.key }).from(media)).map((r) => r.key).sort();
    },
    async storedKeys() {
      if (kind === 'postgres')
        return (await t().app.database.db.select({ key: mediaBlobs.key }).from(mediaBlobs))
          .map((r) => r.key)
          .sort();
      const names = await readdir(filesDir).catch(() => [] as string[]);
      return names.filter((n) => !n.startsWith('.')).sort();
    },
  };
}
