import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { ContentName, ContentOf } from '../../contract';
import { blogs, categories, faqs, researchers, services, testimonials } from '../db/schema';
import type { CachedEntry } from '../plugins/content-cache';
import { blogsRoutes, loadPublicBlogs } from './blogs/blogs.routes';
import { loadPublicCategories } from './categories/categories.queries';
import { faqsRoutes, loadPublicFaqs } from './faqs/faqs.routes';
import { categoriesRoutes } from './categories/categories.routes';
import { loadPublicResearchers, researchersRoutes } from './researchers/researchers.routes';
import { loadPublicServices } from './services/services.queries';
import { servicesRoutes } from './services/services.routes';
import { loadPublicTestimonials, testimonialsRoutes } from './testimonials/testimonials.routes';

/** The server's side of one content entity of the registry (src/contract/content-registry.ts). */
export interface ContentModule<T> {
  /** SPEC §7's list, create, update and delete. */
  routes: FastifyPluginAsyncZod;
  /** Its table (soft-deleted rows: `is_deleted`, `deleted_at`, `deleted_by`), for the trash. */
  table: PgTable;
  /**
   * The public list through the read cache (`GET /api<api>`, or one item by id where
   * SPEC has it), for the API and the pages.
   */
  loadPublic: (app: FastifyInstance, id?: number) => Promise<CachedEntry<T[]>>;
}

/**
 * Every content entity's server side, by the registry's names (decision 0026): the API
 * modules, the page renderer's reads, the trash and the sitemap are derived from it.
 */
export const CONTENT_MODULES: { [K in ContentName]: ContentModule<ContentOf<K>> } = {
  services: { routes: servicesRoutes, table: services, loadPublic: loadPublicServices },
  categories: { routes: categoriesRoutes, table: categories, loadPublic: loadPublicCategories },
  blogs: { routes: blogsRoutes, table: blogs, loadPublic: loadPublicBlogs },
  testimonials: { routes: testimonialsRoutes, table: testimonials, loadPublic: loadPublicTestimonials },
  researchers: { routes: researchersRoutes, table: researchers, loadPublic: loadPublicResearchers },
  faqs: { routes: faqsRoutes, table: faqs, loadPublic: loadPublicFaqs },
};
