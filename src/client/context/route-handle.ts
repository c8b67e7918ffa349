import type { RouteMeta } from '../../contract';

/** What a route tells the layout: its breadcrumb title (an English UI string, translated with t). */
export interface RouteHandle {
  title?: string;
  /** The catch-all route: the server answers 404. */
  notFound?: boolean;
  /** Not for search engines (the search page, decision 0066): `noindex`, no canonical, not in the sitemap. */
  noindex?: boolean;
}

/** What a route's loader returns: nothing, or what its page says about itself (head tags). */
export type RouteData = { meta?: RouteMeta } | null | undefined;

/** The deepest matched route's meta (a page's own beats its layout's). */
export function routeMetaOf(
  matches: readonly { data?: unknown; loaderData?: unknown }[],
): RouteMeta | undefined {
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const match = matches[i]!;
    const data = (match.loaderData ?? match.data) as RouteData;
    if (data?.meta) return data.meta;
  }
  return undefined;
}
