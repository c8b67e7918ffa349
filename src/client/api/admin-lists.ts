import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_LIST, CONTENT, type CardPage, type ContentName } from '../../contract';
import { http } from './http';
import { LIVE } from './live';

/**
 * A page of a back-office list (decision 0028): `GET /api<api>/admin` with the filters of
 * the address. Keyed under the entity, so its `<entity>_changed` refetches it when the
 * change shows on it, or when an item is created, deleted or moved (api/live-changes.ts).
 * While the next page or search loads, the cards shown stay.
 */
export function useAdminListPage<T>(entity: ContentName, params: Readonly<Record<string, string>>) {
  return useQuery({
    ...LIVE,
    placeholderData: keepPreviousData,
    queryKey: [entity, 'admin', params],
    queryFn: async ({ signal }) =>
      (
        await http.get<CardPage<T>>(`${CONTENT[entity].api}/admin`, {
          params: { limit: ADMIN_LIST.defaultLimit, ...params },
          signal,
        })
      ).data,
  });
}

/**
 * One live item by id, for an update screen opened by its address (a reload, a pasted
 * link): `[entity, 'detail', id, …]`, so a change of that item refetches it.
 */
/** `GET /api<api>/admin/{id}`: one live item as the back office edits it. */
export const adminItemQueryOptions = <T>(entity: ContentName, id: number) =>
  queryOptions({
    queryKey: [entity, 'detail', id, 'admin'],
    queryFn: async ({ signal }) => (await http.get<T>(`${CONTENT[entity].api}/admin/${id}`, { signal })).data,
  });

export function useAdminItem<T>(entity: ContentName, id: number, enabled: boolean) {
  return useQuery({ ...LIVE, ...adminItemQueryOptions<T>(entity, id), enabled, retry: false });
}
