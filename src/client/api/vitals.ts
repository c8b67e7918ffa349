import { useQuery } from '@tanstack/react-query';
import type { VitalsQuery, VitalsStats } from '../../contract';
import { api } from './client';

/** The field vitals' 75th percentiles for a period (decision 0040); fresh each time the dashboard asks. */
export const useVitalsStats = (query: VitalsQuery) =>
  useQuery({
    queryKey: ['vitals', 'stats', query.from, query.to],
    queryFn: async (): Promise<VitalsStats> =>
      (await (await api()).get<VitalsStats>('/vitals/stats', { params: query })).data,
    placeholderData: (previous) => previous,
  });
