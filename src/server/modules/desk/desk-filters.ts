import { and, eq, isNull, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { REQUEST_STATUSES, type RequestStatus } from '../../../contract';
import { requests } from '../../db/schema';

/**
 * The desk's filters of the requests list (decision 0030), beside the inbox's own:
 * `status=` one status; `assignee=me` the caller's, `none` no one's, or a user_id.
 */
export const deskFilters = {
  schema: z.object({
    status: z.enum(REQUEST_STATUSES).optional(),
    assignee: z.union([z.enum(['me', 'none']), z.coerce.number().int().positive()]).optional(),
  }),
  where(
    query: { status?: RequestStatus | undefined; assignee?: 'me' | 'none' | number | undefined },
    userId: number,
  ): SQL | undefined {
    const { status, assignee } = query;
    return and(
      status ? eq(requests.request_status, status) : undefined,
      assignee === undefined
        ? undefined
        : assignee === 'none'
          ? isNull(requests.assignee_id)
          : eq(requests.assignee_id, assignee === 'me' ? userId : assignee),
    );
  },
};
