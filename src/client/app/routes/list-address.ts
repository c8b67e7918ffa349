import { pageCountOf } from '../../../contract/card-pages';
import { PAGE_PARAM, requestedPage } from '../../ui/paginated-grid';
import { notFoundResponse, redirectTo } from './page-route';

/**
 * A list page's address as the list shows it (decisions 0018, 0028). A `?page=` that is
 * not a page number after the first (`0`, `x`, `1`), or a `?category=` the services list
 * does not have, is dropped with a 302: the grid would show the first page there anyway,
 * so each page a list has is one address. A page past the last answers 404: a link to a
 * page that no longer exists says so, and a bot counting numbers gets the not-found page
 * (one cached render for all of them), not a render per number.
 */
export function listAddress(
  request: Request,
  itemCount: number,
  pageSize: number,
  dropParams: readonly string[] = [],
): Response | undefined {
  const url = new URL(request.url);
  const drop = dropParams.filter((name) => url.searchParams.has(name));
  if (url.searchParams.has(PAGE_PARAM)) {
    const page = requestedPage(url.searchParams);
    if (page === 1) drop.push(PAGE_PARAM);
    else if (drop.length === 0 && page > pageCountOf(itemCount, pageSize)) return notFoundResponse();
  }
  if (drop.length === 0) return undefined;
  for (const name of drop) url.searchParams.delete(name);
  // One leading slash: `//blogs` would be another host's address.
  return redirectTo(`${url.pathname.replace(/^\/+/, '/')}${url.search}`);
}
