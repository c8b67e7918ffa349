import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TokenResponseSchema, UserSchema } from '../../../contract';
import { AppError } from '../../errors';
import { parseBasicAuth } from './basic-auth';
import { openSession } from './sessions.routes';
import { signInLimits } from './sign-in-limits';
import { checkCredentials } from './users.queries';

// One message for every failed sign-in: never tells whether the email exists.
const INVALID = 'Invalid email or password';

/** SPEC §7 `GET /auth/token` and `GET /auth/user`. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const limitSignIn = signInLimits(app);
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
      const user = await checkCredentials(app.database.db, credentials.email, credentials.password);
      await limitSignIn.after(request, Boolean(user));
      if (!user) throw new AppError('UNAUTHORIZED', INVALID);
      return { jwt_token: (await openSession(app, request, user)).token };
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
};
