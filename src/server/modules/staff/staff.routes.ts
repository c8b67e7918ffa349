import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ChangePasswordSchema,
  CreateStaffSchema,
  MessageResponseSchema,
  REALTIME_EVENTS,
  STAFF_ROLES,
  UserSchema,
  writeResponse,
  type PasswordChanged,
  type User,
} from '../../../contract';
import { AppError } from '../../errors';
import { localize } from '../../i18n/messages';
import { endOtherSessions } from '../auth/sessions.queries';
import { openSession } from '../auth/sessions.routes';
import { checkCredentials } from '../auth/users.queries';
import { recordAudit } from '../audit/record-audit';
import { IdParamsSchema } from '../shared/ids';

/**
 * The contract's PasswordChanged (a type there: a schema in the shared contract weighs on the public
 * pages' chunks).
 */
const PasswordChangedSchema = MessageResponseSchema.extend({
  jwt_token: z.string(),
}) satisfies z.ZodType<PasswordChanged>;
import {
  emailTaken,
  insertStaff,
  listStaff,
  removeUser,
  setPassword,
  setRole,
  type StaffChangeOutcome,
} from './staff.queries';
import { staffPolicyRoutes } from './staff-policy.routes';

const UserResponseSchema = writeResponse(UserSchema);

/** The account changed, or the error that says why it was not. */
function changedOrRefused(
  request: FastifyRequest,
  id: number,
  outcome: StaffChangeOutcome,
  lastAdmin: 'staff.last' | 'staff.lastRole' = 'staff.last',
): User {
  if ('changed' in outcome) return outcome.changed;
  throw outcome.refused === 'not-found'
    ? new AppError('NOT_FOUND', localize(request, 'not.found', { what: `#${id}` }))
    : new AppError('CONFLICT', localize(request, lastAdmin));
}

/**
 * Staff accounts (decision 0013): list, add and remove admins, and change one's own
 * password. Every change holds at once: each request loads its user afresh
 * (plugins/auth.ts), so a removed admin's token answers 401 from the next call on.
 */
export const staffRoutes: FastifyPluginAsyncZod = async (app, options) => {
  const { db } = app.database;

  app.get(
    '/staff',
    {
      schema: {
        summary: 'List the staff accounts',
        operationId: 'listStaff',
        response: { 200: z.array(UserSchema) },
      },
    },
    () => listStaff(db),
  );

  app.post(
    '/staff',
    {
      schema: {
        summary: 'Add a staff account (an admin)',
        operationId: 'createStaff',
        body: CreateStaffSchema,
        response: { 201: UserResponseSchema },
      },
    },
    async (request, reply) => {
      const { email, password, name } = request.body;
      const duplicate = () =>
        new AppError('CONFLICT', localize(request, 'staff.duplicate'), [
          { path: 'body.email', message: 'is taken' },
        ]);
      if (await emailTaken(db, email)) throw duplicate();
      const user = await insertStaff(db, { email, password, name: name ?? email.split('@')[0] ?? email });
      if (!user) throw duplicate();
      app.announce(REALTIME_EVENTS.staff);
      await recordAudit(request, 'staff.added', { target: user.email, details: { role: user.role } });
      return reply.status(201).send({ message: localize(request, 'staff.created'), data: user });
    },
  );

  app.delete(
    '/staff/:id',
    {
      schema: {
        summary: 'Remove a staff account',
        operationId: 'deleteStaff',
        params: IdParamsSchema,
        response: { 200: UserResponseSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (id === request.user?.user_id) throw new AppError('CONFLICT', localize(request, 'staff.self'));
      const removed = changedOrRefused(request, id, await removeUser(db, id));
      // The event first: the removed admin's open tab hears it, checks itself and signs out;
      // then their sockets close (each flushes what it was sent before closing).
      app.announce(REALTIME_EVENTS.staff);
      app.disconnectUser(id);
      await recordAudit(request, 'staff.removed', { target: removed.email });
      return { message: localize(request, 'staff.removed'), data: removed };
    },
  );

  app.patch(
    '/staff/:id',
    {
      schema: {
        summary: "Change a staff member's role",
        operationId: 'setStaffRole',
        params: IdParamsSchema,
        body: z.strictObject({ role: z.enum(STAFF_ROLES) }),
        response: { 200: UserResponseSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      // One's own role stays: an admin who demoted themself could not undo it.
      if (id === request.user?.user_id)
        throw new AppError('CONFLICT', localize(request, 'staff.ownRole'), [
          { path: 'params.id', message: 'is your own account' },
        ]);
      const changed = changedOrRefused(
        request,
        id,
        await setRole(db, id, request.body.role),
        'staff.lastRole',
      );
      // Their open tabs read their role again; their sockets reopen in the rooms it opens.
      app.announce(REALTIME_EVENTS.staff);
      app.disconnectUser(id);
      await recordAudit(request, 'staff.role_changed', {
        target: changed.email,
        details: { role: changed.role },
      });
      return { message: localize(request, 'staff.roleChanged'), data: changed };
    },
  );
  await staffPolicyRoutes(app, options);

  app.patch(
    '/auth/password',
    {
      schema: {
        summary: "Change the signed-in user's own password",
        operationId: 'changePassword',
        body: ChangePasswordSchema,
        response: { 200: PasswordChangedSchema },
      },
    },
    async (request) => {
      const user = request.user;
      if (!user) throw new AppError('UNAUTHORIZED', 'Authentication required');
      const { current_password, new_password } = request.body;
      if (!(await checkCredentials(db, user.email, current_password))) {
        throw new AppError('VALIDATION', localize(request, 'password.wrong'), [
          { path: 'body.current_password', message: 'is not correct' },
        ]);
      }
      await setPassword(db, user.user_id, new_password);
      // A new session for the token handed back; every other one ends (its tokens were
      // refused from the change on already) and its sockets close.
      // A session still waiting for a second factor hands the wait on to the new one.
      const { sessionId, token } = await openSession(app, request, user, request.needsSecondFactor);
      app.disconnectSessions(await endOtherSessions(db, user.user_id, sessionId, null));
      await recordAudit(request, 'auth.password_changed');
      return { message: localize(request, 'password.changed'), jwt_token: token };
    },
  );
};
