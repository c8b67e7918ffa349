import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TrashEntity, TrashItem, WriteResponse } from '../../contract';
import { api } from './client';
import { LIVE } from './live';

/** `GET /trash` (decision 0013). The screen refetches it on every entity's `<entity>_changed`. */
export const trashQueryOptions = () =>
  queryOptions({ ...LIVE, queryKey: ['trash'], queryFn: async (): Promise<TrashItem[]> => (await (await api()).get<TrashItem[]>('/trash')).data });

export const useTrash = () => useQuery(trashQueryOptions());

/** `POST /trash/{entity}/{id}/restore`: the item is live again, and its own lists refetch. */
export function useRestore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['trash', 'restore'],
    mutationFn: async ({ entity, id }: { entity: TrashEntity; id: number }) =>
      (await (await api()).post<WriteResponse<TrashItem>>(`/trash/${entity}/${id}/restore`, undefined, { notifySuccess: true })).data,
    onSettled: (_data, _error, { entity }) =>
      Promise.all([queryClient.invalidateQueries({ queryKey: ['trash'] }), queryClient.invalidateQueries({ queryKey: [entity] })]),
  });
}

/** `DELETE /trash`: every item in it is deleted for good (the trash screen confirms first). */
export function useEmptyTrash() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['trash', 'empty'],
    mutationFn: async () => (await (await api()).delete<WriteResponse<{ deleted: number }>>('/trash', { notifySuccess: true })).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['trash'] }),
  });
}
