import { idempotent } from '../shared/idempotency';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CHALLENGE_FIELD,
  CreateRequestSchema,
  DeskRequestSchema,
  HONEYPOT_FIELD,
  RequestReceiptSchema,
  UPLOAD_LIMITS,
  formatReference,
  writeResponse,
} from '../../../contract';
import type { StoredDocument } from '../../db/schema';
import { localize } from '../../i18n/messages';
import { requestLanguage } from '../../i18n/request-lang';
import { requestNotification } from '../../mail/notifications';
import { dataUrlName } from '../../media/data-url';
import { safeFileName } from '../../media/file-name';
import { BODY_LIMIT } from '../../media/limits';
import { formEmailRateLimit, formRateLimit } from '../inbox/form-rate-limit';
import { dropUploads } from '../uploads/upload-store';
import { takeUploads } from '../uploads/take-uploads';
import { errorResponses } from '../shared/error-responses';
import { isHoneypotFilled } from '../inbox/inbox';
import { registerInboxRoutes } from '../inbox/inbox.routes';
import { registerDeskRoutes } from '../desk/desk.routes';
import { registerReplyRoutes } from '../desk/replies.routes';
import { registerStudentDataRoutes } from '../desk/student-data.routes';
import { scheduleRetention } from '../desk/retention';
import { registerTrackRoute } from '../desk/track.routes';
import { registerExportRoute } from '../desk/export.routes';
import { toDeskRequest } from '../desk/desk-view';
import { deskFilters } from '../desk/desk-filters';
import { studentConfirmation } from './requests.mail';
import { findService } from '../services/services.queries';
import { loadPublicSettings } from '../settings/settings.queries';
import {
  countUnreadRequests,
  insertRequest,
  listRequests,
  markRequestRead,
  softDeleteRequest,
} from './requests.queries';

// What a public `POST /requests` answers besides the message is RequestReceiptSchema (contract): the new
// id, which the form shows as the reference, and how many documents were kept. A honeypot catch answers
// the same shape.

/**
 * SPEC §7 requests calls: `POST` is public, the rest admin-only (SPEC §6), and the desk beside them
 * (decision 0030).
 */
export const requestsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const emailLimit = formEmailRateLimit(
    app,
    'request',
    (body) => (body as { request_email?: unknown }).request_email,
  );
  const tags = ['requests'];

  app.post(
    '/requests',
    {
      // Up to 10 documents as data URLs, 70 MiB in all: a larger body is a 413 before it is buffered.
      bodyLimit: BODY_LIMIT.request,
      onRequest: formRateLimit(app, 'request', app.config.REQUEST_RATE_MAX),
      // A retry of a send whose answer was lost gives the first answer, no second request (decision 0061).
      ...idempotent(app, 'requests'),
      schema: {
        summary: 'Send a request for a service (the public form)',
        operationId: 'createRequest',
        tags,
        body: CreateRequestSchema,
        response: { 201: writeResponse(RequestReceiptSchema), ...errorResponses(400, 409, 413, 415, 422) },
      },
    },
    async (request, reply) => {
      const {
        request_documents: dataUrls = [],
        request_uploads: uploadIds = [],
        [HONEYPOT_FIELD]: _honeypot,
        [CHALLENGE_FIELD]: challenge,
        request_lang,
        service_id,
        ...fields
      } = request.body;
      // The proof of work first (decision 0034): without a valid answer nothing is read further or stored.
      await app.formChallenges.check(request, challenge);
      const isSpam = isHoneypotFilled(request.body);
      // One student's sends (decision 0046); a honeypot catch counts for no one.
      if (!isSpam) await emailLimit(request);
      const service = service_id === undefined ? undefined : await findService(db, service_id);
      const lang = request_lang ?? requestLanguage(request);
      // Read before the transaction: the embedded database has one connection, which the transaction holds.
      const settings = app.mailer.enabled && !isSpam ? (await loadPublicSettings(app)).value : undefined;
      // Documents uploaded in parts (decision 0064), whole and within the request's limits.
      const taken = await takeUploads(db, uploadIds, {
        field: 'request_uploads',
        alongside: dataUrls.length,
        max: UPLOAD_LIMITS.documentsPerRequest,
      });
      const uploads = [
        ...dataUrls.map((dataUrl, i) => ({
          dataUrl,
          kind: 'document' as const,
          field: `request_documents.${i}`,
        })),
        ...taken.map(({ bytes }, i) => ({ bytes, kind: 'document' as const, field: `request_uploads.${i}` })),
      ];
      const sentNames = [...dataUrls.map(dataUrlName), ...taken.map((upload) => upload.name)];
      // Files first (content-addressed, idempotent, all or none): a 413/415 here writes no row and no
      // file. A honeypot catch takes the same steps, so nothing in its answer gives it away. The row
      // that holds them is written before an erasure of the same bytes may delete them (media/README).
      const { row, documents } = await app.media.storeReferenced(uploads, async (files) => {
        // Each with the student's own file name when the form sent one (decision 0030).
        const documents: StoredDocument[] = files.map(({ key, mime, ext, size, pages }, i) => {
          const name = safeFileName(sentNames[i], ext);
          return { key, mime, ext, size, ...(name ? { name } : {}), ...(pages ? { pages } : {}) };
        });
        // The request and its mails in one transaction (decision 0031): the outbox sends them after the
        // commit, retrying while SMTP is away; a mail problem is never the visitor's.
        const row = await db.transaction(async (tx) => {
          const stored = await insertRequest(tx, {
            ...fields,
            request_documents: documents,
            is_spam: isSpam,
            request_lang: lang,
            service_id: service?.service_id ?? null,
          });
          if (settings) {
            const about = { request_id: stored.request_id };
            await app.outbox.toOffice(tx, requestNotification(stored, app.config.PUBLIC_URL), about);
            // The student's copy, in the language of the page they sent it from (the form sends it).
            await app.outbox.toVisitor(
              tx,
              studentConfirmation(app, settings, stored, lang),
              about,
              'confirmation',
            );
          }
          return stored;
        });
        return { row, documents };
      });
      // Their bytes are the request's now; what is left of the uploads goes (else the retention run's).
      await dropUploads(db, uploadIds);
      if (!isSpam) app.changed('requests');
      return reply.status(201).send({
        message: localize(request, 'request.created'),
        data: {
          request_id: row.request_id,
          request_ref: formatReference(row.request_ref),
          document_count: documents.length,
        },
      });
    },
  );

  registerInboxRoutes(app, {
    path: '/requests',
    tags,
    nouns: { one: 'Request', many: 'Requests', a: 'a request', some: 'requests' },
    entity: 'requests',
    // SPEC §3's fields and, beside them, the desk's (decision 0030).
    schema: DeskRequestSchema,
    toAdmin: (row) => toDeskRequest(app, row),
    filters: deskFilters,
    idOf: (row) => row.request_id,
    list: listRequests,
    countUnread: countUnreadRequests,
    markRead: markRequestRead,
    softDelete: softDeleteRequest,
    messages: { read: 'request.read', deleted: 'request.deleted', notFound: 'request.notFound' },
  });
  registerExportRoute(app);
  registerDeskRoutes(app);
  registerReplyRoutes(app);
  registerStudentDataRoutes(app);
  await scheduleRetention(app);
  registerTrackRoute(app);
};
