import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CreateServiceSchema, ServiceSchema, UpdateServiceSchema, writeResponse } from '../../../contract';
import { AppError } from '../../errors';
import { localize } from '../../i18n/messages';
import { BODY_LIMIT } from '../../media/limits';
import { categoryExists, findService, insertService, loadPublicServices, NO_CATEGORY, softDeleteService, updateService } from './services.queries';
import { errorResponses } from '../shared/error-responses';
import { IdParamsSchema, IdSchema } from '../shared/ids';
import { CACHED_READ } from '../../plugins/content-cache';

const HEADER_FIELD = 'service_header_image';
const ServiceWriteSchema = writeResponse(ServiceSchema);

const notFound = (request: FastifyRequest) => new AppError('NOT_FOUND', localize(request, 'service.notFound'));
const unknownCategory = (request: FastifyRequest) =>
  new AppError('VALIDATION', localize(request, 'category.unknown'), [{ path: 'body.cat_id', message: 'does not name an existing category' }]);

/**
 * SPEC §7 service calls (DESIGN §4). Writes are admin-only, checked on `onRequest` so an
 * anonymous caller is refused before its body (up to an image) is read or validated.
 */
export const servicesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const admin = { onRequest: app.requireAdmin };

  /** Checked before the image is stored, so a bad cat_id writes nothing (not even a file). */
  const checkCategory = async (request: FastifyRequest, catId: number | null | undefined) => {
    if (typeof catId === 'number' && !(await categoryExists(db, catId))) throw unknownCategory(request);
  };

  app.get(
    '/services',
    {
      ...CACHED_READ,
      schema: {
        description: 'Non-deleted services in the order they were added; `service_id` narrows it to an array of at most one.',
        querystring: z.object({ service_id: IdSchema.optional() }),
        response: { 200: z.array(ServiceSchema) },
      },
    },
    async (request, reply) => {
      return app.sendCached(request, reply, await loadPublicServices(app, request.query.service_id));
    },
  );

  app.post(
    '/services',
    {
      ...admin,
      bodyLimit: BODY_LIMIT.image,
      schema: { body: CreateServiceSchema, response: { 201: ServiceWriteSchema, ...errorResponses(413, 415) } },
    },
    async (request, reply) => {
      const { service_header_image, cat_id = null, ...texts } = request.body;
      await checkCategory(request, cat_id);
      // The file first (idempotent, content-addressed), then the row (issue 3 §4).
      const { url } = await app.media.store(service_header_image, 'image', HEADER_FIELD);
      const service = await insertService(db, { ...texts, cat_id, service_header_url: url });
      if (service === NO_CATEGORY) throw unknownCategory(request);
      app.changed('services');
      return reply.status(201).send({ message: localize(request, 'service.created'), data: service });
    },
  );

  app.post(
    '/services/:id',
    {
      ...admin,
      bodyLimit: BODY_LIMIT.image,
      schema: {
        description: 'Fields left out stay as they are; `service_header_image` null or absent keeps the header; `cat_id` null uncategorises.',
        params: IdParamsSchema,
        body: UpdateServiceSchema,
        response: { 200: ServiceWriteSchema, ...errorResponses(413, 415) },
      },
    },
    async (request) => {
      const { id } = request.params;
      // SPEC §5: fields left out stay as they are; a null header image means unchanged.
      const { service_header_image, ...fields } = request.body;
      if (!(await findService(db, id))) throw notFound(request);
      await checkCategory(request, fields.cat_id);
      const header = service_header_image ? await app.media.store(service_header_image, 'image', HEADER_FIELD) : undefined;
      const changes = { ...fields, service_header_url: header?.url };
      const service = await updateService(db, id, changes);
      if (service === NO_CATEGORY) throw unknownCategory(request);
      if (!service) throw notFound(request);
      if (Object.values(changes).some((value) => value !== undefined)) app.changed('services');
      return { message: localize(request, 'service.updated'), data: service };
    },
  );

  app.delete(
    '/services/:id',
    {
      ...admin,
      schema: {
        description: 'Soft delete: the row is kept, lists leave it out.',
        params: IdParamsSchema,
        response: { 200: ServiceWriteSchema },
      },
    },
    async (request) => {
      const service = await softDeleteService(db, request.params.id, request.user?.user_id);
      if (!service) throw notFound(request);
      app.changed('services');
      return { message: localize(request, 'service.deleted'), data: service };
    },
  );
};
