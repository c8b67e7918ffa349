import { boolean, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { creationTimestamp, softDelete } from './common';

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
});

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
});
