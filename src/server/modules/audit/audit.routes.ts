import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AUDIT_KINDS, type AuditEvent } from '../../../contract';
import { IdSchema } from '../shared/ids';
import { listAuditEvents } from './audit.queries';

const DaySchema = z.string().regex(/^\d{4}-\d\d-\d\d$/, 'must be a day as YYYY-MM-DD');

const AuditEventSchema = z.object({
  event_id: z.number().int(),
  at: z.string(),
  kind: z.enum(AUDIT_KINDS),
  user: z.object({ user_id: z.number().int(), name: z.string() }).nullable(),
  target: z.string(),
  ip: z.string().nullable(),
  details: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).nullable(),
}) satisfies z.ZodType<AuditEvent>;

/**
 * The audit log (decision 0060), admins only (route-access.ts names no other role): newest
 * first, narrowed by person, kind and days, a page at a time by keyset as the inboxes are
 * (decision 0051): `X-Next-Cursor` says where the next page starts.
 */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/audit',
    {
      schema: {
        summary: 'Who did what in the back office, newest first',
        operationId: 'listAuditEvents',
        querystring: z.object({
          user_id: IdSchema.optional(),
          kind: z.enum(AUDIT_KINDS).optional(),
          from: DaySchema.optional(),
          to: DaySchema.optional(),
          before: IdSchema.optional(),
          limit: z.coerce.number().int().min(1).max(200).default(50),
        }),
        response: { 200: z.array(AuditEventSchema) },
      },
    },
    async (request, reply) => {
      const { events, next } = await listAuditEvents(app.database.db, request.query);
      reply.header('cache-control', 'private, no-store');
      if (next !== undefined) reply.header('x-next-cursor', String(next));
      return events;
    },
  );
};
