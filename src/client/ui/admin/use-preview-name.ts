import { pick, type LangMap } from '../../../contract';
import { useApp } from '../../context/app-provider';

/**
 * The live preview's name before one is typed: '(no name)' in the current language, so the
 * preview card never shows an empty heading (axe `empty-heading`). What is saved is untouched.
 */
export function usePreviewName(): (name: LangMap) => LangMap {
  const { t, lang } = useApp();
  return (name) => (pick(name, lang).trim() ? name : { ...name, [lang]: t('(no name)') });
}
