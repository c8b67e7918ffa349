import { idempotent } from '../shared/idempotency';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminContactMessageSchema,
  CHALLENGE_FIELD,
  CreateContactSchema,
  HONEYPOT_FIELD,
  MessageResponseSchema,
  type AdminContactMessage,
} from '../../../contract';
import { isoTimestamp } from '../../db/schema/common';
import { localize } from '../../i18n/messages';
import { contactNotification } from '../../mail/notifications';
import { BODY_LIMIT } from '../../media/limits';
import { formEmailRateLimit, formRateLimit } from '../inbox/form-rate-limit';
import { isHoneypotFilled } from '../inbox/inbox';
import { registerInboxRoutes } from '../inbox/inbox.routes';
import { errorResponses } from '../shared/error-responses';
import {
  countUnreadContactMessages,
  insertContactMessage,
  listContactMessages,
  markContactMessageRead,
  softDeleteContactMessage,
  type ContactRow,
} from './contact.queries';

const toAdminMessage = (row: ContactRow): AdminContactMessage => ({
  message_id: row.message_id,
  name: row.name,
  email: row.email,
  number: row.number,
  subject: row.subject,
  message: row.message,
  is_read: row.is_read,
  is_spam: row.is_spam,
  creation_timestamp: isoTimestamp(row.creation_timestamp),
});

/**
 * SPEC §7 `POST /contact` (public, answers `{ message }` for the snackbar) and the
 * admin-only inbox the back-office shows.
 */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const tags = ['contact'];
  const emailLimit = formEmailRateLimit(app, 'contact', (body) => (body as { email?: unknown }).email);

  app.post(
    '/contact',
    {
      bodyLimit: BODY_LIMIT.default,
      onRequest: formRateLimit(app, 'contact', app.config.CONTACT_RATE_MAX),
      // A retry of a send whose answer was lost gives the first answer, no second message (decision 0061).
      ...idempotent(app, 'contact'),
      schema: {
        summary: 'Send a message to the office (the public contact form)',
        operationId: 'sendContactMessage',
        tags,
        body: CreateContactSchema,
        response: { 201: MessageResponseSchema, ...errorResponses(400, 409, 413, 422) },
      },
    },
    async (request, reply) => {
      const { [HONEYPOT_FIELD]: _honeypot, [CHALLENGE_FIELD]: challenge, ...fields } = request.body;
      // The proof of work first (decision 0034): without a valid answer nothing is stored.
      await app.formChallenges.check(request, challenge);
      // A honeypot catch is kept for review and answered exactly like a person, so a bot learns
      // nothing (decision 0005).
      const isSpam = isHoneypotFilled(request.body);
      // One student's sends (decision 0046); a honeypot catch counts for no one.
      if (!isSpam) await emailLimit(request);
      // The message and the office's notification in one transaction (decision 0031's outbox).
      await db.transaction(async (tx) => {
        const row = await insertContactMessage(tx, { ...fields, is_spam: isSpam });
        if (!isSpam)
          await app.outbox.toOffice(tx, contactNotification(row, app.config.PUBLIC_URL), {
            message_id: row.message_id,
          });
      });
      if (!isSpam) app.changed('messages');
      return reply.status(201).send({ message: localize(request, 'contact.created') });
    },
  );

  registerInboxRoutes(app, {
    path: '/contact',
    tags,
    nouns: {
      one: 'ContactMessage',
      many: 'ContactMessages',
      a: 'a contact message',
      some: 'contact messages',
    },
    entity: 'messages',
    schema: AdminContactMessageSchema,
    toAdmin: toAdminMessage,
    idOf: (row) => row.message_id,
    list: listContactMessages,
    countUnread: countUnreadContactMessages,
    markRead: markContactMessageRead,
    softDelete: softDeleteContactMessage,
    messages: { read: 'contact.read', deleted: 'contact.deleted', notFound: 'contact.notFound' },
  });
};
