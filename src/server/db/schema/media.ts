import { bigint, customType, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { creationTimestamp } from './common';

export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Every stored file, content-addressed by the sha256 of its stored bytes (decision 0002).
 * On PGlite the bytes live under DATA_DIR/media; on PostgreSQL in `media_blobs`.
 */
export const media = pgTable('media', {
  key: text('key').primaryKey(),
  mime: text('mime').notNull(),
  size: bigint('size', { mode: 'number' }).notNull(),
  width: integer('width'),
  creation_timestamp: creationTimestamp(),
});

/** The bytes, on PostgreSQL only: every instance sees every file with no shared volume. */
export const mediaBlobs = pgTable('media_blobs', {
  key: text('key').primaryKey(),
  bytes: bytea('bytes').notNull(),
});
