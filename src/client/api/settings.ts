import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SiteSettings } from '../../contract';
import { publicReadsOf } from './public-reads';
import { LIVE } from './live';

/** `GET /settings`: the office's details. `settings_changed` refetches it. */
export const settingsQueryOptions = () =>
  queryOptions({
    ...LIVE,
    queryKey: ['settings'],
    queryFn: ({ client }): Promise<SiteSettings> => publicReadsOf(client).settings(),
  });

export const useSettingsQuery = () => useQuery(settingsQueryOptions());

/**
 * The office's details (phone, email, WhatsApp, social links, name) as staff last saved
 * them: every page reads them here, never from constants. Public pages have them from
 * their loader; a client-only screen has them after one fetch (undefined until then).
 */
export const useOffice = () => useSettingsQuery().data;
