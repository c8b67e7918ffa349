import { recordAudit } from '../audit/record-audit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  AssignSchema,
  AssigneeSchema,
  ChangeStatusSchema,
  CountResponseSchema,
  DeskRequestSchema,
  NoteSchema,
  RequestDeskSchema,
  RequestStatsSchema,
  StatsQuerySchema,
  formatReference,
  writeResponse,
} from '../../../contract';
import { documentsZip } from './documents-zip';
import { sendDownload } from './download-stream';
import { AppError } from '../../errors';
import { localize } from '../../i18n/messages';
import { deskRouteKit } from './desk-route-kit';
import { errorResponses } from '../shared/error-responses';
import { IdParamsSchema } from '../shared/ids';
import {
  addNote,
  assignRequest,
  changeStatus,
  countAssignedOpen,
  findRequest,
  isStaffMember,
  listAssignees,
  listRequestEvents,
  serviceAskedAbout,
} from './desk.queries';
import { toDeskRequest, toRequestEvent } from './desk-view';
import { listRequestMails } from './mail.queries';
import { studentTrackUrl } from './student-links';
import { requestStats } from './stats.queries';

/**
 * The request desk (decision 0030), beside SPEC §7's requests calls: one request with its
 * history and thread, its status, its assignee and staff notes. Staff only; every change
 * is announced on `requests_changed` with the request's id, so other open tabs (the list,
 * that request's page) refetch it.
 */
export function registerDeskRoutes(app: FastifyInstance): void {
  const { routes, db, tags, security, missing } = deskRouteKit(app);
  const userOf = (request: FastifyRequest) => request.user?.user_id ?? 0;
  const announce = (requestId: number) => app.changed('requests', { id: requestId, op: 'updated' });
  const noStore = { 'cache-control': 'private, no-store' };

  routes.get(
    '/requests/assignees',
    {
      schema: {
        summary: 'List the staff a request can be assigned to',
        operationId: 'listAssignees',
        tags,
        security,
        response: { 200: z.array(AssigneeSchema), ...errorResponses(401, 403) },
      },
    },
    async (_request, reply) => {
      void reply.headers(noStore);
      return listAssignees(db);
    },
  );

  routes.get(
    '/requests/assignedCount',
    {
      schema: {
        summary: 'Count the open requests assigned to the caller',
        operationId: 'countAssignedRequests',
        tags,
        security,
        description: 'Live requests still on the desk (new, in progress, waiting) assigned to the caller.',
        response: { 200: CountResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      void reply.headers(noStore);
      return { count: await countAssignedOpen(db, userOf(request)) };
    },
  );

  routes.get(
    '/requests/stats',
    {
      schema: {
        summary: "Get the requests dashboard's numbers",
        operationId: 'getRequestStats',
        tags,
        security,
        querystring: StatsQuerySchema,
        description:
          'The dashboard: requests of a period by week or month, service and status, and the median hours to a first reply and to delivery (decision 0032).',
        response: { 200: RequestStatsSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      void reply.headers(noStore);
      return requestStats(db, request.query);
    },
  );

  routes.get(
    '/requests/:id/desk',
    {
      schema: {
        summary: 'Get a request with its history, thread and mails',
        operationId: 'getRequestDesk',
        tags,
        security,
        params: IdParamsSchema,
        response: { 200: RequestDeskSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const row = await findRequest(db, request.params.id);
      if (!row) throw missing(request);
      void reply.headers(noStore);
      const [events, service, mails] = await Promise.all([
        listRequestEvents(db, row.request_id),
        serviceAskedAbout(db, row.service_id),
        listRequestMails(db, row.request_id),
      ]);
      return {
        request: toDeskRequest(app, row),
        events: events.map(toRequestEvent),
        service,
        mails,
        mail_enabled: app.mailer.enabled,
        track_url: studentTrackUrl(app, request, formatReference(row.request_ref)),
      };
    },
  );

  routes.get(
    '/requests/:id/documents.zip',
    {
      schema: {
        summary: "Download a request's documents as one zip",
        operationId: 'downloadRequestDocuments',
        tags,
        security,
        params: IdParamsSchema,
        description: "The request's documents as one zip, under their own names.",
        response: { 200: z.unknown().describe('application/zip'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const row = await findRequest(db, request.params.id);
      if (!row) throw missing(request);
      if (row.request_documents.length === 0)
        throw new AppError('NOT_FOUND', localize(request, 'request.noDocuments'));
      const name = `request-${formatReference(row.request_ref)}.zip`;
      return sendDownload(
        reply
          .header('content-type', 'application/zip')
          .header('content-disposition', `attachment; filename="${name}"`)
          .header('cache-control', 'private, no-store'),
        documentsZip(app.media.blobs, row.request_documents),
      );
    },
  );

  const write = <T extends z.ZodObject>(operation: { summary: string; operationId: string }, body: T) => ({
    schema: {
      ...operation,
      tags,
      security,
      params: IdParamsSchema,
      body,
      response: { 200: writeResponse(DeskRequestSchema), ...errorResponses(400, 401, 403, 404) },
    },
  });

  routes.put(
    '/requests/:id/status',
    write({ summary: "Change a request's status", operationId: 'changeRequestStatus' }, ChangeStatusSchema),
    async (request) => {
      const result = await changeStatus(db, request.params.id, request.body.request_status, userOf(request));
      if (!result) throw missing(request);
      if (result.changed) {
        announce(request.params.id);
        await recordAudit(request, 'request.status', {
          target: `request #${request.params.id}`,
          details: { to: request.body.request_status },
        });
      }
      return { message: localize(request, 'request.status'), data: toDeskRequest(app, result.row) };
    },
  );

  routes.put(
    '/requests/:id/assignee',
    write(
      { summary: 'Assign a request to a staff member, or to no one', operationId: 'assignRequest' },
      AssignSchema,
    ),
    async (request) => {
      const { assignee_id } = request.body;
      if (assignee_id !== null && !(await isStaffMember(db, assignee_id))) {
        throw new AppError('VALIDATION', localize(request, 'request.noSuchAssignee'), [
          { path: 'assignee_id', message: localize(request, 'request.noSuchAssignee') },
        ]);
      }
      const result = await assignRequest(db, request.params.id, assignee_id, userOf(request));
      if (!result) throw missing(request);
      if (result.changed) {
        announce(request.params.id);
        await recordAudit(request, 'request.assigned', {
          target: `request #${request.params.id}`,
          details: { assignee_id },
        });
      }
      return { message: localize(request, 'request.assigned'), data: toDeskRequest(app, result.row) };
    },
  );

  routes.post(
    '/requests/:id/notes',
    write({ summary: 'Add a staff note to a request', operationId: 'addRequestNote' }, NoteSchema),
    async (request, reply) => {
      const row = await addNote(db, request.params.id, request.body.body, userOf(request));
      if (!row) throw missing(request);
      announce(request.params.id);
      await recordAudit(request, 'request.note', { target: `request #${request.params.id}` });
      return reply
        .status(200)
        .send({ message: localize(request, 'request.noted'), data: toDeskRequest(app, row) });
    },
  );
}
