import { queryOptions } from '@tanstack/react-query';
import { STORAGE_KEYS, UiTranslationListSchema, type UiTranslation } from '../../contract';
import { http } from './http';
import { readCached, writeCached } from './local-cache';

export async function getUiTranslations(): Promise<UiTranslation[]> {
  const { data } = await http.get<unknown>('/translations/ui', { silent: true });
  const list = UiTranslationListSchema.parse(data);
  writeCached(STORAGE_KEYS.translations, list);
  return list;
}

export const translationsQueryOptions = () =>
  queryOptions({
    queryKey: ['translations', 'ui'],
    queryFn: getUiTranslations,
    initialData: () => readCached<UiTranslation[]>(STORAGE_KEYS.translations),
    initialDataUpdatedAt: 0,
  });
