import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  REVISION_ACTIONS,
  REVISIONED,
  can,
  writeResponse,
  type Permission,
  type Revision,
  type Revisioned,
} from '../../../contract';
import { AppError } from '../../errors';
import { localize } from '../../i18n/messages';
import { IdSchema } from '../shared/ids';
import { REVISION_SOURCES, findRevision, listRevisions, restoreRevision } from './revisions.queries';

const RevisionSchema = z.object({
  revision_id: z.number().int(),
  action: z.enum(REVISION_ACTIONS),
  saved_at: z.string(),
  saved_by: z.object({ user_id: z.number().int(), name: z.string() }).nullable(),
  record: z.record(z.string(), z.unknown()),
}) satisfies z.ZodType<Revision>;

const RevisionsParamsSchema = z.object({
  entity: z.enum(REVISIONED),
  // A content item's id, a UI string's, the settings' (1), or an SEO entry's path.
  key: z.string().min(1).max(500),
});

/**
 * A record's history and restoring a version (decision 0059). The revisions themselves are
 * written by the tables' triggers; here they are read, and a version is written back as a
 * new save. Each entity's history opens to whoever may read it, a restore to whoever may
 * write it (route-access.ts lets in any of them; the entity decides here).
 */
export const revisionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const allow = (request: FastifyRequest, permission: Permission) => {
    if (!can(request.user?.role, permission))
      throw new AppError('FORBIDDEN', localize(request, 'role.forbidden'));
  };

  app.get(
    '/revisions/:entity/:key',
    {
      schema: {
        summary: "A record's saved versions, newest first",
        operationId: 'listRevisions',
        params: RevisionsParamsSchema,
        response: { 200: z.array(RevisionSchema) },
      },
    },
    async (request, reply) => {
      const { entity, key } = request.params;
      allow(request, REVISION_SOURCES[entity].read);
      reply.header('cache-control', 'private, no-store');
      return listRevisions(db, entity, key);
    },
  );

  app.post(
    '/revisions/restore/:revision_id',
    {
      schema: {
        summary: 'Restore a saved version as a new save',
        operationId: 'restoreRevision',
        params: z.object({ revision_id: IdSchema }),
        response: { 200: writeResponse(z.object({ entity: z.enum(REVISIONED), key: z.string() })) },
      },
    },
    async (request) => {
      const revision = await findRevision(db, request.params.revision_id);
      if (!revision || !(REVISIONED as readonly string[]).includes(revision.entity))
        throw new AppError(
          'NOT_FOUND',
          localize(request, 'not.found', { what: `#${request.params.revision_id}` }),
        );
      const entity = revision.entity as Revisioned;
      const source = REVISION_SOURCES[entity];
      allow(request, source.restore);
      const outcome = await restoreRevision(
        db,
        source,
        revision.entity_key,
        revision.record,
        request.user?.user_id,
      );
      if (outcome === 'not-live') throw new AppError('CONFLICT', localize(request, 'revision.notLive'));
      const id = Number(revision.entity_key);
      app.changed(entity, Number.isInteger(id) && entity !== 'settings' ? { id, op: 'updated' } : undefined);
      return { message: localize(request, 'revision.restored'), data: { entity, key: revision.entity_key } };
    },
  );
};
