import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TrashEntity, TrashItem, WriteResponse } from '../../contract';
import { api } from './client';

/**
 * `GET /trash` (decision 0013). Not LIVE: the screen hears every entity's
 * `<entity>_changed` only while it is open, so a delete made elsewhere meanwhile would
 * leave a cached list stale; it is fetched again each time the screen opens.
 */
const trashQueryOptions = () =>
  queryOptions({
    staleTime: 0,
    refetchOnMount: 'always',
    queryKey: ['trash'],
    queryFn: async (): Promise<TrashItem[]> => (await (await api()).get<TrashItem[]>('/trash')).data,
  });

export const useTrash = () => useQuery(trashQueryOptions());

/** `POST /trash/{entity}/{id}/restore`: the item is live again, and its own lists refetch. */
export function useRestore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['trash', 'restore'],
    mutationFn: async ({ entity, id }: { entity: TrashEntity; id: number }) =>
      (
        await (
          await api()
        ).post<WriteResponse<TrashItem>>(`/trash/${entity}/${id}/restore`, undefined, { notifySuccess: true })
      ).data,
    onSettled: (_data, _error, { entity }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['trash'] }),
        queryClient.invalidateQueries({ queryKey: [entity] }),
      ]),
  });
}

/** `DELETE /trash`: every item in it is deleted for good (the trash screen confirms first). */
export function useEmptyTrash() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['trash', 'empty'],
    mutationFn: async () =>
      (await (await api()).delete<WriteResponse<{ deleted: number }>>('/trash', { notifySuccess: true }))
        .data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['trash'] }),
  });
}
