import { PAGE_PARAM, pageFromSearch } from '../../ui/paginated-grid';
import { redirectTo } from './page-route';

/**
 * A list page's address as the list shows it (docs/decisions/0018): a `?page=` that is not
 * one of the list's pages after the first (past the last, `0`, `x`, `1`), or a
 * `?category=` the services list does not have, is dropped with a 302, since the grid would
 * show the first page of the whole list there anyway. So each page a list has is one
 * address: a link to a page that no longer exists lands where the visitor sees it, and a bot
 * counting numbers gets redirects, not a render and a page-cache entry per number.
 */
export function listAddressRedirect(request: Request, itemCount: number, pageSize: number, dropParams: readonly string[] = []): Response | undefined {
  const url = new URL(request.url);
  const drop = dropParams.filter((name) => url.searchParams.has(name));
  // The grid's own reading of `?page=`: where it would show the first page, the parameter goes.
  const pageCount = Math.max(1, Math.ceil(itemCount / pageSize));
  if (url.searchParams.has(PAGE_PARAM) && pageFromSearch(url.searchParams, pageCount) === 1) drop.push(PAGE_PARAM);
  if (drop.length === 0) return undefined;
  for (const name of drop) url.searchParams.delete(name);
  // One leading slash: `//blogs` would be another host's address.
  return redirectTo(`${url.pathname.replace(/^\/+/, '/')}${url.search}`);
}
