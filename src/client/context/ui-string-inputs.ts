import { useQuery } from '@tanstack/react-query';
import { dictionaryQueryOptions } from '../api/translations';
import { useApp } from './app-provider';

/**
 * What a text made of UI strings depends on: the language and its dictionary (a new
 * language, or a translation edited and pushed by the socket). A static section's inputs
 * (render/static-section.tsx).
 */
export function useUiStringInputs(): readonly unknown[] {
  const { lang } = useApp();
  return [lang, useQuery(dictionaryQueryOptions(lang)).data];
}
