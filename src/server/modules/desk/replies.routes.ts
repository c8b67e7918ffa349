import { recordAudit } from '../audit/record-audit';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  DeskSettingsSchema,
  MailSchema,
  ReplySchema,
  REPLY_ATTACHMENTS_MAX,
  REPLY_SUBJECT,
  UpdateDeskSettingsSchema,
  formatReference,
  looksLikeEmail,
  writeResponse,
} from '../../../contract';
import type { StoredDocument } from '../../db/schema';
import { AppError } from '../../errors';
import { localize } from '../../i18n/messages';
import { dataUrlName } from '../../media/data-url';
import { safeFileName } from '../../media/file-name';
import { BODY_LIMIT } from '../../media/limits';
import { deskRouteKit } from './desk-route-kit';
import { errorResponses } from '../shared/error-responses';
import { IdParamsSchema } from '../shared/ids';
import { loadPublicSettings } from '../settings/settings.queries';
import { findRequest, lockRequest } from './desk.queries';
import { getDeskSettings, updateDeskSettings } from './desk-settings';
import { fillReply } from './reply-text';
import { takeUploads } from '../uploads/take-uploads';
import { dropUploads } from '../uploads/upload-store';
import { studentTrackUrl } from './student-links';
import { findRequestMail, recordReply, toMail } from './mail.queries';

const MailParamsSchema = IdParamsSchema.extend({ mailId: z.coerce.number().int().positive() });

/**
 * Replies from the desk (decision 0031): written to the student by email in the language of
 * the page they sent the request from, the reference in the subject, through the outbox;
 * each one a line of the request's thread with who sent it. A failed mail can be sent again.
 * And the desk's own settings: the reply templates and the retention period. Staff only.
 */
export function registerReplyRoutes(app: FastifyInstance): void {
  const { routes, db, tags, security, missing } = deskRouteKit(app);

  routes.post(
    '/requests/:id/replies',
    {
      // The text and up to five files as data URLs, under the public form's limit.
      bodyLimit: BODY_LIMIT.request,
      schema: {
        summary: 'Reply to the student by e-mail, with files',
        operationId: 'createReply',
        tags,
        security,
        params: IdParamsSchema,
        body: ReplySchema,
        response: { 201: writeResponse(MailSchema), ...errorResponses(400, 401, 403, 404, 409, 413, 415) },
      },
    },
    async (request, reply) => {
      const row = await findRequest(db, request.params.id);
      if (!row) throw missing(request);
      if (!app.mailer.enabled) throw new AppError('CONFLICT', localize(request, 'request.mailOff'));
      if (!looksLikeEmail(row.request_email))
        throw new AppError('CONFLICT', localize(request, 'request.noEmail'));
      const dataUrls = request.body.attachments ?? [];
      const lang = row.request_lang;
      const { value: settings } = await loadPublicSettings(app);
      const reference = formatReference(row.request_ref);
      const trackUrl = studentTrackUrl(app, request, reference);
      const text = fillReply(request.body.body, {
        name: row.request_name,
        reference,
        track_link: trackUrl ?? '',
      });
      const siteName = settings.site_name[lang] || settings.site_name.en || '';
      const actorId = request.user?.user_id ?? 0;
      // The public upload's checks (type sniffed, size, a PDF opened by the worker): a 413/415
      // here writes nothing. The files, the mail and the thread's line are written before an
      // erasure may let go of the same bytes (media/README).
      // Files uploaded in parts (decision 0064), whole, under the same limits.
      const uploadIds = request.body.attachment_uploads ?? [];
      const taken = await takeUploads(db, uploadIds, {
        field: 'attachment_uploads',
        alongside: dataUrls.length,
        max: REPLY_ATTACHMENTS_MAX,
      });
      const uploads = [
        ...dataUrls.map((dataUrl, i) => ({ dataUrl, kind: 'document' as const, field: `attachments.${i}` })),
        ...taken.map(({ bytes }, i) => ({
          bytes,
          kind: 'document' as const,
          field: `attachment_uploads.${i}`,
        })),
      ];
      const sentNames = [...dataUrls.map(dataUrlName), ...taken.map((upload) => upload.name)];
      const mail = await app.media.storeReferenced(uploads, (stored) => {
        const attachments: StoredDocument[] = stored.map(({ key, mime, ext, size }, i) => {
          const name = safeFileName(sentNames[i], ext);
          return { key, mime, ext, size, ...(name ? { name } : {}) };
        });
        return db.transaction(async (tx) => {
          // Read above outside the transaction: an erasure may have taken it since. Held now,
          // so one that comes after waits for this reply (and lets go of its files too);
          // gone, a 404 and nothing written (its files are the sweep's).
          if (!(await lockRequest(tx, row.request_id))) throw missing(request);
          const queued = await app.outbox.toVisitor(
            tx,
            {
              to: row.request_email,
              subject: REPLY_SUBJECT[lang](reference, siteName),
              text,
              attachments,
              created_by: actorId,
            },
            { request_id: row.request_id },
            'reply',
          );
          // Checked above: the mailer is on and the address looks like one.
          await recordReply(tx, row.request_id, actorId, text, queued!);
          return queued!;
        });
      });
      await dropUploads(db, uploadIds);
      app.changed('requests', { id: row.request_id, op: 'updated' });
      await recordAudit(request, 'request.reply', { target: `request #${row.request_id}` });
      return reply.status(201).send({ message: localize(request, 'request.replied'), data: toMail(mail) });
    },
  );

  routes.post(
    '/requests/:id/mails/:mailId/retry',
    {
      schema: {
        summary: 'Send a failed mail again',
        operationId: 'retryMail',
        tags,
        security,
        params: MailParamsSchema,
        description: 'Sends a failed mail again, with its retries anew.',
        response: { 200: writeResponse(MailSchema), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { id, mailId } = request.params;
      const found = await findRequestMail(db, id, mailId);
      if (!found) throw new AppError('NOT_FOUND', localize(request, 'mail.notFound'));
      const mail = await db.transaction((tx) => app.outbox.retry(tx, mailId));
      if (!mail) throw new AppError('CONFLICT', localize(request, 'mail.notFailed'));
      app.changed('requests', { id, op: 'updated' });
      return { message: localize(request, 'mail.retried'), data: toMail(mail) };
    },
  );

  routes.get(
    '/desk/settings',
    {
      schema: {
        summary: "Get the desk's settings (reply templates, retention)",
        operationId: 'getDeskSettings',
        tags,
        security,
        response: { 200: DeskSettingsSchema, ...errorResponses(401, 403) },
      },
    },
    async (_request, reply) => {
      void reply.header('cache-control', 'private, no-store');
      return getDeskSettings(db);
    },
  );

  routes.put(
    '/desk/settings',
    {
      schema: {
        summary: "Update the desk's settings",
        operationId: 'updateDeskSettings',
        tags,
        security,
        body: UpdateDeskSettingsSchema,
        response: { 200: writeResponse(DeskSettingsSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({
      message: localize(request, 'desk.settingsUpdated'),
      data: await updateDeskSettings(db, request.body),
    }),
  );
}
