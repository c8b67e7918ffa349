/**
 * Pages of cards (decision 0028), beside SPEC §7's whole lists: what a public list page or
 * a home carousel shows, and how many cards the whole list holds, so a page's weight does
 * not depend on how much content exists. Plain data: public pages import it.
 */
export interface CardPage<T> {
  items: T[];
  /** Cards in the whole list (narrowed by its filter): the pager's page count. */
  total: number;
  page: number;
  limit: number;
}

/** What a page of cards is asked with: `?page=` from 1, `?limit=` at most `CARD_PAGE_MAX_LIMIT`. */
export interface CardPageQuery {
  page: number;
  limit: number;
}

export const CARD_PAGE_MAX_LIMIT = 48;

/**
 * The pages a list of `total` cards has, `limit` a page: at least one (an empty list shows its empty page).
 */
export const pageCountOf = (total: number, limit: number): number => Math.max(1, Math.ceil(total / limit));

/**
 * How many cards the home carousels carry (SPEC §2 "Home"): the 8 newest posts, and the
 * services in their order, every one of the demo's 14 and up to 24; past that, the
 * services page holds the rest.
 */
export const HOME_CAROUSEL_LIMIT = { services: 24, blogs: 8 } as const;

/**
 * The back-office lists (decision 0028), paged on the server like the cards and answered in
 * the same `CardPage` shape, with whole rows: `GET /api<api>/admin?page=&limit=&q=&missing=
 * &from=&to=&sort=` (and the list's filter, `cat_id` for services), staff only.
 * `sort`: `list`, the order the public list shows (the default); `newest`; `oldest`;
 * `title`, by the name in the language asked for.
 */
export const ADMIN_LIST = {
  defaultLimit: 20,
  maxLimit: 100,
  sorts: ['list', 'newest', 'oldest', 'title'],
} as const;
export type AdminListSort = (typeof ADMIN_LIST.sorts)[number];
