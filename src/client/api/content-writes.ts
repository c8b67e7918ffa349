import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { WriteResponse } from '../../contract';
import { CONTENT, type ContentName } from '../../contract/content-registry';
import type { ContentOf, CreateOf, UpdateOf } from '../../contract/content-schemas';
import { api } from './client';
import { uploadPercent } from './upload-progress';

/**
 * The back-office's writes of every content entity of the registry (SPEC §7), apart from
 * their reads (api/<entity>.ts): public pages import those, and a write defined beside a
 * read put this module and useMutation into every page's first load (perf-budget.json).
 */

/** What a save sends: a create without `id`, an update with it (SPEC §7 `POST /x` and `POST /x/{id}`). */
export type SaveVariables<Create, Update> = { id?: undefined; body: Create } | { id: number; body: Update };

interface ContentWrites<Create, Update, Item> {
  /** Also the query-key prefix of its reads. */
  entity: ContentName;
  save: (
    variables: SaveVariables<Create, Update>,
    onProgress?: (percent: number) => void,
  ) => Promise<WriteResponse<Item>>;
  remove: (id: number) => Promise<WriteResponse<Item>>;
}

/**
 * SPEC §7's writes of one content entity. The server's message shows in a snackbar on
 * success (`notifySuccess`) and on failure (the interceptor, SPEC §8): nothing is silent.
 * `onProgress` follows the upload, since images and audio travel in the body as data URLs.
 */
function contentWrites<K extends ContentName>(
  entity: K,
): ContentWrites<CreateOf<K>, UpdateOf<K>, ContentOf<K>> {
  const path = CONTENT[entity].api;
  return {
    entity,
    save: async ({ id, body }, onProgress) => {
      const url = id === undefined ? path : `${path}/${id}`;
      const { data } = await (
        await api()
      ).post<WriteResponse<ContentOf<K>>>(url, body, {
        notifySuccess: true,
        onUploadProgress: (event) => onProgress?.(uploadPercent(event)),
      });
      return data;
    },
    remove: async (id) =>
      (await (await api()).delete<WriteResponse<ContentOf<K>>>(`${path}/${id}`, { notifySuccess: true }))
        .data,
  };
}

/**
 * A save with its upload's progress (null until bytes go). On success the entity's reads
 * refetch at once; the socket's `<entity>_changed` tells every other tab and admin.
 */
export function useSaveContent<K extends ContentName>(entity: K) {
  const writes = contentWrites(entity);
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const mutation = useMutation({
    mutationKey: [writes.entity, 'save'],
    mutationFn: (variables: SaveVariables<CreateOf<K>, UpdateOf<K>>) => writes.save(variables, setProgress),
    onMutate: () => setProgress(null),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [writes.entity] }),
  });
  return { ...mutation, progress };
}

/** SPEC §4 "Delete": deletes, then the list refetches. */
export function useDeleteContent(entity: ContentName) {
  const writes = contentWrites(entity);
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [writes.entity, 'delete'],
    mutationFn: (id: number) => writes.remove(id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [writes.entity] }),
  });
}
