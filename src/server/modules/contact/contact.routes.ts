import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ContactMessageSchema, CreateContactSchema, HONEYPOT_FIELD, MessageResponseSchema, writeResponse } from '../../../contract';
import { isoTimestamp } from '../../db/schema/common';
import { AppError } from '../../errors';
import { localize } from '../../i18n/messages';
import { contactNotification } from '../../mail/notifications';
import { BODY_LIMIT } from '../../media/limits';
import { formRateLimit } from '../requests/form-rate-limit';
import { ADMIN_SECURITY, INBOX_LIST_DESCRIPTION, InboxQuerySchema, inboxPageQuery, isHoneypotFilled, sendInboxPage } from '../requests/inbox';
import { errorResponses } from '../shared/error-responses';
import { IdParamsSchema } from '../shared/ids';
import { insertContactMessage, listContactMessages, markContactMessageRead, softDeleteContactMessage, type ContactRow } from './contact.queries';

/** The back-office inbox view: SPEC §3 Contact message plus the honeypot flag. */
export const AdminContactMessageSchema = ContactMessageSchema.extend({ is_spam: z.boolean() });
export type AdminContactMessage = z.infer<typeof AdminContactMessageSchema>;

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
 * admin-only inbox the back-office shows (issue 3 §2).
 */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const admin = { onRequest: app.requireAdmin };
  const tags = ['contact'];
  const security = ADMIN_SECURITY;
  const missing = (request: FastifyRequest) => new AppError('NOT_FOUND', localize(request, 'contact.notFound'));

  app.post(
    '/contact',
    {
      bodyLimit: BODY_LIMIT.default,
      onRequest: formRateLimit(app, 'contact', app.config.CONTACT_RATE_MAX),
      schema: { tags, body: CreateContactSchema, response: { 201: MessageResponseSchema, ...errorResponses(400, 413, 429) } },
    },
    async (request, reply) => {
      const { [HONEYPOT_FIELD]: _honeypot, ...fields } = request.body;
      // A honeypot catch is kept for review and answered exactly like a person (issue 3 §7).
      const isSpam = isHoneypotFilled(request.body);
      const row = await insertContactMessage(db, { ...fields, is_spam: isSpam });
      if (!isSpam) {
        app.changed('messages');
        void app.mailer.notifyOffice(contactNotification(row, app.config.PUBLIC_URL));
      }
      return reply.status(201).send({ message: localize(request, 'contact.created') });
    },
  );

  app.get(
    '/contact',
    { ...admin, schema: { tags, security, description: INBOX_LIST_DESCRIPTION, querystring: InboxQuerySchema, response: { 200: z.array(AdminContactMessageSchema), ...errorResponses(400, 401, 403) } } },
    async (request, reply) => {
      const page = await listContactMessages(db, inboxPageQuery(request.query));
      return sendInboxPage(reply, page, request.query.limit, (row) => row.message_id, toAdminMessage);
    },
  );

  const byId = { ...admin, schema: { tags, security, params: IdParamsSchema, response: { 200: writeResponse(AdminContactMessageSchema), ...errorResponses(400, 401, 403, 404) } } };

  app.put('/contact/:id/markRead', byId, async (request) => {
    const result = await markContactMessageRead(db, request.params.id, request.user?.user_id ?? 0);
    if (!result) throw missing(request);
    if (result.changed) app.changed('messages');
    return { message: localize(request, 'contact.read'), data: toAdminMessage(result.row) };
  });

  app.delete('/contact/:id', byId, async (request) => {
    const row = await softDeleteContactMessage(db, request.params.id);
    if (!row) throw missing(request);
    app.changed('messages');
    return { message: localize(request, 'contact.deleted'), data: toAdminMessage(row) };
  });
};
