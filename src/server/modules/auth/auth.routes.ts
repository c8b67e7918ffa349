import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PERMISSION_NAMES,
  ROLES,
  TokenResponseSchema,
  UserSchema,
  can,
  type OwnPermissions,
  type Permission,
} from '../../../contract';
import { AppError } from '../../errors';
import { recordAudit } from '../audit/record-audit';
import { parseBasicAuth } from './basic-auth';
import { openSession } from './sessions.routes';
import { signInLimits } from './sign-in-limits';
import { checkCredentials } from './users.queries';
import { listFactors, loadStaffPolicy, secondFactorRequired } from './factors/factors.queries';
import { secondFactorChallenge, secondFactorRoutes } from './factors/sign-in.routes';
import { linkRoutes } from './links/links.routes';

// One message for every failed sign-in: never tells whether the email exists.
const INVALID = 'Invalid email or password';

/**
 * SPEC §7 `GET /auth/token` and `GET /auth/user`, and (decision 0057) the sign-in's second
 * step and the mailed links, which share the sign-in limits; one's own permissions (decision 0058).
 */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const limitSignIn = signInLimits(app);
  const { db } = app.database;
  await app.register(secondFactorRoutes(limitSignIn));
  await app.register(linkRoutes(limitSignIn));
  app.get(
    '/auth/token',
    {
      schema: {
        summary: 'Sign in: a bearer token for an email and password',
        operationId: 'signIn',
        response: { 200: TokenResponseSchema },
      },
      onRequest: limitSignIn.before,
    },
    async (request) => {
      const credentials = parseBasicAuth(request.headers.authorization);
      if (!credentials) throw new AppError('UNAUTHORIZED', INVALID);
      const user = await checkCredentials(db, credentials.email, credentials.password);
      await limitSignIn.after(request, Boolean(user));
      if (!user) {
        // Decision 0060: a failure names the address typed, never the password.
        await recordAudit(request, 'auth.sign_in_failed', {
          userId: null,
          target: credentials.email.slice(0, 254),
        });
        throw new AppError('UNAUTHORIZED', INVALID);
      }
      // An account with a second factor answers 401 SECOND_FACTOR_REQUIRED and a token for it;
      // one without, while the office requires one, gets a session that can only set one up.
      const factors = await listFactors(db, user.user_id);
      if (factors.length > 0) throw await secondFactorChallenge(app, request, user.user_id, factors);
      const setUpFirst = await secondFactorRequired(db);
      const { token } = await openSession(app, request, user, setUpFirst);
      await recordAudit(request, 'auth.sign_in', { userId: user.user_id, details: { method: 'password' } });
      return { jwt_token: token };
    },
  );

  const userSchema = {
    summary: 'Get the signed-in user',
    operationId: 'getCurrentUser',
    response: { 200: UserSchema },
  };
  app.get('/auth/user', { schema: userSchema }, async (request) => {
    if (!request.user) throw new AppError('UNAUTHORIZED', 'Authentication required');
    return request.user;
  });

  // What the signed-in member may do, the office's grants included (decision 0058): the
  // back office shows only that.
  app.get(
    '/auth/permissions',
    {
      schema: {
        summary: "What the signed-in user's role may do",
        operationId: 'getOwnPermissions',
        response: { 200: OwnPermissionsSchema },
      },
    },
    async (request) => {
      if (!request.user) throw new AppError('UNAUTHORIZED', 'Authentication required');
      const { role } = request.user;
      const { grants } = await loadStaffPolicy(db);
      return { role, permissions: PERMISSION_NAMES.filter((permission) => can(role, permission, grants)) };
    },
  );
};

const OwnPermissionsSchema = z.object({
  role: z.enum(ROLES),
  permissions: z.array(z.enum(PERMISSION_NAMES as [Permission, ...Permission[]])),
}) satisfies z.ZodType<OwnPermissions>;
