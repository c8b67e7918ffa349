import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { TrackAnswerSchema, TrackRequestSchema } from '../../../contract';
import { requests } from '../../db/schema';
import { isoTimestamp } from '../../db/schema/common';
import { AppError } from '../../errors';
import { localize } from '../../i18n/messages';
import { formRateLimit } from '../inbox/form-rate-limit';
import { errorResponses } from '../shared/error-responses';
import { sameEmail } from './same-email';

/**
 * `POST /requests/track` (public, decision 0030): a student's reference and e-mail answer
 * where the request stands and since when, nothing else. A wrong pair, a deleted request or
 * a honeypot catch all answer the same 404 ("not found"), so the answer tells a guesser
 * nothing; the reference has 48 random bits and the route TRACK_RATE_MAX tries per address.
 * A POST, so that the e-mail is in no URL, log line or history.
 */
export function registerTrackRoute(app: FastifyInstance): void {
  const { db } = app.database;
  app.withTypeProvider<ZodTypeProvider>().post(
    '/requests/track',
    {
      onRequest: formRateLimit(app, 'track', app.config.TRACK_RATE_MAX),
      schema: {
        summary: 'Track a request by its reference and e-mail',
        operationId: 'trackRequest',
        tags: ['requests'],
        body: TrackRequestSchema,
        response: { 200: TrackAnswerSchema, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const { reference, email } = request.body;
      const [row] = await db
        .select({ request_status: requests.request_status, status_changed_at: requests.status_changed_at })
        .from(requests)
        .where(
          and(
            eq(requests.request_ref, reference),
            sameEmail(requests.request_email, email),
            eq(requests.is_deleted, false),
            eq(requests.is_spam, false),
          ),
        );
      void reply.header('cache-control', 'private, no-store');
      if (!row) throw new AppError('NOT_FOUND', localize(request, 'request.trackNotFound'));
      return { request_status: row.request_status, status_changed_at: isoTimestamp(row.status_changed_at) };
    },
  );
}
