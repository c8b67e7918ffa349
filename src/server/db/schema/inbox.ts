import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { REQUEST_EVENT_KINDS, REQUEST_STATUSES } from '../../../contract/desk';
import { creationTimestamp, softDelete } from './common';
import { searchTextOf } from './search-text';

/** A private request document: the stored file's key and what the admin link shows. */
export interface StoredDocument {
  key: string;
  mime: string;
  ext: string;
  size: number;
  /** The student's own file name, made safe (media/file-name.ts); absent when the form sent none. */
  name?: string;
  /** A PDF's page count, read when it was checked (absent for an image, or a request from before). */
  pages?: number;
}

/** SPEC §3 Request. `is_read` lists the user_ids of the admins who read it. */
export const requests = pgTable(
  'requests',
  {
    request_id: serial('request_id').primaryKey(),
    request_name: text('request_name').notNull(),
    request_desc: text('request_desc').notNull(),
    request_email: text('request_email').notNull(),
    request_phone: text('request_phone').notNull(),
    request_address: text('request_address').notNull(),
    request_documents: jsonb('request_documents').$type<StoredDocument[]>().notNull().default([]),
    is_read: integer('is_read').array().notNull().default([]),
    /** Filled the honeypot: kept for review, left out of lists and counts by default (decision 0005). */
    is_spam: boolean('is_spam').notNull().default(false),
    ...softDelete(),
    creation_timestamp: creationTimestamp(),
    /** What the inbox's search reads (schema/search-text.ts): kept by the database, never written. */
    search_text: text('search_text').generatedAlwaysAs(
      searchTextOf('request_name', 'request_email', 'request_phone', 'request_address', 'request_desc'),
    ),
    // The desk (decision 0030): where the request stands, who has it, what it asked about.
    /**
     * The reference the student holds: 12 random hex digits (48 bits), drawn by the database
     * for every row, so that a reference cannot be guessed from another (the id can).
     */
    request_ref: text('request_ref')
      .notNull()
      .default(sql`upper(substr(replace(gen_random_uuid()::text, '-', ''), 1, 12))`),
    request_status: text('request_status', { enum: REQUEST_STATUSES }).notNull().default('new'),
    status_changed_at: timestamp('status_changed_at', { withTimezone: true, mode: 'string' })
      .notNull()
      .defaultNow(),
    /** A staff member's user_id (no foreign key, like deleted_by: removing an account keeps the trail). */
    assignee_id: integer('assignee_id'),
    /** The service the student ordered from its page, if any. */
    service_id: integer('service_id'),
    /** The language of the page the student sent it from: what replies are written in. */
    request_lang: text('request_lang', { enum: ['ar', 'en', 'zh'] })
      .notNull()
      .default('ar'),
  },
  // A trigram index answers `LIKE '%…%'` without reading every row (pg_trgm, migration 0008).
  // And one in the list's order (read backwards: newest first), so the first page reads
  // 51 rows, not all of them.
  // And one on the address as students are found by it (the student-data screen, tracking:
  // desk/same-email.ts), so neither reads every request.
  (t) => [
    index('requests_search_text_idx').using('gin', t.search_text.op('gin_trgm_ops')),
    index('requests_newest_idx').on(t.creation_timestamp, t.request_id),
    uniqueIndex('requests_ref_idx').on(t.request_ref),
    index('requests_email_idx').on(sql`lower(trim(${t.request_email}))`),
  ],
);

/**
 * A request's history and thread (decision 0030), oldest first: status changes and
 * assignments (who, when, from what to what), staff notes, replies to the student. Deleted
 * with its request when a student is erased.
 */
export const requestEvents = pgTable(
  'request_events',
  {
    event_id: serial('event_id').primaryKey(),
    request_id: integer('request_id')
      .notNull()
      .references(() => requests.request_id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: REQUEST_EVENT_KINDS }).notNull(),
    /** Who did it (a user_id); none for what the system does (the retention job). */
    actor_id: integer('actor_id'),
    /** A note's or a reply's text. */
    body: text('body').notNull().default(''),
    /** What changed: `{ from, to }` of a status or an assignee. */
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    creation_timestamp: creationTimestamp(),
  },
  (t) => [index('request_events_request_idx').on(t.request_id, t.event_id)],
);

/** SPEC §3 Contact message. */
export const contactMessages = pgTable(
  'contact_messages',
  {
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
    search_text: text('search_text').generatedAlwaysAs(
      searchTextOf('name', 'email', 'number', 'subject', 'message'),
    ),
  },
  (t) => [
    index('contact_messages_search_text_idx').using('gin', t.search_text.op('gin_trgm_ops')),
    index('contact_messages_newest_idx').on(t.creation_timestamp, t.message_id),
    index('contact_messages_email_idx').on(sql`lower(trim(${t.email}))`),
  ],
);
