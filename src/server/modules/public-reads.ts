import type { FastifyInstance } from 'fastify';
import { CONTENT_NAMES, type ContentName, type ContentOf } from '../../contract';
import type { ContentReads, PublicReads } from '../../contract/public-reads';
import type { CachedEntry } from '../plugins/content-cache';
import { CONTENT_MODULES, type ContentModule } from './content-modules';
import { loadBlogCards } from './blogs/blogs.routes';
import { loadServiceCards, loadServicesMenu } from './services/service-cards';
import { loadPublicSeo } from './seo/seo.queries';
import { loadPublicSettings } from './settings/settings.queries';
import { loadPublicTranslations } from './translations/translations.queries';
import { search } from './search/search.queries';

/** One entity's module, typed by its name (indexing the map with the union loses that). */
const contentModule = <K extends ContentName>(name: K): ContentModule<ContentOf<K>> => CONTENT_MODULES[name];

const valueOf = async <T>(entry: Promise<CachedEntry<T>>): Promise<T> => (await entry).value;

/**
 * The server's side of the page-data seam (docs/decisions/0009): the reads a page renders
 * with, answered by the same `loadPublic*` the API routes send, from the same cache entry.
 */
export const serverPublicReads = (app: FastifyInstance): PublicReads => ({
  ...(Object.fromEntries(
    CONTENT_NAMES.map((name) => [name, (id?: number) => valueOf(contentModule(name).loadPublic(app, id))]),
  ) as ContentReads),
  blogCards: (ask) => valueOf(loadBlogCards(app, ask)),
  serviceCards: ({ cat_id, ...ask }) => valueOf(loadServiceCards(app, { ...ask, filter: cat_id })),
  servicesMenu: () => valueOf(loadServicesMenu(app)),
  search: ({ q, lang }) => search(app.database.db, q, lang),
  settings: () => valueOf(loadPublicSettings(app)),
  seo: () => valueOf(loadPublicSeo(app)),
  translations: () => valueOf(loadPublicTranslations(app)),
});
