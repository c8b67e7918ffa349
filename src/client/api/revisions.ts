import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Revision, Revisioned, WriteResponse } from '../../contract';
import { api } from './client';

const revisionsKey = (entity: Revisioned, key: string | number) =>
  ['revisions', entity, String(key)] as const;

/** `GET /revisions/{entity}/{key}`: a record's saved versions, newest first (decision 0059). */
export const useRevisions = (entity: Revisioned, key: string | number, enabled = true) =>
  useQuery({
    queryKey: revisionsKey(entity, key),
    queryFn: async () =>
      (await (await api()).get<Revision[]>(`/revisions/${entity}/${encodeURIComponent(String(key))}`)).data,
    enabled,
  });

/**
 * `POST /revisions/restore/{id}`: the version becomes a new save. The record's own reads and
 * its history refetch; the caller reloads its form.
 */
export function useRestoreRevision(entity: Revisioned, key: string | number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['revisions', 'restore'],
    mutationFn: async (revisionId: number) =>
      (
        await (
          await api()
        ).post<WriteResponse<{ entity: Revisioned; key: string }>>(
          `/revisions/restore/${revisionId}`,
          undefined,
          {
            notifySuccess: true,
          },
        )
      ).data,
    onSettled: () =>
      Promise.all(
        [[entity], revisionsKey(entity, key)].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}
