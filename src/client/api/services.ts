import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Service } from '../../contract';
import { publicReadsOf } from './public-reads';
import { LIVE } from './live';

/** SPEC §7 `GET /services`. Keys start with `services`: `services_changed` refetches them. */
export const servicesQueryOptions = () =>
  queryOptions({ ...LIVE, queryKey: ['services', 'list'], queryFn: ({ client }): Promise<Service[]> => publicReadsOf(client).services() });

/** SPEC §7 `GET /services?service_id=`: the detail screen takes the first element (null: none). */
export const serviceQueryOptions = (serviceId: number) =>
  queryOptions({
    ...LIVE,
    queryKey: ['services', 'detail', serviceId],
    queryFn: async ({ client }): Promise<Service | null> => (await publicReadsOf(client).services(serviceId))[0] ?? null,
  });

export const useServices = () => useQuery(servicesQueryOptions());
export const useService = (serviceId: number) => useQuery(serviceQueryOptions(serviceId));
