import { boolean, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { creationTimestamp, softDelete } from './common';
import { searchTextOf } from './search-text';

/** A private request document: the stored file's key and what the admin link shows. */
export interface StoredDocument {
  key: string;
  mime: string;
  ext: string;
  size: number;
}

/** SPEC §3 Request. `is_read` lists the user_ids of the admins who read it. */
export const requests = pgTable('requests', {
  request_id: serial('request_id').primaryKey(),
  request_name: text('request_name').notNull(),
  request_desc: text('request_desc').notNull(),
  request_email: text('request_email').notNull(),
  request_phone: text('request_phone').notNull(),
  request_address: text('request_address').notNull(),
  request_documents: jsonb('request_documents').$type<StoredDocument[]>().notNull().default([]),
  is_read: integer('is_read').array().notNull().default([]),
  /** Filled the honeypot: kept for review, left out of lists and counts by default (issue 3 §7). */
  is_spam: boolean('is_spam').notNull().default(false),
  ...softDelete(),
  creation_timestamp: creationTimestamp(),
  /** What the inbox's search reads (schema/search-text.ts): kept by the database, never written. */
  search_text: text('search_text').generatedAlwaysAs(searchTextOf('request_name', 'request_email', 'request_phone', 'request_address', 'request_desc')),
},
// A trigram index answers `LIKE '%…%'` without reading every row (pg_trgm, migration 0008).
// And one in the list's order (read backwards: newest first), so the first page reads 51 rows, not all of them.
(t) => [index('requests_search_text_idx').using('gin', t.search_text.op('gin_trgm_ops')), index('requests_newest_idx').on(t.creation_timestamp, t.request_id)],
);

/** SPEC §3 Contact message. */
export const contactMessages = pgTable('contact_messages', {
  message_id: serial('message_id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  number: text('number').notNull(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  is_read: integer('is_read').array().notNull().default([]),
  is_spam: boolean('is_spam').notNull().default(false),
  ...softDelete(),
  creation_timestamp: creationTimestamp(),
  search_text: text('search_text').generatedAlwaysAs(searchTextOf('name', 'email', 'number', 'subject', 'message')),
},
(t) => [index('contact_messages_search_text_idx').using('gin', t.search_text.op('gin_trgm_ops')), index('contact_messages_newest_idx').on(t.creation_timestamp, t.message_id)],
);
