import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminRequestSchema, CreateRequestSchema, HONEYPOT_FIELD, RequestReceiptSchema, writeResponse, type AdminRequest } from '../../../contract';
import type { StoredDocument } from '../../db/schema';
import { isoTimestamp } from '../../db/schema/common';
import { localize } from '../../i18n/messages';
import { requestLanguage } from '../../i18n/request-lang';
import { requestNotification } from '../../mail/notifications';
import { BODY_LIMIT } from '../../media/limits';
import { formRateLimit } from '../inbox/form-rate-limit';
import { errorResponses } from '../shared/error-responses';
import { isHoneypotFilled } from '../inbox/inbox';
import { registerInboxRoutes } from '../inbox/inbox.routes';
import { studentConfirmation } from './requests.mail';
import { countUnreadRequests, insertRequest, listRequests, markRequestRead, softDeleteRequest, type RequestRow } from './requests.queries';


// What a public `POST /requests` answers besides the message is RequestReceiptSchema (contract): the new
// id, which the form shows as the reference, and how many documents were kept. A honeypot catch answers
// the same shape.

function toAdminRequest(app: FastifyInstance, row: RequestRow): AdminRequest {
  return {
    request_id: row.request_id,
    request_name: row.request_name,
    request_desc: row.request_desc,
    request_email: row.request_email,
    request_phone: row.request_phone,
    request_address: row.request_address,
    // Private files: each a URL signed for 15 minutes, served as 'Document N.ext' (issue 3 §4).
    request_documents: row.request_documents.map((doc, i) => app.media.signedDocumentUrl(row.request_id, i + 1, doc)),
    is_read: row.is_read,
    is_spam: row.is_spam,
    creation_timestamp: isoTimestamp(row.creation_timestamp),
  };
}

/** SPEC §7 requests calls: `POST` is public, the rest admin-only (issue 3 §2, §5). */
export const requestsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const tags = ['requests'];

  app.post(
    '/requests',
    {
      // Up to 10 documents as data URLs, 70 MiB in all: a larger body is a 413 before it is buffered (issue 3 §4).
      bodyLimit: BODY_LIMIT.request,
      onRequest: formRateLimit(app, 'request', app.config.REQUEST_RATE_MAX),
      schema: { tags, body: CreateRequestSchema, response: { 201: writeResponse(RequestReceiptSchema), ...errorResponses(400, 413, 415, 429) } },
    },
    async (request, reply) => {
      const { request_documents: dataUrls = [], [HONEYPOT_FIELD]: _honeypot, request_lang, ...fields } = request.body;
      const isSpam = isHoneypotFilled(request.body);
      // Files first (content-addressed, idempotent, all or none): a 413/415 here writes no row and no file. A
      // honeypot catch takes the same steps, so nothing in its answer gives it away.
      const stored = await app.media.storeAll(dataUrls.map((dataUrl, i) => ({ dataUrl, kind: 'document' as const, field: `request_documents.${i}` })));
      const documents: StoredDocument[] = stored.map(({ key, mime, ext, size }) => ({ key, mime, ext, size }));
      const row = await insertRequest(db, { ...fields, request_documents: documents, is_spam: isSpam });
      if (!isSpam) {
        app.changed('requests');
        // After the commit and not awaited: a mail failure is logged, never the visitor's problem.
        void app.mailer.notifyOffice(requestNotification(row, app.config.PUBLIC_URL));
        // The student's copy, in the language of the page they sent it from (the form sends it).
        if (app.mailer.enabled) void app.mailer.mailVisitor(studentConfirmation(app, row, request_lang ?? requestLanguage(request)));
      }
      return reply.status(201).send({ message: localize(request, 'request.created'), data: { request_id: row.request_id, document_count: documents.length } });
    },
  );

  registerInboxRoutes(app, {
    path: '/requests',
    tags,
    entity: 'requests',
    schema: AdminRequestSchema,
    toAdmin: (row) => toAdminRequest(app, row),
    idOf: (row) => row.request_id,
    list: listRequests,
    countUnread: countUnreadRequests,
    markRead: markRequestRead,
    softDelete: softDeleteRequest,
    messages: { read: 'request.read', deleted: 'request.deleted', notFound: 'request.notFound' },
  });
};
