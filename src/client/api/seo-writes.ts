import { useMutation, useQueryClient } from '@tanstack/react-query';
import { seoPathToParam, type SeoEntry, type UpdateSeo, type WriteResponse } from '../../contract';
import { api } from './client';

export interface SeoChange {
  path: string;
  patch: UpdateSeo;
}

/** SPEC §7 `PATCH /seoMetaData/{path}`: `/` in the path travels as `$`. */
async function patchSeo({ path, patch }: SeoChange): Promise<SeoEntry> {
  const { data } = await (
    await api()
  ).patch<WriteResponse<SeoEntry>>(`/seoMetaData/${seoPathToParam(path)}`, patch, {
    // One toast for the whole save: notify() does not stack the same text twice.
    notifySuccess: true,
  });
  return data.data;
}

/**
 * The SEO screen's Update (SPEC §7): every changed entry at once. A failure shows the
 * server's message (the interceptor) and rejects; the entries that did save are refetched
 * with the rest, so the screen shows what the server holds.
 */
export function useSaveSeo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['seo', 'save'],
    mutationFn: (changes: readonly SeoChange[]) => Promise.all(changes.map(patchSeo)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['seo'] }),
  });
}
