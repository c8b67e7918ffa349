import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CreateServiceSchema, ServiceSchema, UpdateServiceSchema, writeResponse } from '../../../contract';
import { AppError } from '../../errors';
import { localize, type EntityMessages } from '../../i18n/messages';
import { BODY_LIMIT } from '../../media/limits';
import { services } from '../../db/schema';
import {
  categoryExists,
  findService,
  insertService,
  loadPublicServices,
  NO_CATEGORY,
  softDeleteService,
  updateService,
} from './services.queries';
import { errorResponses } from '../shared/error-responses';
import { checkTextsOnly } from '../shared/texts-only';
import { registerAdminList } from '../shared/admin-pages';
import { IdParamsSchema, IdSchema } from '../shared/ids';
import { CACHED_READ } from '../../plugins/content-cache';
import { SERVICE_NOUNS, serviceCardsRoute, servicesMenuRoute } from './service-cards';

const HEADER_FIELD = 'service_header_image';
const ServiceWriteSchema = writeResponse(ServiceSchema);

/** The writes' messages (DESIGN §4). */
const MESSAGES = {
  created: { en: 'Service created successfully', ar: 'تمت إضافة الخدمة بنجاح', zh: '服务已成功创建' },
  updated: { en: 'Service updated successfully', ar: 'تم تحديث الخدمة بنجاح', zh: '服务已成功更新' },
  deleted: { en: 'Service deleted successfully', ar: 'تم حذف الخدمة بنجاح', zh: '服务已成功删除' },
  notFound: { en: 'Service not found', ar: 'الخدمة غير موجودة', zh: '未找到该服务' },
} satisfies EntityMessages;
const UNKNOWN_CATEGORY = {
  en: 'The chosen category does not exist',
  ar: 'الفئة المختارة غير موجودة',
  zh: '所选类别不存在',
};

const notFound = (request: FastifyRequest) => new AppError('NOT_FOUND', localize(request, MESSAGES.notFound));
const unknownCategory = (request: FastifyRequest) =>
  new AppError('VALIDATION', localize(request, UNKNOWN_CATEGORY), [
    { path: 'body.cat_id', message: 'does not name an existing category' },
  ]);

/**
 * SPEC §7 service calls (DESIGN §4). Writes are admin-only, checked on `onRequest` so an
 * anonymous caller is refused before its body (up to an image) is read or validated.
 */
export const servicesRoutes: FastifyPluginAsyncZod = async (app, options) => {
  await serviceCardsRoute(app, options);
  await servicesMenuRoute(app, options);
  const { db } = app.database;
  // The back office's list (decision 0028), narrowed by `cat_id` like the services page.
  registerAdminList(app, {
    table: services,
    id: services.service_id,
    order: 'oldest',
    texts: [services.service_name, services.service_long_name, services.service_desc],
    textLists: [services.service_features],
    searched: [services.service_name, services.service_long_name],
    filter: { name: 'cat_id', column: services.cat_id },
    path: '/services',
    nouns: SERVICE_NOUNS,
    entitySchema: ServiceSchema,
    notFound,
  });

  /** Checked before the image is stored, so a bad cat_id writes nothing (not even a file). */
  const checkCategory = async (request: FastifyRequest, catId: number | null | undefined) => {
    if (typeof catId === 'number' && !(await categoryExists(db, catId))) throw unknownCategory(request);
  };

  app.get(
    '/services',
    {
      ...CACHED_READ,
      schema: {
        summary: 'List the services, or one by service_id',
        operationId: 'listServices',
        description:
          'Non-deleted services in the order they were added; `service_id` narrows it to an array of at most one.',
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
      bodyLimit: BODY_LIMIT.image,
      schema: {
        summary: 'Create a service',
        operationId: 'createService',
        body: CreateServiceSchema,
        response: { 201: ServiceWriteSchema, ...errorResponses(413, 415) },
      },
    },
    async (request, reply) => {
      const { service_header_image, cat_id = null, ...texts } = request.body;
      await checkCategory(request, cat_id);
      // The file first (idempotent, content-addressed), then the row (decision 0002).
      const { url } = await app.media.store(service_header_image, 'image', HEADER_FIELD);
      const service = await insertService(db, {
        ...texts,
        cat_id,
        service_header_url: url,
        updated_by: request.user?.user_id ?? null,
      });
      if (service === NO_CATEGORY) throw unknownCategory(request);
      app.changed('services', { id: service.service_id, op: 'created' });
      return reply.status(201).send({ message: localize(request, MESSAGES.created), data: service });
    },
  );

  app.post(
    '/services/:id',
    {
      bodyLimit: BODY_LIMIT.image,
      schema: {
        summary: 'Update a service',
        operationId: 'updateService',
        description:
          'Fields left out stay as they are; `service_header_image` null or absent keeps the header; `cat_id` null uncategorises.',
        params: IdParamsSchema,
        body: UpdateServiceSchema,
        response: { 200: ServiceWriteSchema, ...errorResponses(413, 415) },
      },
    },
    async (request) => {
      const { id } = request.params;
      // SPEC §5: fields left out stay as they are; a null header image means unchanged.
      const { service_header_image, ...fields } = request.body;
      const current = await findService(db, id);
      if (!current) throw notFound(request);
      checkTextsOnly(request, ServiceSchema, request.body, current);
      await checkCategory(request, fields.cat_id);
      const header = service_header_image
        ? await app.media.store(service_header_image, 'image', HEADER_FIELD)
        : undefined;
      const changes = { ...fields, service_header_url: header?.url };
      const service = await updateService(db, id, changes, request.user?.user_id);
      if (service === NO_CATEGORY) throw unknownCategory(request);
      if (!service) throw notFound(request);
      // A new category moves the service between the services page's filtered lists.
      if (Object.values(changes).some((value) => value !== undefined))
        app.changed('services', { id, op: changes.cat_id === undefined ? 'updated' : 'moved' });
      return { message: localize(request, MESSAGES.updated), data: service };
    },
  );

  app.delete(
    '/services/:id',
    {
      schema: {
        summary: 'Delete a service (it goes to the trash)',
        operationId: 'deleteService',
        description: 'Soft delete: the row is kept, lists leave it out.',
        params: IdParamsSchema,
        response: { 200: ServiceWriteSchema },
      },
    },
    async (request) => {
      const service = await softDeleteService(db, request.params.id, request.user?.user_id);
      if (!service) throw notFound(request);
      app.changed('services', { id: request.params.id, op: 'deleted' });
      return { message: localize(request, MESSAGES.deleted), data: service };
    },
  );
};
