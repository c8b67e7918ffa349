import type { FastifyInstance } from 'fastify';
import type { PublicReads } from '../../contract/public-reads';
import type { CachedEntry } from '../plugins/content-cache';
import { loadPublicBlogs } from './blogs/blogs.routes';
import { loadPublicCategories } from './categories/categories.queries';
import { loadPublicResearchers } from './researchers/researchers.routes';
import { loadPublicSeo } from './seo/seo.queries';
import { loadPublicServices } from './services/services.queries';
import { loadPublicSettings } from './settings/settings.queries';
import { loadPublicTestimonials } from './testimonials/testimonials.routes';
import { loadPublicTranslations } from './translations/translations.queries';

const valueOf = async <T>(entry: Promise<CachedEntry<T>>): Promise<T> => (await entry).value;

/**
 * The server's side of the page-data seam (docs/decisions/0009): the reads a page renders
 * with, answered by the same `loadPublic*` the API routes send, from the same cache entry.
 */
export const serverPublicReads = (app: FastifyInstance): PublicReads => ({
  services: (serviceId) => valueOf(loadPublicServices(app, serviceId)),
  categories: () => valueOf(loadPublicCategories(app)),
  blogs: (blogId) => valueOf(loadPublicBlogs(app, blogId)),
  testimonials: () => valueOf(loadPublicTestimonials(app)),
  researchers: () => valueOf(loadPublicResearchers(app)),
  settings: () => valueOf(loadPublicSettings(app)),
  seo: () => valueOf(loadPublicSeo(app)),
  translations: () => valueOf(loadPublicTranslations(app)),
});
