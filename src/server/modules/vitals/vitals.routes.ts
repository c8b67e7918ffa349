import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { VitalsBeaconSchema, VitalsQuerySchema, VitalsStatsSchema } from '../../../contract';
import { formRateLimit } from '../inbox/form-rate-limit';
import { ADMIN_SECURITY } from '../inbox/inbox';
import { errorResponses } from '../shared/error-responses';
import { insertVitals, vitalsStats } from './vitals.queries';

/** A beacon is a few hundred bytes: anything near this is not one. */
const BEACON_BODY_LIMIT = 2048;

/**
 * Field vitals (decision 0040): `POST /vitals`, the public pages' beacon (a page view's
 * LCP, INP and CLS, its template and language, nothing that names a visitor), and
 * `GET /vitals/stats`, the dashboard's 75th percentiles.
 */
export const vitalsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const tags = ['vitals'];
  // `navigator.sendBeacon` sends a string as text/plain (a type it may send anywhere without
  // asking first): here, and only in this plugin, such a body is read as JSON, by Fastify's
  // own parser (prototype keys refused, malformed JSON a 400).
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, app.getDefaultJsonParser('error', 'error'));

  app.post(
    '/vitals',
    {
      bodyLimit: BEACON_BODY_LIMIT,
      onRequest: formRateLimit(app, 'vitals', app.config.VITALS_RATE_MAX),
      schema: {
        summary: "Report a page view's Core Web Vitals",
        operationId: 'reportVitals',
        tags,
        description:
          "A page view's Core Web Vitals from the visitor's browser (navigator.sendBeacon): stored without cookies, addresses or anything that names the visitor.",
        body: VitalsBeaconSchema,
        response: { 204: z.null().describe('Stored.'), ...errorResponses(400, 413, 429) },
      },
    },
    async (request, reply) => {
      await insertVitals(db, request.body);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/vitals/stats',
    {
      schema: {
        summary: 'Get the field vitals dashboard',
        operationId: 'getVitalsStats',
        tags,
        security: ADMIN_SECURITY,
        querystring: VitalsQuerySchema,
        description:
          'The dashboard: the 75th percentile of each field vital per page template and language over a period.',
        response: { 200: VitalsStatsSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      void reply.headers({ 'cache-control': 'private, no-store' });
      return vitalsStats(db, request.query);
    },
  );
};
