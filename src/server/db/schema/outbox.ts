import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { MAIL_KINDS, MAIL_STATES } from '../../../contract/mail';
import { creationTimestamp } from './common';
import { contactMessages, requests, type StoredDocument } from './inbox';

/**
 * Every mail the product sends, written in the same transaction as what it is about and
 * sent by the job queue (decision 0031): a restart or an SMTP outage loses none, and a mail
 * that could not be sent says so on its request. Deleted with its request or message when
 * a student is erased.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    mail_id: serial('mail_id').primaryKey(),
    kind: text('kind', { enum: MAIL_KINDS }).notNull(),
    request_id: integer('request_id').references(() => requests.request_id, { onDelete: 'cascade' }),
    message_id: integer('message_id').references(() => contactMessages.message_id, { onDelete: 'cascade' }),
    to_address: text('to_address').notNull(),
    reply_to: text('reply_to'),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    /** Files sent with it (a reply's attachments), as stored media: read at sending time. */
    attachments: jsonb('attachments').$type<StoredDocument[]>().notNull().default([]),
    status: text('status', { enum: MAIL_STATES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** The last failure, as the SMTP server or the network said it (never the mail's text). */
    last_error: text('last_error'),
    sent_at: timestamp('sent_at', { withTimezone: true, mode: 'string' }),
    /** Who wrote it (a reply); none for what the product sends by itself. */
    created_by: integer('created_by'),
    creation_timestamp: creationTimestamp(),
  },
  (t) => [
    index('mail_outbox_request_idx').on(t.request_id),
    index('mail_outbox_message_idx').on(t.message_id),
  ],
);

/** The desk's own settings (decision 0031): staff only, unlike SPEC's public site settings. */
export const deskSettings = pgTable('desk_settings', {
  id: integer('id').primaryKey(),
  settings: jsonb('settings').$type<Record<string, unknown>>().notNull(),
});

/**
 * What "Erase a student" leaves behind (decision 0033): who erased, when, how many rows and
 * files went; never the address or anything else of the student's.
 */
export const studentErasures = pgTable('student_erasures', {
  erasure_id: serial('erasure_id').primaryKey(),
  actor_id: integer('actor_id').notNull(),
  requests: integer('requests').notNull(),
  messages: integer('messages').notNull(),
  files: integer('files').notNull(),
  creation_timestamp: creationTimestamp(),
});
