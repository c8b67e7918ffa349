import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CategorySchema, CreateCategorySchema, UpdateCategorySchema, writeResponse } from '../../../contract';
import { AppError } from '../../errors';
import { localize, type EntityMessages } from '../../i18n/messages';
import { BODY_LIMIT } from '../../media/limits';
import { errorResponses } from '../shared/error-responses';
import { checkTextsOnly } from '../shared/texts-only';
import { categories } from '../../db/schema';
import { registerAdminList } from '../shared/admin-pages';
import { IdParamsSchema } from '../shared/ids';
import {
  findCategory,
  insertCategory,
  loadPublicCategories,
  softDeleteCategory,
  updateCategory,
} from './categories.queries';
import { CACHED_READ } from '../../plugins/content-cache';

const HEADER_FIELD = 'cat_header_image';
const CategoryWriteSchema = writeResponse(CategorySchema);

/** The writes' messages (DESIGN §4). */
const MESSAGES = {
  created: { en: 'Category created successfully', ar: 'تمت إضافة الفئة بنجاح', zh: '类别已成功创建' },
  updated: { en: 'Category updated successfully', ar: 'تم تحديث الفئة بنجاح', zh: '类别已成功更新' },
  deleted: { en: 'Category deleted successfully', ar: 'تم حذف الفئة بنجاح', zh: '类别已成功删除' },
  notFound: { en: 'Category not found', ar: 'الفئة غير موجودة', zh: '未找到该类别' },
} satisfies EntityMessages;

const notFound = (request: FastifyRequest) => new AppError('NOT_FOUND', localize(request, MESSAGES.notFound));

/**
 * SPEC §7 category calls (DESIGN §4). Writes are admin-only, checked on `onRequest` so an
 * anonymous caller is refused before its body (up to an image) is read or validated.
 */
export const categoriesRoutes: FastifyPluginAsyncZod = async (app) => {
  // The back office's list (decision 0028).
  registerAdminList(app, {
    table: categories,
    id: categories.cat_id,
    order: 'oldest',
    texts: [categories.cat_name],
    searched: [categories.cat_name],
    path: '/categories',
    nouns: { one: 'Category', many: 'Categories', a: 'a category', some: 'categories' },
    entitySchema: CategorySchema,
    notFound,
  });
  const { db } = app.database;

  app.get(
    '/categories',
    {
      ...CACHED_READ,
      schema: {
        summary: 'List the categories',
        operationId: 'listCategories',
        description: 'Non-deleted categories in the order they were added.',
        response: { 200: z.array(CategorySchema) },
      },
    },
    async (request, reply) => app.sendCached(request, reply, await loadPublicCategories(app)),
  );

  app.post(
    '/categories',
    {
      bodyLimit: BODY_LIMIT.image,
      schema: {
        summary: 'Create a category',
        operationId: 'createCategory',
        body: CreateCategorySchema,
        response: { 201: CategoryWriteSchema, ...errorResponses(413, 415) },
      },
    },
    async (request, reply) => {
      // The file first (idempotent, content-addressed), then the row (decision 0002).
      const { url } = await app.media.store(request.body.cat_header_image, 'image', HEADER_FIELD);
      const category = await insertCategory(db, {
        cat_name: request.body.cat_name,
        cat_header_url: url,
        updated_by: request.user?.user_id ?? null,
      });
      app.changed('categories');
      return reply.status(201).send({ message: localize(request, MESSAGES.created), data: category });
    },
  );

  app.post(
    '/categories/:id',
    {
      bodyLimit: BODY_LIMIT.image,
      schema: {
        summary: 'Update a category',
        operationId: 'updateCategory',
        description: 'Fields left out stay as they are; `cat_header_image` null or absent keeps the header.',
        params: IdParamsSchema,
        body: UpdateCategorySchema,
        response: { 200: CategoryWriteSchema, ...errorResponses(413, 415) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { cat_name, cat_header_image } = request.body;
      const current = await findCategory(db, id);
      if (!current) throw notFound(request);
      checkTextsOnly(request, CategorySchema, request.body, current);
      const header = cat_header_image
        ? await app.media.store(cat_header_image, 'image', HEADER_FIELD)
        : undefined;
      const changes = { cat_name, cat_header_url: header?.url };
      const category = await updateCategory(db, id, changes, request.user?.user_id);
      if (!category) throw notFound(request);
      if (Object.values(changes).some((value) => value !== undefined)) app.changed('categories');
      return { message: localize(request, MESSAGES.updated), data: category };
    },
  );

  app.delete(
    '/categories/:id',
    {
      schema: {
        summary: 'Delete a category (it goes to the trash)',
        operationId: 'deleteCategory',
        description: 'Soft delete; its services stay, uncategorised (cat_id null), in the same transaction.',
        params: IdParamsSchema,
        response: { 200: CategoryWriteSchema },
      },
    },
    async (request) => {
      const category = await softDeleteCategory(db, request.params.id, request.user?.user_id);
      if (!category) throw notFound(request);
      // Its services changed too: they are uncategorised now.
      app.changed('categories');
      app.changed('services');
      return { message: localize(request, MESSAGES.deleted), data: category };
    },
  );
};
