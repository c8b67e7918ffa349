import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TrashItemSchema, TrashParamsSchema, writeResponse } from '../../../contract';
import { AppError } from '../../errors';
import { localize } from '../../i18n/messages';
import { listTrash, restoreItem } from './trash.queries';

/**
 * The trash (issue 11 §9): every soft-deleted item with when and by whom, and restore.
 * A restore is a write like any other: the entity's cache entry and pages drop, and its
 * `<entity>_changed` event brings it back on every open page.
 */
export const trashRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const admin = { onRequest: app.requireAdmin };

  app.get('/trash', { ...admin, schema: { response: { 200: z.array(TrashItemSchema) } } }, () => listTrash(db));

  app.post(
    '/trash/:entity/:id/restore',
    { ...admin, schema: { params: TrashParamsSchema, response: { 200: writeResponse(TrashItemSchema) } } },
    async (request) => {
      const { entity, id } = request.params;
      const item = await restoreItem(db, entity, id);
      if (!item) throw new AppError('NOT_FOUND', localize(request, 'not.found', { what: `${entity} #${id}` }));
      app.changed(entity);
      return { message: localize(request, 'trash.restored'), data: item };
    },
  );
};
