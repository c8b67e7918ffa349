import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { REVISION_ACTIONS } from '../../../contract/revisions';
import { users } from './users';

/**
 * Every version of the office's content, SEO entries, UI strings and settings (decision
 * 0059): written by each table's trigger in the write's own statement, so no write path can
 * forget it. `record` is the whole row as it was saved; `entity_key` its key as text (an SEO
 * entry's is its path).
 */
export const revisions = pgTable(
  'revisions',
  {
    revision_id: serial('revision_id').primaryKey(),
    entity: text('entity').notNull(),
    entity_key: text('entity_key').notNull(),
    action: text('action', { enum: REVISION_ACTIONS }).notNull(),
    saved_by: integer('saved_by').references(() => users.user_id, { onDelete: 'set null' }),
    saved_at: timestamp('saved_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    record: jsonb('record').$type<Record<string, unknown>>().notNull(),
  },
  (t) => [index('revisions_entity_idx').on(t.entity, t.entity_key, t.revision_id)],
);
