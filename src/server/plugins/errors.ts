import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ApiError, ErrorCode } from '../../contract';
import { isDatabaseUnavailable } from '../db/unavailable';
import { loggableError } from '../db/loggable-error';
import { storageFault } from '../media/storage-fault';
import { AppError } from '../errors';
import { localize } from '../i18n/messages';

/** Seconds a client is told to wait while the database is away (a restart takes a few). */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  503: 'UNAVAILABLE',
};

/**
 * The one error handler (DESIGN §4): every failure answers `{ message, code, issues? }`
 * with the right status; a 5xx never shows its details or a stack trace.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => {
    let status = 500;
    let body: ApiError = { message: 'Internal server error', code: 'INTERNAL' };
    const fault = storageFault(error);

    // Something thrown that is not an object (a string, null) is a bug: a plain 500.
    if (typeof error !== 'object' || error === null) {
      status = 500;
    } else if (error instanceof AppError) {
      status = error.status;
      body = {
        message: error.message,
        code: error.code,
        ...(error.issues ? { issues: error.issues } : {}),
        ...error.extra,
      };
      if (error.headers) void reply.headers(error.headers);
    } else if (hasZodFastifySchemaValidationErrors(error)) {
      status = 400;
      const issues = error.validation.map((v) => ({
        path: [
          error.validationContext,
          ...(v.instancePath ? v.instancePath.split('/').filter(Boolean) : []),
        ].join('.'),
        message: v.message ?? 'Invalid value',
      }));
      // A field can fail two rules (a language map with an unknown key and no valid text):
      // the message names it once, `issues` keeps both.
      const paths = [...new Set(issues.map((i) => i.path))];
      body = { message: `Invalid ${paths.join(', ')}`, code: 'VALIDATION', issues };
    } else if (fault) {
      // Nothing was committed (the files are written before the row, in its transaction),
      // and a retry will not help until someone frees space: 507 for full, 503 otherwise.
      const full = fault === 'full';
      status = full ? 507 : 503;
      body = {
        message: localize(request, full ? 'storage.full' : 'storage.unwritable'),
        code: full ? 'STORAGE_FULL' : 'UNAVAILABLE',
      };
      if (!full) void reply.header('retry-after', '60');
    } else if (isDatabaseUnavailable(error)) {
      // A restart or failover: not a bug, and the pool reconnects by itself (decision 0008).
      status = 503;
      body = { message: localize(request, 'database.unavailable'), code: 'UNAVAILABLE' };
      void reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
    } else if (isResponseSerializationError(error)) {
      status = 500;
    } else {
      const fe = error as FastifyError;
      const candidate = fe.statusCode ?? 500;
      if (candidate >= 400 && candidate < 500) {
        status = candidate;
        body = { message: fe.message, code: CODE_BY_STATUS[candidate] ?? 'BAD_REQUEST' };
      }
    }

    // Never the submitted fields: a failed query's parameters are a visitor's personal data.
    if (fault)
      request.log.error(
        { err: loggableError(error) },
        'storage cannot be written: free space or fix the permissions of DATA_DIR',
      );
    else if (status === 503)
      request.log.warn({ err: loggableError(error) }, 'unavailable for now (database, or load)');
    else if (status >= 500) request.log.error({ err: loggableError(error) }, 'request failed');
    else request.log.info({ status, code: body.code }, body.message);
    void reply.status(status).type('application/json; charset=utf-8').send(body);
  });

  app.setNotFoundHandler((request, reply) => {
    void reply.status(404).send({
      message: `Route ${request.method} ${request.url.split('?')[0]} not found`,
      code: 'NOT_FOUND',
    } satisfies ApiError);
  });
});
