import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TokenResponseSchema, UserSchema } from '../../../contract';
import { AppError } from '../../errors';
import { rateLimitedError } from '../../plugins/rate-limit';
import { checkCredentials } from './users.queries';

/** `Authorization: Basic base64(email:password)` → { email, password }; the password may hold colons. */
export function parseBasicAuth(header: string | undefined): { email: string; password: string } | undefined {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(header ?? '');
  if (!match?.[1]) return undefined;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 1) return undefined;
  return { email: decoded.slice(0, colon).trim().toLowerCase(), password: decoded.slice(colon + 1) };
}

// One message for every failed sign-in: never tells whether the email exists.
const INVALID = 'Invalid email or password';

/** SPEC §7 `GET /auth/token` and `GET /auth/user` (issue 2 §5). */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { LOGIN_RATE_MAX: max, LOGIN_RATE_WINDOW: timeWindow } = app.config;
  // Two separate counters, per IP and per account. They are checked by hand: two
  // `app.rateLimit()` hooks on one route do not work, because the plugin marks the request
  // after the first and skips the second.
  const limits = [
    app.createRateLimit({ max, timeWindow, keyGenerator: (req) => `login-ip:${normalizeIP(req.ip)}` }),
    app.createRateLimit({ max, timeWindow, keyGenerator: (req) => `login-account:${parseBasicAuth(req.headers.authorization)?.email ?? '-'}` }),
  ];
  // Both run before the password is checked.
  const limitSignIn = async (request: FastifyRequest) => {
    for (const check of limits) {
      const limit = await check(request);
      if (limit.isAllowed || !limit.isExceeded) continue;
      throw rateLimitedError(request, limit);
    }
  };

  app.get(
    '/auth/token',
    { schema: { response: { 200: TokenResponseSchema } }, onRequest: limitSignIn },
    async (request) => {
      const credentials = parseBasicAuth(request.headers.authorization);
      if (!credentials) throw new AppError('UNAUTHORIZED', INVALID);
      const user = await checkCredentials(app.database.db, credentials.email, credentials.password);
      if (!user) throw new AppError('UNAUTHORIZED', INVALID);
      return { jwt_token: await app.tokens.sign({ userId: user.user_id, role: user.role }) };
    },
  );

  app.get('/auth/user', { schema: { response: { 200: UserSchema } }, preHandler: app.authenticate }, async (request) => {
    if (!request.user) throw new AppError('UNAUTHORIZED', 'Authentication required');
    return request.user;
  });
};
