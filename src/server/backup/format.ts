import { z } from 'zod';

/**
 * What `npm run backup` writes (decision 0014): one gzip'd tar holding
 *
 *   tables/<name>.json   every row of one table (PostgreSQL's own JSON of the row), in
 *                        foreign-key order, so a restore inserts them as they come
 *   media/<key>          the bytes of every stored file, whichever store held them
 *   manifest.json        last: what the archive holds and the sha256 of every entry
 *
 * The same archive restores into PGlite or PostgreSQL: files go into the target's store
 * (DATA_DIR/media or media_blobs), so a backup is also how an embedded install moves to
 * PostgreSQL. `tar tzf` lists it; nothing in it is read before its checksum is.
 */
export const BACKUP_FORMAT = 'bahith-backup';
export const BACKUP_VERSION = 1;
export const MANIFEST_ENTRY = 'manifest.json';

export const tableEntry = (table: string) => `tables/${table}.json`;
export const mediaEntry = (key: string) => `media/${key}`;

const TABLE_ENTRY = /^tables\/([a-z_][a-z0-9_]*)\.json$/;
/** Our content addresses only (media/storage.ts): an entry name never becomes a path of its own. */
const MEDIA_ENTRY = /^media\/([0-9a-f]{64}(?:-\d{1,5})?)$/;

export type EntryName =
  { kind: 'table'; table: string } | { kind: 'media'; key: string } | { kind: 'manifest' };

/** What an entry's name says it is; null for a name no backup of ours has. */
export function parseEntryName(name: string): EntryName | null {
  if (name === MANIFEST_ENTRY) return { kind: 'manifest' };
  const table = TABLE_ENTRY.exec(name);
  if (table) return { kind: 'table', table: table[1]! };
  const media = MEDIA_ENTRY.exec(name);
  return media ? { kind: 'media', key: media[1]! } : null;
}

/** A stored file is at most 20 MiB (media/limits.ts); a table's JSON may be large, not unbounded. */
export const MAX_ENTRY_BYTES = {
  table: 1024 * 1024 * 1024,
  media: 32 * 1024 * 1024,
  manifest: 64 * 1024 * 1024,
} as const;

const sha256Hex = z.string().regex(/^[0-9a-f]{64}$/);

export const ManifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(BACKUP_VERSION),
  created_at: z.string(),
  app_version: z.string(),
  source: z.enum(['pglite', 'postgres']),
  /** The hashes of the migrations the source had run: a restore needs the same schema. */
  migrations: z.array(z.string()),
  /** Rows per table, in the order the archive holds them. */
  tables: z.record(z.string(), z.number().int().nonnegative()),
  files: z.number().int().nonnegative(),
  file_bytes: z.number().int().nonnegative(),
  /** Files a `media` row names whose bytes were already gone from the source's store. */
  missing_files: z.array(z.string()),
  /** The sha256 of every other entry, by name. */
  entries: z.record(z.string(), sha256Hex),
});
export type Manifest = z.infer<typeof ManifestSchema>;

/** A file that is not a backup of ours, or one that is damaged: nothing was written. */
export class BackupRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupRefusedError';
  }
}

export interface BackupSummary {
  tables: number;
  rows: number;
  files: number;
  fileBytes: number;
  missingFiles: string[];
}

export const summarize = (m: Manifest): BackupSummary => ({
  tables: Object.keys(m.tables).length,
  rows: Object.values(m.tables).reduce((a, b) => a + b, 0),
  files: m.files,
  fileBytes: m.file_bytes,
  missingFiles: m.missing_files,
});

/** `9 tables (412 rows) and 57 files (3.2 MB)`, for the commands' messages. */
export const describeSummary = (s: BackupSummary): string =>
  `${s.tables} tables (${s.rows} rows) and ${s.files} files (${(s.fileBytes / 1e6).toFixed(1)} MB)`;
