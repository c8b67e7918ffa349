import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  SeoEntryListSchema,
  SeoEntrySchema,
  UpdateSeoSchema,
  seoParamToPath,
  writeResponse,
} from '../../../contract';
import { AppError } from '../../errors';
import { localize } from '../../i18n/messages';
import { loadPublicSeo, updateSeoEntry } from './seo.queries';
import { CACHED_READ } from '../../plugins/content-cache';

const SeoParamsSchema = z.object({
  // A page path: printable, no NUL (PostgreSQL refuses it in text: a 500 otherwise), and short.
  path: z
    .string()
    .max(200, 'must be at most 200 characters')
    .refine((path) => !/\p{Cc}/u.test(path), 'must not contain control characters')
    .describe('The page path with every `/` written as `$`: `$` is `/`, `$about-us` is `/about-us`'),
});

/** SPEC §7 `GET /seoMetaData` (public, cached) and `PATCH /seoMetaData/{path}` (admin). */
export const seoRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    '/seoMetaData',
    {
      ...CACHED_READ,
      schema: {
        summary: "List the pages' SEO metadata",
        operationId: 'listSeoMetadata',
        response: { 200: SeoEntryListSchema },
      },
    },
    async (request, reply) => app.sendCached(request, reply, await loadPublicSeo(app)),
  );

  app.patch(
    '/seoMetaData/:path',
    {
      schema: {
        summary: "Update one page's SEO metadata",
        operationId: 'updateSeoMetadata',
        params: SeoParamsSchema,
        body: UpdateSeoSchema,
        response: { 200: writeResponse(SeoEntrySchema) },
      },
    },
    async (request) => {
      const path = seoParamToPath(request.params.path);
      // Only the paths the seed created exist (one per route SPEC names): anything else is 404.
      const entry = await updateSeoEntry(db, path, request.body, request.user?.user_id);
      if (!entry) throw new AppError('NOT_FOUND', localize(request, 'not.found', { what: path }));
      app.changed('seo');
      return { message: localize(request, 'seo.updated'), data: entry };
    },
  );
};
