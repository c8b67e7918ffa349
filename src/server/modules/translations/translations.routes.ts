import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreateUiTranslationSchema,
  UiTranslationListSchema,
  UiTranslationSchema,
  UpdateUiTranslationSchema,
  writeResponse,
} from '../../../contract';
import { AppError } from '../../errors';
import { localize } from '../../i18n/messages';
import { IdParamsSchema } from '../shared/ids';
import {
  loadPublicTranslations,
  deleteUiTranslation,
  enTextTaken,
  findUiTranslation,
  insertUiTranslation,
  isUniqueViolation,
  updateUiTranslation,
} from './translations.queries';
import { CACHED_READ } from '../../plugins/content-cache';

const EntryResponseSchema = writeResponse(UiTranslationSchema);

const duplicate = (request: FastifyRequest) =>
  new AppError('CONFLICT', localize(request, 'translation.duplicate'));
const notFound = (request: FastifyRequest, id: number) =>
  new AppError('NOT_FOUND', localize(request, 'not.found', { what: `#${id}` }));

/**
 * SPEC §7 `GET /translations/ui` (public, cached) and the admin writes. The
 * en text is unique among live entries, case-insensitively: checked first for a clear
 * 409, and enforced by the partial unique index against a concurrent twin.
 */
export const translationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    '/translations/ui',
    {
      ...CACHED_READ,
      schema: {
        summary: "List the UI translations (the site's texts in ar, en, zh)",
        operationId: 'listUiTranslations',
        response: { 200: UiTranslationListSchema },
      },
    },
    async (request, reply) => app.sendCached(request, reply, await loadPublicTranslations(app)),
  );

  app.post(
    '/translations/ui',
    {
      schema: {
        summary: 'Add a UI translation',
        operationId: 'createUiTranslation',
        body: CreateUiTranslationSchema,
        response: { 201: EntryResponseSchema },
      },
    },
    async (request, reply) => {
      if (await enTextTaken(db, request.body.en)) throw duplicate(request);
      const entry = await insertUiTranslation(db, request.body, request.user?.user_id).catch(
        (error: unknown) => {
          throw isUniqueViolation(error) ? duplicate(request) : error;
        },
      );
      app.changed('translations');
      return reply.status(201).send({ message: localize(request, 'translation.created'), data: entry });
    },
  );

  app.patch(
    '/translations/ui/:id',
    {
      schema: {
        summary: 'Update a UI translation',
        operationId: 'updateUiTranslation',
        params: IdParamsSchema,
        body: UpdateUiTranslationSchema,
        response: { 200: EntryResponseSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (!(await findUiTranslation(db, id))) throw notFound(request, id);
      if (request.body.en !== undefined && (await enTextTaken(db, request.body.en, id)))
        throw duplicate(request);
      const entry = await updateUiTranslation(db, id, request.body, request.user?.user_id).catch(
        (error: unknown) => {
          throw isUniqueViolation(error) ? duplicate(request) : error;
        },
      );
      if (!entry) throw notFound(request, id);
      app.changed('translations');
      return { message: localize(request, 'translation.updated'), data: entry };
    },
  );

  app.delete(
    '/translations/ui/:id',
    {
      schema: {
        summary: 'Delete a UI translation',
        operationId: 'deleteUiTranslation',
        params: IdParamsSchema,
        response: { 200: EntryResponseSchema },
      },
    },
    async (request) => {
      const entry = await deleteUiTranslation(db, request.params.id, request.user?.user_id);
      if (!entry) throw notFound(request, request.params.id);
      app.changed('translations');
      return { message: localize(request, 'translation.deleted'), data: entry };
    },
  );
};
