import { recordAudit } from '../audit/record-audit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  TRASH_ENTITIES,
  TrashItemSchema,
  TrashParamsSchema,
  can,
  trashPermission,
  writeResponse,
} from '../../../contract';
import { AppError } from '../../errors';
import { localize } from '../../i18n/messages';
import { emptyTrash, listTrash, restoreItem } from './trash.queries';

/**
 * The trash (decision 0013): every soft-deleted item with when and by whom, restore, and
 * empty. A restore is a write like any other: the entity's cache entry and pages drop,
 * and its `<entity>_changed` event brings it back on every open page. Emptying deletes
 * every item for good; its events refresh the trash on other open screens.
 */
export const trashRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    '/trash',
    {
      schema: {
        summary: 'List the deleted items',
        operationId: 'listTrash',
        response: { 200: z.array(TrashItemSchema) },
      },
    },
    // Each role sees what it may restore (decision 0058).
    async (request) =>
      (await listTrash(db)).filter((item) => can(request.user?.role, trashPermission(item.entity))),
  );

  app.post(
    '/trash/:entity/:id/restore',
    {
      schema: {
        summary: 'Restore a deleted item',
        operationId: 'restoreFromTrash',
        params: TrashParamsSchema,
        response: { 200: writeResponse(TrashItemSchema) },
      },
    },
    async (request) => {
      const { entity, id } = request.params;
      if (!can(request.user?.role, trashPermission(entity)))
        throw new AppError('FORBIDDEN', localize(request, 'role.forbidden'));
      const item = await restoreItem(db, entity, id, request.user?.user_id);
      if (!item)
        throw new AppError('NOT_FOUND', localize(request, 'not.found', { what: `${entity} #${id}` }));
      app.changed(entity, { id, op: 'created' });
      // A content item's restore is recorded with its revision (decision 0059); the inboxes' here.
      if (entity === 'requests' || entity === 'messages')
        await recordAudit(request, 'inbox.restored', { target: `${entity} #${id}` });
      return { message: localize(request, 'trash.restored'), data: item };
    },
  );

  app.delete(
    '/trash',
    {
      schema: {
        summary: 'Empty the trash: delete every item for good',
        operationId: 'emptyTrash',
        response: { 200: writeResponse(EmptiedSchema) },
      },
    },
    async (request) => {
      const counts = await emptyTrash(db);
      for (const entity of TRASH_ENTITIES) if (counts[entity]) app.changed(entity);
      const deleted = Object.values(counts).reduce((sum, n) => sum + n, 0);
      return { message: localize(request, 'trash.emptied', { count: deleted }), data: { deleted } };
    },
  );
};

/** `DELETE /trash`: how many items were deleted for good. */
const EmptiedSchema = z.object({ deleted: z.number().int() });
