import { ADMIN_PATHS, OFFICE_ADMIN_PATHS, isRequestStatus } from '../../contract';
import type { InboxEntity, InboxFilters } from './inbox';

/**
 * The inbox's filters, kept in the address (decision 0028): a search can be shared,
 * reloaded and gone back to.
 */
export const INBOX_PARAMS = {
  q: 'q',
  unread: 'unread',
  documents: 'with_documents',
  from: 'from',
  to: 'to',
  status: 'status',
  assignee: 'assignee',
} as const;

/** `?view=spam`: the honeypot's catches, kept apart from the inbox. */
export const VIEW_PARAM = 'view';
export const SPAM_VIEW = 'spam';

/** The filters an address asks for: what the screen shows and what is fetched before it. */
export function inboxFiltersFrom(search: URLSearchParams): InboxFilters {
  const status = search.get(INBOX_PARAMS.status);
  return {
    q: search.get(INBOX_PARAMS.q)?.trim() || undefined,
    unread: search.get(INBOX_PARAMS.unread) === 'true',
    withDocuments: search.get(INBOX_PARAMS.documents) === 'true',
    from: search.get(INBOX_PARAMS.from) || undefined,
    to: search.get(INBOX_PARAMS.to) || undefined,
    status: isRequestStatus(status) ? status : undefined,
    assignee: search.get(INBOX_PARAMS.assignee) === 'me' ? 'me' : undefined,
  };
}

export const isSpamView = (search: URLSearchParams): boolean => search.get(VIEW_PARAM) === SPAM_VIEW;

/** The inbox a back-office address shows, if it is one. */
export function inboxAt(pathname: string): InboxEntity | undefined {
  const path = pathname.replace(/\/+$/, '');
  if (path === ADMIN_PATHS.requests) return 'requests';
  if (path === OFFICE_ADMIN_PATHS.messages) return 'messages';
  return undefined;
}
