import { bigint, index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { bytea } from './media';

/**
 * A resumable upload (tus, decision 0064): a file a student sends in parts before the request
 * that names it. `size` is the whole file's; `received` how many bytes are stored, in
 * `upload_parts`. In the database on both backends, so every instance can take the next part
 * and a restart loses nothing. Dropped a day after it began, or once its request took it.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: text('id').primaryKey(),
    size: bigint('size', { mode: 'number' }).notNull(),
    received: bigint('received', { mode: 'number' }).notNull().default(0),
    metadata: jsonb('metadata').$type<Record<string, string | null>>().notNull(),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [index('uploads_created_at_idx').on(t.created_at)],
);

/** An upload's bytes, one row per part as it arrived, in order of `start`. */
export const uploadParts = pgTable(
  'upload_parts',
  {
    upload_id: text('upload_id')
      .notNull()
      .references(() => uploads.id, { onDelete: 'cascade' }),
    start: bigint('start', { mode: 'number' }).notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.upload_id, t.start] })],
);
