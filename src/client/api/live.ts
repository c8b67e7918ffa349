/**
 * Options of a read the socket keeps fresh (SPEC §4, STYLE §2.4): its `<entity>_changed`
 * event invalidates it, and a reconnect invalidates everything (events may have been
 * missed), so it never goes stale by age. That is also what lets a server-rendered page
 * hydrate without asking again, however old its HTML (docs/decisions/0009).
 */
export const LIVE = { staleTime: Number.POSITIVE_INFINITY } as const;

/**
 * For the UI strings and SEO entries (SPEC §4: cached in localStorage, refreshed on app
 * start): what the server rendered the page with is fresh, and live like any read; what
 * came from localStorage (`initialDataUpdatedAt: 0`) is stale, so it is fetched at once.
 */
export const FRESH_UNLESS_FROM_STORAGE = (query: { state: { dataUpdatedAt: number } }): number =>
  query.state.dataUpdatedAt === 0 ? 0 : Number.POSITIVE_INFINITY;

/**
 * For a page of cards: while the next page loads (a pager link followed in the page, a
 * category chosen), the cards shown stay on screen instead of skeletons.
 */
export const KEEP_SHOWN = {
  placeholderData: <T>(previous: T | undefined): T | undefined => previous,
} as const;
