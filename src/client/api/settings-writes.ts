import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SiteSettings, UpdateSettings, WriteResponse } from '../../contract';
import { api } from './client';

/**
 * `PATCH /settings`: the changed fields only. The answer is the whole stored
 * set, put in the cache at once; `settings_changed` refetches it in every other tab and on
 * the public pages.
 */
export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['settings', 'save'],
    mutationFn: async (patch: UpdateSettings) =>
      (await (await api()).patch<WriteResponse<SiteSettings>>('/settings', patch, { notifySuccess: true }))
        .data.data,
    onSuccess: (settings) => queryClient.setQueryData(['settings'], settings),
  });
}
