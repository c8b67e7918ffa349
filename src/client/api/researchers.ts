import { useQuery } from '@tanstack/react-query';
import { contentListQueryOptions } from './public-reads';

/** SPEC §7 `GET /researchers`. Keys start with `researchers`: `researchers_changed` refetches them. */
export const researchersQueryOptions = () => contentListQueryOptions('researchers');

export const useResearchers = () => useQuery(researchersQueryOptions());
