import type { BlogCardData } from './blog-cards';
import type { CardPage, CardPageQuery } from './card-pages';
import { CONTENT_NAMES, type ChangedEntity, type ContentName } from './content-registry';
import type { SearchAnswer } from './search';
import type { ServiceCardData, ServicesMenu } from './service-cards';
import type { Lang } from './languages';
import type { ContentOf } from './content-schemas';
import type { SiteSettings } from './entities';
import type { SeoEntry } from './seo';
import type { UiTranslation } from './translations';

/**
 * Each content entity's public list (`GET /api<api>`, blogs newest first), or, given an
 * id, the array of at most one that SPEC's `?service_id=` and `?blog_id=` answer.
 */
export type ContentReads = { [K in ContentName]: (id?: number) => Promise<ContentOf<K>[]> };

/**
 * The public reads of SPEC §7, as the page code asks for them (docs/decisions/0009). In
 * the browser each one is an HTTP call through the one axios instance; while the server
 * renders a page, each one is answered from the same in-process cache the API serves
 * (src/server/modules/public-reads.ts), so a page view costs no HTTP call to itself and
 * no database round trip. Each read answers exactly what its API call answers.
 */
/** Pages of cards (decision 0028): `GET /api/blogs/cards`, `GET /api/services/cards` (`?cat_id=`). */
interface CardReads {
  blogCards(ask: CardPageQuery): Promise<CardPage<BlogCardData>>;
  serviceCards(ask: ServiceCardQuery): Promise<CardPage<ServiceCardData>>;
  /** `GET /api/services/menu`: the top bar's dropdown. */
  servicesMenu(): Promise<ServicesMenu>;
}
export interface ServiceCardQuery extends CardPageQuery {
  cat_id?: number | undefined;
}

/** A search of the site (`GET /api/search`, decision 0065) for the search page. */
export interface SearchAsk {
  q: string;
  lang: Lang;
}

export interface PublicReads extends ContentReads, CardReads {
  /**
   * Never cached: a query is whatever a visitor typed, so the search page is rendered for its
   * request and not kept (decision 0066); it is not in PUBLIC_READ_ENTITIES.
   */
  search(ask: SearchAsk): Promise<SearchAnswer>;
  settings(): Promise<SiteSettings>;
  seo(): Promise<SeoEntry[]>;
  translations(): Promise<UiTranslation[]>;
}

/**
 * The entity whose writes change each read's answer: the server caches the read under it
 * (`cachedRead`), so its write drops the read and the pages made from it (decision 0028).
 * The registry's page checks use it to tell what a page shows from the reads it makes.
 */
export const PUBLIC_READ_ENTITIES = {
  ...(Object.fromEntries(CONTENT_NAMES.map((name) => [name, name])) as { [K in ContentName]: K }),
  blogCards: 'blogs',
  serviceCards: 'services',
  servicesMenu: 'services',
  settings: 'settings',
  seo: 'seo',
  translations: 'translations',
} as const satisfies Record<CachedReadName, ChangedEntity>;

/** The reads a page is cached by: all but the search. */
export type CachedReadName = Exclude<keyof PublicReads, 'search'>;
