import { queryOptions, useQuery } from '@tanstack/react-query';
import { toServiceCard, type Service, type ServiceCardData } from '../../contract';
import { publicReadsOf } from './public-reads';
import { LIVE } from './live';

/** SPEC §7 `GET /services`. Keys start with `services`: `services_changed` refetches them. */
export const servicesQueryOptions = () =>
  queryOptions({ ...LIVE, queryKey: ['services', 'list'], queryFn: ({ client }): Promise<Service[]> => publicReadsOf(client).services() });

/**
 * The list as cards (contract/service-cards.ts): what the services grid and the home
 * carousel show, and all their hydration data carries of each service. The same
 * `GET /services`.
 */
export const serviceCardsQueryOptions = () =>
  queryOptions({ ...LIVE, queryKey: ['services', 'cards'], queryFn: async ({ client }): Promise<ServiceCardData[]> => (await publicReadsOf(client).services()).map(toServiceCard) });

/** SPEC §7 `GET /services?service_id=`: the detail screen takes the first element (null: none). */
export const serviceQueryOptions = (serviceId: number) =>
  queryOptions({
    ...LIVE,
    queryKey: ['services', 'detail', serviceId],
    queryFn: async ({ client }): Promise<Service | null> => (await publicReadsOf(client).services(serviceId))[0] ?? null,
  });

/** What the top bar's services dropdown needs of each service: kept small, as every public page carries it. */
export type ServiceMenuItem = Pick<Service, 'service_id' | 'service_name' | 'cat_id'>;

/** The services for the top bar's dropdown (SPEC §2), trimmed from the same public read. */
export const servicesMenuQueryOptions = () =>
  queryOptions({
    ...LIVE,
    queryKey: ['services', 'menu'],
    queryFn: async ({ client }): Promise<ServiceMenuItem[]> =>
      (await publicReadsOf(client).services()).map(({ service_id, service_name, cat_id }) => ({ service_id, service_name, cat_id })),
  });

export const useServices = () => useQuery(servicesQueryOptions());
export const useServiceCards = () => useQuery(serviceCardsQueryOptions());
export const useService = (serviceId: number) => useQuery(serviceQueryOptions(serviceId));
export const useServicesMenu = () => useQuery(servicesMenuQueryOptions());
