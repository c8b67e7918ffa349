import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CreateResearcher, Researcher, UpdateResearcher } from '../../contract';
import { publicReadsOf } from './public-reads';
import { LIVE } from './live';
import { contentWrites, useDeleteContent, useSaveContent } from './content-writes';

/** SPEC §7 `GET /researchers`. Keys start with `researchers`: `researchers_changed` refetches them. */
export const researchersQueryOptions = () =>
  queryOptions({ ...LIVE, queryKey: ['researchers', 'list'], queryFn: ({ client }): Promise<Researcher[]> => publicReadsOf(client).researchers() });

export const useResearchers = () => useQuery(researchersQueryOptions());

/** SPEC §7's create, update and delete of a researcher (back-office). */
export const researcherWrites = /* @__PURE__ */ contentWrites<CreateResearcher, UpdateResearcher, Researcher>('researchers');
export const useSaveResearcher = () => useSaveContent(researcherWrites);
export const useDeleteResearcher = () => useDeleteContent(researcherWrites);
