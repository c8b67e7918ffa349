import { pick } from '../../contract';
import { useOffice } from '../api/settings';
import { useApp } from './app-provider';

/** The office's name in the current language, from the site settings ('' until they are loaded). */
export function useSiteName(): string {
  const { lang } = useApp();
  return pick(useOffice()?.site_name, lang);
}
