import { recordAudit } from '../audit/record-audit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MessageResponseSchema, type Role, type StaffSession } from '../../../contract';
import { AppError } from '../../errors';
import { localize } from '../../i18n/messages';
import { IdParamsSchema } from '../shared/ids';
import { deviceName } from './device-name';
import {
  createSession,
  endOtherSessions,
  endSession,
  listOpenSessions,
  type SessionRow,
} from './sessions.queries';

/**
 * Opens a session for a staff member who has just proven who they are: its id and token.
 * `needsSecondFactor`: signed in with a password alone while the office requires a second
 * factor they do not have yet; the session reaches only their own account's routes.
 */
export async function openSession(
  app: FastifyInstance,
  request: FastifyRequest,
  user: { user_id: number; role: Role },
  needsSecondFactor = false,
): Promise<{ sessionId: string; token: string }> {
  const sessionId = await createSession(
    app.database.db,
    user.user_id,
    { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' },
    needsSecondFactor,
  );
  return { sessionId, token: await app.tokens.sign({ userId: user.user_id, role: user.role, sessionId }) };
}

// The contract's StaffSession (a type there: a schema in the shared contract weighs on the
// public pages' chunks, see staff.routes.ts).
const SessionSchema = z.object({
  session_id: z.string().uuid(),
  created_at: z.string(),
  last_seen_at: z.string(),
  browser: z.string(),
  os: z.string(),
  ip: z.string(),
  current: z.boolean(),
}) satisfies z.ZodType<StaffSession>;
const SessionListSchema = z.object({ items: z.array(SessionSchema) });
const SessionParamsSchema = z.object({ session_id: z.string().uuid('must be a session id') });
const StaffSessionParamsSchema = IdParamsSchema.extend(SessionParamsSchema.shape);

const listed = (rows: SessionRow[], current: string | null) => ({
  items: rows.map((r) => ({
    session_id: r.session_id,
    created_at: r.created_at,
    last_seen_at: r.last_seen_at,
    ...deviceName(r.user_agent),
    ip: r.ip,
    current: r.session_id === current,
  })),
});

/**
 * Staff sessions (decision 0057): one's own open sessions, ended one by one or all but the
 * current; an admin sees and ends another's. An ended session's token answers 401 from its
 * next request, and the sockets opened with it close at once.
 */
export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const signedIn = (request: FastifyRequest) => {
    if (!request.user) throw new AppError('UNAUTHORIZED', 'Authentication required');
    return request.user;
  };
  const notFound = (request: FastifyRequest) =>
    new AppError('NOT_FOUND', localize(request, 'not.found', { what: 'Session' }));

  app.get(
    '/auth/sessions',
    {
      schema: {
        summary: "List the signed-in staff member's open sessions",
        operationId: 'listOwnSessions',
        response: { 200: SessionListSchema },
      },
    },
    async (request) => listed(await listOpenSessions(db, signedIn(request).user_id), request.sessionId),
  );

  app.delete(
    '/auth/sessions/:session_id',
    {
      schema: {
        summary: 'End one of your own sessions',
        operationId: 'endOwnSession',
        params: SessionParamsSchema,
        response: { 200: MessageResponseSchema },
      },
    },
    async (request) => {
      const user = signedIn(request);
      const { session_id } = request.params;
      if (!(await endSession(db, user.user_id, session_id, user.user_id))) throw notFound(request);
      app.disconnectSessions([session_id]);
      await recordAudit(request, 'session.ended', { target: `staff #${user.user_id}` });
      return { message: localize(request, 'session.ended') };
    },
  );

  app.delete(
    '/auth/sessions',
    {
      schema: {
        summary: 'End all your sessions but this one',
        operationId: 'endOtherOwnSessions',
        response: { 200: MessageResponseSchema },
      },
    },
    async (request) => {
      const user = signedIn(request);
      const ended = await endOtherSessions(db, user.user_id, request.sessionId, user.user_id);
      app.disconnectSessions(ended);
      await recordAudit(request, 'session.ended', {
        target: `staff #${user.user_id}`,
        details: { sessions: ended.length },
      });
      return { message: localize(request, 'sessions.ended') };
    },
  );

  app.get(
    '/staff/:id/sessions',
    {
      schema: {
        summary: "List a staff member's open sessions",
        operationId: 'listStaffSessions',
        params: IdParamsSchema,
        response: { 200: SessionListSchema },
      },
    },
    async (request) => listed(await listOpenSessions(db, request.params.id), request.sessionId),
  );

  app.delete(
    '/staff/:id/sessions/:session_id',
    {
      schema: {
        summary: "End a staff member's session",
        operationId: 'endStaffSession',
        params: StaffSessionParamsSchema,
        response: { 200: MessageResponseSchema },
      },
    },
    async (request) => {
      const { id, session_id } = request.params;
      if (!(await endSession(db, id, session_id, signedIn(request).user_id))) throw notFound(request);
      app.disconnectSessions([session_id]);
      await recordAudit(request, 'session.ended', { target: `staff #${id}` });
      return { message: localize(request, 'session.ended') };
    },
  );
};
