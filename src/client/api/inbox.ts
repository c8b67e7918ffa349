import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import type { AdminContactMessage, DeskRequest, RequestStatus, WriteResponse } from '../../contract';
import { api } from './client';
import { inboxAt, inboxFiltersFrom, isSpamView } from './inbox-address';
import { readToken } from './token';

/** The two inboxes (SPEC §7 requests; contact messages, decision 0012): query-key prefix → API path. */
const INBOX_PATHS = { requests: '/requests', messages: '/contact' } as const;
export type InboxEntity = keyof typeof INBOX_PATHS;
/** What a list item holds: a request carries the desk's fields too (decision 0030). */
export type InboxItem<E extends InboxEntity> = E extends 'requests' ? DeskRequest : AdminContactMessage;

const PAGE_SIZE = 50;
/**
 * Documents are signed for 15 minutes (decision 0002): an open inbox refetches every 10,
 * so its links still open. The socket's `requests_changed` refetches it at once.
 */
const SIGNED_URL_REFRESH_MS = 10 * 60 * 1000;

export interface InboxPage<T> {
  items: T[];
  /** `X-Next-Cursor`: the `before` of the next page; none on the last. */
  next: number | undefined;
  /** `X-Total-Count`: how many the whole list holds. */
  total: number;
}

/** The inbox's search and filters (decision 0028), as the list is asked for them. */
export interface InboxFilters {
  q?: string | undefined;
  unread?: boolean;
  withDocuments?: boolean;
  /** Days, `YYYY-MM-DD`. */
  from?: string | undefined;
  to?: string | undefined;
  /** The requests' desk (decision 0030): one status; `me` (assigned to the caller). */
  status?: RequestStatus | undefined;
  assignee?: 'me' | undefined;
}

const flag = (on: boolean | undefined) => (on ? 'true' : undefined);

/** The filters as the list's query string takes them (the list, and the requests' CSV export). */
export const inboxFilterParams = ({
  q,
  unread,
  withDocuments,
  from,
  to,
  status,
  assignee,
}: InboxFilters) => ({
  q,
  unread: flag(unread),
  with_documents: flag(withDocuments),
  from,
  to,
  status,
  assignee,
});

/**
 * An inbox, newest first, one page of 50 at a time, searched and filtered on the server.
 * `spam`: the honeypot's catches only (`?include_spam=true`, then the flagged ones), kept
 * apart from the real ones.
 */
const inboxQueryOptions = <E extends InboxEntity>(
  entity: E,
  spam: boolean,
  filters: InboxFilters = {},
  { silent = false } = {},
) =>
  infiniteQueryOptions({
    queryKey: [entity, 'list', { spam, ...filters }],
    queryFn: async ({ pageParam }): Promise<InboxPage<InboxItem<E>>> => {
      const params = {
        limit: PAGE_SIZE,
        before: pageParam,
        include_spam: flag(spam),
        ...inboxFilterParams(filters),
      };
      const response = await (await api()).get<InboxItem<E>[]>(INBOX_PATHS[entity], { params, silent });
      const next = Number(response.headers['x-next-cursor']);
      return {
        items: spam ? response.data.filter((item) => item.is_spam) : response.data,
        next: Number.isSafeInteger(next) && next > 0 ? next : undefined,
        total: Number(response.headers['x-total-count']) || 0,
      };
    },
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.next,
    refetchInterval: SIGNED_URL_REFRESH_MS,
  });

/**
 * Asks for the first page of the inbox the address shows, if it is one and someone is signed
 * in, while the back office's code loads (entry-client.tsx, decision 0051): the screen finds
 * it in the cache instead of asking after its code, the session check and its first render.
 */
export function prefetchInboxAt(queryClient: QueryClient, { pathname, search }: Location): void {
  const entity = inboxAt(pathname);
  if (!entity || !readToken()) return;
  const params = new URLSearchParams(search);
  // Silent: a refused session is the session check's to tell, and the screen asks again.
  void queryClient.prefetchInfiniteQuery(
    inboxQueryOptions(entity, isSpamView(params), inboxFiltersFrom(params), { silent: true }),
  );
}

export const useInbox = <E extends InboxEntity>(entity: E, spam: boolean, filters?: InboxFilters) =>
  useInfiniteQuery({ ...inboxQueryOptions(entity, spam, filters), placeholderData: (previous) => previous });

/**
 * SPEC §7 `GET /requests/unreadCount` (and `/contact/unreadCount`): the caller's unread,
 * for the sidebar badges.
 */
const unreadCountQueryOptions = (entity: InboxEntity) =>
  queryOptions({
    queryKey: [entity, 'unreadCount'],
    // A badge that fails to load is logged, not shown (SPEC §8 list-load errors).
    queryFn: async (): Promise<number> =>
      (await (await api()).get<{ count: number }>(`${INBOX_PATHS[entity]}/unreadCount`, { silent: true }))
        .data.count,
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useUnreadCount = (entity: InboxEntity, enabled = true) =>
  useQuery({ ...unreadCountQueryOptions(entity), enabled });

type ListData<E extends InboxEntity> = InfiniteData<InboxPage<InboxItem<E>>, number | undefined>;

/**
 * SPEC §7 `PUT /requests/{id}/markRead`, no snackbar: on success the item's `is_read` gains
 * the user in every cached page (SPEC §4 "Request read") and the unread count refetches.
 */
export function useMarkRead<E extends InboxEntity>(entity: E, idOf: (item: InboxItem<E>) => number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [entity, 'markRead'],
    mutationFn: async ({ id }: { id: number; userId: number }) =>
      (
        await (
          await api()
        ).put<WriteResponse<InboxItem<E>>>(`${INBOX_PATHS[entity]}/${id}/markRead`, undefined, {
          silent: true,
        })
      ).data,
    onSuccess: (_response, { id, userId }) => {
      queryClient.setQueriesData<ListData<E>>(
        { queryKey: [entity, 'list'] },
        (data) =>
          data && {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              items: page.items.map((item) =>
                idOf(item) === id && !item.is_read.includes(userId)
                  ? { ...item, is_read: [...item.is_read, userId] }
                  : item,
              ),
            })),
          },
      );
      void queryClient.invalidateQueries({ queryKey: [entity, 'unreadCount'] });
    },
  });
}

/** SPEC §7 `DELETE /requests/{id}`: the server's message in a snackbar; the list and the count refetch. */
export function useDeleteInboxItem(entity: InboxEntity) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [entity, 'delete'],
    mutationFn: async (id: number) =>
      (await api()).delete(`${INBOX_PATHS[entity]}/${id}`, { notifySuccess: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [entity] }),
  });
}
