import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Researcher } from '../../contract';
import { publicReadsOf } from './public-reads';
import { LIVE } from './live';

/** SPEC §7 `GET /researchers`. Keys start with `researchers`: `researchers_changed` refetches them. */
export const researchersQueryOptions = () =>
  queryOptions({ ...LIVE, queryKey: ['researchers', 'list'], queryFn: ({ client }): Promise<Researcher[]> => publicReadsOf(client).researchers() });

export const useResearchers = () => useQuery(researchersQueryOptions());
