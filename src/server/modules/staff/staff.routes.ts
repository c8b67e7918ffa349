import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ChangePasswordSchema,
  CreateStaffSchema,
  MessageResponseSchema,
  REALTIME_EVENTS,
  UserSchema,
  writeResponse,
  type PasswordChanged,
} from '../../../contract';
import { AppError } from '../../errors';
import { localize } from '../../i18n/messages';
import { endOtherSessions } from '../auth/sessions.queries';
import { openSession } from '../auth/sessions.routes';
import { checkCredentials } from '../auth/users.queries';
import { IdParamsSchema } from '../shared/ids';

/**
 * The contract's PasswordChanged (a type there: a schema in the shared contract weighs on the public
 * pages' chunks).
 */
const PasswordChangedSchema = MessageResponseSchema.extend({
  jwt_token: z.string(),
}) satisfies z.ZodType<PasswordChanged>;
import { emailTaken, insertAdmin, listAdmins, removeUser, setPassword } from './staff.queries';

const UserResponseSchema = writeResponse(UserSchema);

/**
 * Staff accounts (decision 0013): list, add and remove admins, and change one's own
 * password. Every change holds at once: each request loads its user afresh
 * (plugins/auth.ts), so a removed admin's token answers 401 from the next call on.
 */
export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
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
    () => listAdmins(db),
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
      const user = await insertAdmin(db, { email, password, name: name ?? email.split('@')[0] ?? email });
      if (!user) throw duplicate();
      app.announce(REALTIME_EVENTS.staff);
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
      const outcome = await removeUser(db, id);
      if ('refused' in outcome) {
        throw outcome.refused === 'not-found'
          ? new AppError('NOT_FOUND', localize(request, 'not.found', { what: `#${id}` }))
          : new AppError('CONFLICT', localize(request, 'staff.last'));
      }
      // The event first: the removed admin's open tab hears it, checks itself and signs out;
      // then their sockets close (each flushes what it was sent before closing).
      app.announce(REALTIME_EVENTS.staff);
      app.disconnectUser(id);
      return { message: localize(request, 'staff.removed'), data: outcome.removed };
    },
  );

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
      return { message: localize(request, 'password.changed'), jwt_token: token };
    },
  );
};
