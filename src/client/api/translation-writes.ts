import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UiTranslation, WriteResponse } from '../../contract';
import { api } from './client';

export type TranslationTexts = Pick<UiTranslation, 'en' | 'ar' | 'zh'>;

const PATH = '/translations/ui';

/**
 * The translations screen's writes (decision 0013). Each shows the server's
 * message; on success the list refetches here, and `translations_changed` refetches it in
 * every other tab, where every t() then shows the new text at once.
 */
function useTranslationWrite<V>(name: string, call: (variables: V) => Promise<WriteResponse<UiTranslation>>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['translations', name],
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['translations'] }),
  });
}

export const useCreateTranslation = () =>
  useTranslationWrite(
    'create',
    async (texts: TranslationTexts) =>
      (await (await api()).post<WriteResponse<UiTranslation>>(PATH, texts, { notifySuccess: true })).data,
  );

export const useUpdateTranslation = () =>
  useTranslationWrite(
    'update',
    async ({ id, patch }: { id: number; patch: Partial<TranslationTexts> }) =>
      (
        await (
          await api()
        ).patch<WriteResponse<UiTranslation>>(`${PATH}/${id}`, patch, { notifySuccess: true })
      ).data,
  );

export const useDeleteTranslation = () =>
  useTranslationWrite(
    'delete',
    async (id: number) =>
      (await (await api()).delete<WriteResponse<UiTranslation>>(`${PATH}/${id}`, { notifySuccess: true }))
        .data,
  );
