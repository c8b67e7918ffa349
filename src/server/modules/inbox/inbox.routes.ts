import { recordAudit } from '../audit/record-audit';
import type { SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CountResponseSchema, writeResponse } from '../../../contract';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { localize, type MessageKey } from '../../i18n/messages';
import { errorResponses } from '../shared/error-responses';
import { IdParamsSchema } from '../shared/ids';
import type { OperationNouns } from '../shared/operation-nouns';
import {
  ADMIN_SECURITY,
  INBOX_LIST_DESCRIPTION,
  InboxQuerySchema,
  inboxPageQuery,
  sendInboxPage,
  type InboxPageQuery,
  type InboxQuery,
} from './inbox';

/** One inbox (requests, contact messages) as its admin routes need it. */
export interface InboxSpec<Row> {
  /** `/requests` or `/contact`: the list; `/:id/markRead` and `/:id` below it. */
  path: `/${string}`;
  tags: string[];
  /** Its operations' names in the OpenAPI document (docs/decisions/0047). */
  nouns: OperationNouns;
  /** Whose socket event a change announces (admin sockets only: DESIGN §4). */
  entity: 'requests' | 'messages';
  /** What the back-office sees of a row. */
  schema: z.ZodObject;
  toAdmin: (row: Row) => Record<string, unknown>;
  idOf: (row: Row) => number;
  list: (db: Db, query: InboxPageQuery) => Promise<{ rows: Row[]; total: number }>;
  /** Live, non-spam rows the user has not read (SPEC §7 `GET /requests/unreadCount`). */
  countUnread: (db: Db, userId: number) => Promise<number>;
  markRead: (db: Db, id: number, userId: number) => Promise<{ row: Row; changed: boolean } | undefined>;
  softDelete: (db: Db, id: number, userId?: number) => Promise<Row | undefined>;
  messages: { read: MessageKey; deleted: MessageKey; notFound: MessageKey };
  /** Filters of this inbox's own, beside the shared ones (the requests' status and assignee). */
  filters?: { schema: z.ZodObject; where: (query: never, userId: number) => SQL | undefined };
}

/**
 * The admin side both inboxes share (decisions 0005, 0008): the list one page at a time,
 * the caller's unread count, a per-admin read mark, and a soft delete, each announced after it commits.
 * Registered by each module beside its own public create.
 */
export function registerInboxRoutes<Row>(app: FastifyInstance, spec: InboxSpec<Row>): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const { tags, entity, nouns } = spec;
  const security = ADMIN_SECURITY;
  const missing = (request: FastifyRequest) =>
    new AppError('NOT_FOUND', localize(request, spec.messages.notFound));

  const filters = spec.filters;
  const querystring = filters ? InboxQuerySchema.extend(filters.schema.shape) : InboxQuerySchema;
  routes.get(
    spec.path,
    {
      schema: {
        summary: `List the ${nouns.some}, newest first, a page at a time`,
        operationId: `list${nouns.many}`,
        tags,
        security,
        description: INBOX_LIST_DESCRIPTION,
        querystring,
        response: { 200: z.array(spec.schema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const userId = request.user?.user_id ?? 0;
      const query = request.query as InboxQuery;
      const where = filters?.where(request.query as never, userId);
      const page = await spec.list(db, { ...inboxPageQuery(query, userId), where });
      return sendInboxPage(reply, page, query.limit, spec.idOf, spec.toAdmin);
    },
  );

  routes.get(
    `${spec.path}/unreadCount`,
    {
      schema: {
        summary: `Count the ${nouns.some} the caller has not read`,
        operationId: `countUnread${nouns.many}`,
        tags,
        security,
        response: { 200: CountResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'private, no-store');
      return { count: await spec.countUnread(db, request.user?.user_id ?? 0) };
    },
  );

  const byId = (operation: { summary: string; operationId: string }) => ({
    schema: {
      ...operation,
      tags,
      security,
      params: IdParamsSchema,
      response: { 200: writeResponse(spec.schema), ...errorResponses(400, 401, 403, 404) },
    },
  });
  const markRead = byId({
    summary: `Mark ${nouns.a} as read by the caller`,
    operationId: `mark${nouns.one}Read`,
  });
  const remove = byId({
    summary: `Delete ${nouns.a} (it goes to the trash)`,
    operationId: `delete${nouns.one}`,
  });

  routes.put(`${spec.path}/:id/markRead`, markRead, async (request) => {
    const result = await spec.markRead(db, request.params.id, request.user?.user_id ?? 0);
    if (!result) throw missing(request);
    // Other tabs of this admin refresh; other admins' read marks do not move.
    if (result.changed) app.changed(entity);
    return { message: localize(request, spec.messages.read), data: spec.toAdmin(result.row) };
  });

  routes.delete(`${spec.path}/:id`, remove, async (request) => {
    const row = await spec.softDelete(db, request.params.id, request.user?.user_id);
    if (!row) throw missing(request);
    app.changed(entity);
    await recordAudit(request, entity === 'requests' ? 'request.deleted' : 'message.deleted', {
      target: `${entity === 'requests' ? 'request' : 'message'} #${request.params.id}`,
    });
    return { message: localize(request, spec.messages.deleted), data: spec.toAdmin(row) };
  });
}
