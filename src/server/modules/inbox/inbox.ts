import type { SQL } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { HONEYPOT_FIELD } from '../../../contract';
import { DaySchema } from '../shared/ids';

/**
 * What the two inboxes (requests and contact messages) share: public create with a
 * honeypot, admin-only list, per-admin read marks and soft delete (decision 0005).
 */

/** One page of an inbox list, newest first: an unbounded list grows with every request (decision 0008). */
const INBOX_PAGE = { defaultLimit: 50, maxLimit: 200 } as const;

/**
 * `?include_spam=true` lists honeypot catches too, for review (decision 0005).
 * `?limit=` (default 50, at most 200) and `?before=<id>` page through the list (decision 0008):
 * the answer stays SPEC's array; `X-Total-Count` holds how many the whole list has and
 * `X-Next-Cursor` the id to pass as `before` for the next page (absent on the last one).
 */
const FlagSchema = z.enum(['true', 'false']).optional();

export const InboxQuerySchema = z.object({
  include_spam: FlagSchema,
  limit: z.coerce.number().int().min(1).max(INBOX_PAGE.maxLimit).default(INBOX_PAGE.defaultLimit),
  before: z.coerce.number().int().positive().optional(),
  // Search and filters (decision 0028): what was typed, anywhere in the row's text, Arabic
  // with or without its marks, or a reference number (`123`, `#123`); unread by the caller;
  // sent on or after `from` and on or before `to` (UTC days); requests with documents.
  q: z.string().trim().max(100, 'must be at most 100 characters').optional(),
  unread: FlagSchema,
  from: DaySchema.optional(),
  to: DaySchema.optional(),
  with_documents: FlagSchema,
});
export type InboxQuery = z.infer<typeof InboxQuerySchema>;
/** The list routes' OpenAPI description: the paging headers are not in the body's schema. */
export const INBOX_LIST_DESCRIPTION =
  'Newest first, one page at a time (`limit`, `before`). Headers: `X-Total-Count` (the whole list) and `X-Next-Cursor` (the `before` of the next page; absent on the last).';

/** What a list query takes: the filters and the page. */
export interface InboxPageQuery {
  includeSpam: boolean;
  limit: number;
  before?: number | undefined;
  search?: string | undefined;
  /** Only what this user has not read. */
  unreadBy?: number | undefined;
  from?: string | undefined;
  to?: string | undefined;
  withDocuments?: boolean | undefined;
  /** An inbox's own filters (the requests' desk: decision 0030). */
  where?: SQL | undefined;
}
export const inboxPageQuery = (query: InboxQuery, userId: number): InboxPageQuery => ({
  includeSpam: query.include_spam === 'true',
  limit: query.limit,
  before: query.before,
  search: query.q || undefined,
  unreadBy: query.unread === 'true' ? userId : undefined,
  from: query.from,
  to: query.to,
  withDocuments: query.with_documents === 'true',
});

/**
 * Sends one page: the query asked for `limit + 1` rows, so a row past the limit means there
 * is a next page, whose cursor is the last row shown.
 */
export function sendInboxPage<Row, Out>(
  reply: FastifyReply,
  page: { rows: Row[]; total: number },
  limit: number,
  id: (row: Row) => number,
  toOut: (row: Row) => Out,
): Out[] {
  const shown = page.rows.slice(0, limit);
  void reply.header('cache-control', 'private, no-store').header('x-total-count', String(page.total));
  const last = shown.at(-1);
  if (page.rows.length > limit && last) void reply.header('x-next-cursor', String(id(last)));
  return shown.map(toOut);
}

/** A bot filled the hidden field (decision 0005); people never see it. */
export const isHoneypotFilled = (body: Record<string, unknown>): boolean => {
  const value = body[HONEYPOT_FIELD];
  return typeof value === 'string' && value.trim() !== '';
};

export const ADMIN_SECURITY = [{ bearerAuth: [] }];
