import { useInfiniteQuery } from '@tanstack/react-query';
import type { AuditEvent, AuditKind } from '../../contract';
import { api } from './client';

export interface AuditFilters {
  user_id?: number;
  kind?: AuditKind;
  /** Days as YYYY-MM-DD, both included. */
  from?: string;
  to?: string;
}

const PAGE_SIZE = 50;

/** `GET /audit` (decision 0060): newest first, a page at a time by keyset (`X-Next-Cursor`). */
export const useAuditEvents = (filters: AuditFilters) =>
  useInfiniteQuery({
    queryKey: ['audit', filters],
    queryFn: async ({ pageParam }) => {
      const params = { ...filters, limit: PAGE_SIZE, before: pageParam };
      const response = await (await api()).get<AuditEvent[]>('/audit', { params });
      const next = Number(response.headers['x-next-cursor']);
      return { events: response.data, next: Number.isSafeInteger(next) && next > 0 ? next : undefined };
    },
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.next,
  });
