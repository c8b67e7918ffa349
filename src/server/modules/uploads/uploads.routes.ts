import { Server } from '@tus/server';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  ERROR_CODES,
  REQUEST_DOCUMENT_TYPES,
  UPLOADS_PATH,
  UPLOAD_LIMITS,
  type ErrorCode,
} from '../../../contract';
import { AppError } from '../../errors';
import { sniff } from '../../media/sniff';
import { formRateLimit } from '../inbox/form-rate-limit';
import { errorResponses } from '../shared/error-responses';
import { DbUploadStore, uploadHead } from './upload-store';

/** tus' own name for the body of a part. */
const PART_TYPE = 'application/offset+octet-stream';
const MAX_NAME_CHARS = 255;

/** Our error code for a status tus answers (410 Gone, an upload past its day, reads as not found). */
const codeOf = (status: number): ErrorCode =>
  status === 410
    ? 'NOT_FOUND'
    : ((Object.keys(ERROR_CODES) as ErrorCode[]).find((code) => ERROR_CODES[code] === status) ??
      'BAD_REQUEST');

/** A refusal as tus sends it, its body our error shape (DESIGN §4) naming the field. */
const refusal = (status: number, code: ErrorCode, field: string, problem: string) => ({
  status_code: status,
  body: JSON.stringify({
    message: `${field}: ${problem}`,
    code,
    issues: [{ path: field, message: problem }],
  }),
});

/**
 * Resumable uploads (tus 1.0, decision 0064) at `/api/uploads`, for the request form's
 * documents: `POST` makes an upload of a declared length (`Upload-Length`, at most a
 * document's 20 MB) and type (`Upload-Metadata` `filetype`, one of SPEC §5's "images and
 * PDFs"), `PATCH /api/uploads/{id}` sends its bytes from `Upload-Offset`, `HEAD` says how
 * many are stored, `DELETE` drops it. The request then names it (`request_uploads`) and is
 * checked whole there, as a data URL is. Public, as the form is; new uploads count against
 * the address' request-form limit's window with a limit of their own (UPLOAD_RATE_MAX).
 */
export const uploadsRoutes: FastifyPluginAsync = async (app) => {
  const db = app.database.db;
  const store = new DbUploadStore(db);
  const tus = new Server({
    path: UPLOADS_PATH,
    datastore: store,
    maxSize: UPLOAD_LIMITS.documentBytes,
    // `Location: /api/uploads/{id}`: right behind any proxy, whatever host it was reached by.
    relativeLocation: true,
    async onUploadCreate(_req, upload) {
      const type = upload.metadata?.filetype ?? '';
      const name = upload.metadata?.filename ?? '';
      if (!(REQUEST_DOCUMENT_TYPES as readonly string[]).includes(type))
        throw refusal(
          415,
          'UNSUPPORTED_MEDIA_TYPE',
          'filetype',
          'must be an image (JPEG, PNG, WebP, AVIF, GIF) or a PDF',
        );
      if (!name || name.length > MAX_NAME_CHARS)
        throw refusal(400, 'VALIDATION', 'filename', `must be 1 to ${MAX_NAME_CHARS} characters`);
      return {};
    },
    // The bytes' own type, once they are all here: a page named .pdf is refused now, not
    // when the request is sent (which checks the whole file again).
    async onUploadFinish(_req, upload) {
      try {
        await sniff(await uploadHead(db, upload.id), 'document', 'file');
      } catch (error) {
        await store.remove(upload.id).catch(() => undefined);
        if (error instanceof AppError)
          throw refusal(415, error.code, 'file', error.message.replace(/^file: /, ''));
        throw error;
      }
      return {};
    },
    // tus' own refusals (a wrong offset, an unknown upload, too large) in our shape too.
    onResponseError(_req, error) {
      if ('status_code' in error && error.body.startsWith('{')) return undefined;
      const status = 'status_code' in error ? error.status_code : 500;
      if (status >= 500) {
        app.log.error({ err: error }, 'resumable upload failed');
        return {
          status_code: 500,
          body: JSON.stringify({ message: 'Internal server error', code: 'INTERNAL' }),
        };
      }
      const problem = ('body' in error ? error.body : error.message).trim();
      return { status_code: status, body: JSON.stringify({ message: problem, code: codeOf(status) }) };
    },
  });

  // The part's bytes stay unread for tus, which streams them to the store.
  app.addContentTypeParser(PART_TYPE, (_request, _payload, done) => done(null));
  const handle = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.hijack();
    await tus.handle(request.raw, reply.raw);
  };
  const tags = ['uploads'];
  const params = z.object({ id: z.string() });
  app.post(
    '/uploads',
    {
      onRequest: formRateLimit(app, 'upload', app.config.UPLOAD_RATE_MAX),
      schema: {
        summary: 'Start a resumable upload of a request document (tus 1.0)',
        operationId: 'createUpload',
        tags,
        response: {
          201: z.null().describe('Made: `Location` names the upload, `Upload-Offset` is 0'),
          ...errorResponses(400, 413, 415, 429),
        },
      },
    },
    handle,
  );
  const part = (
    method: 'HEAD' | 'PATCH' | 'DELETE',
    summary: string,
    operationId: string,
    response: Record<number, z.ZodType>,
  ) =>
    app.route({
      method,
      url: '/uploads/:id',
      schema: { summary, operationId, tags, params, response },
      handler: handle,
    });
  const stored = z.null().describe('`Upload-Offset`: the bytes stored');
  part('HEAD', 'How many bytes of an upload are stored (tus: Upload-Offset)', 'uploadOffset', {
    200: stored,
    ...errorResponses(404),
  });
  part('PATCH', 'Send the next bytes of an upload from Upload-Offset', 'sendUploadPart', {
    204: stored,
    ...errorResponses(404, 409, 413, 415),
  });
  part('DELETE', 'Drop an upload', 'deleteUpload', {
    204: z.null().describe('Dropped'),
    ...errorResponses(404),
  });
};
