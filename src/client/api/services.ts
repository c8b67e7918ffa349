import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  HOME_CAROUSEL_LIMIT,
  type CardPage,
  type Service,
  type ServiceCardData,
  type ServicesMenu,
} from '../../contract';
import type { ServiceCardQuery } from '../../contract/public-reads';
import { publicReadsOf } from './public-reads';
import { KEEP_SHOWN, LIVE } from './live';

/**
 * A page of service cards (contract/service-cards.ts, decision 0028), of one category or
 * all: what the services grid and the home carousel show, whatever the number of services.
 * Keys start with `services`: `services_changed` refetches them.
 */
export const serviceCardPageQueryOptions = (ask: ServiceCardQuery) =>
  queryOptions({
    ...LIVE,
    ...KEEP_SHOWN,
    queryKey: ['services', 'cards', ask],
    queryFn: ({ client }): Promise<CardPage<ServiceCardData>> => publicReadsOf(client).serviceCards(ask),
  });

/** The home page's services carousel. */
export const homeServiceCardsQueryOptions = () =>
  serviceCardPageQueryOptions({ page: 1, limit: HOME_CAROUSEL_LIMIT.services });

/** SPEC §7 `GET /services?service_id=`: the detail screen takes the first element (null: none). */
export const serviceQueryOptions = (serviceId: number) =>
  queryOptions({
    ...LIVE,
    queryKey: ['services', 'detail', serviceId],
    queryFn: async ({ client }): Promise<Service | null> =>
      (await publicReadsOf(client).services(serviceId))[0] ?? null,
  });

/**
 * The top bar's dropdown (SPEC §2): a few services of each category, whatever the
 * catalogue's size (decision 0028).
 */
export const servicesMenuQueryOptions = () =>
  queryOptions({
    ...LIVE,
    queryKey: ['services', 'menu'],
    queryFn: ({ client }): Promise<ServicesMenu> => publicReadsOf(client).servicesMenu(),
  });

export const useHomeServiceCards = () => useQuery(homeServiceCardsQueryOptions());
export const useServiceCardPage = (ask: ServiceCardQuery) => useQuery(serviceCardPageQueryOptions(ask));
export const useService = (serviceId: number) => useQuery(serviceQueryOptions(serviceId));
export const useServicesMenu = () => useQuery(servicesMenuQueryOptions());
