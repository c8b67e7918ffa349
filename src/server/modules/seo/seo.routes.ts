import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SeoEntryListSchema } from '../../../contract';
import { SEED_SEO_ENTRIES } from './seo.seed';

/** SPEC §7 `GET /seoMetaData`. Seeded entries for now; the content-API issue stores and edits them. */
export const seoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/seoMetaData', { schema: { response: { 200: SeoEntryListSchema } } }, async () => SEED_SEO_ENTRIES);
};
