import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { User } from '../../contract';
import { AppError } from '../errors';
import { createTokenService, loadJwtSecret, type TokenService } from '../modules/auth/tokens';
import { findUserById, toUser } from '../modules/auth/users.queries';
import { routeAccess } from './public-routes';
import { isApiUrl } from './rate-limit';

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenService;
    /** onRequest: a valid bearer token of an existing user, else 401. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** onRequest: authenticated and role admin, else 401/403 (SPEC §6). */
    requireAdmin: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    user: User | null;
  }
}

function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1];
}

/** Resolves a token to the current user (loaded fresh, so a removed or demoted user loses access). */
export async function userFromToken(app: FastifyInstance, token: string | undefined): Promise<User | null> {
  if (!token) return null;
  const claims = await app.tokens.verify(token);
  if (!claims) return null;
  const row = await findUserById(app.database.db, claims.userId);
  if (!row) return null;
  // A token from before the last password change is refused (its second counts as after:
  // the token the change itself hands back is issued in that same second).
  if (
    row.password_changed_at &&
    (claims.issuedAt ?? 0) < Math.floor(Date.parse(row.password_changed_at) / 1000)
  )
    return null;
  return toUser(row);
}

export const authPlugin = fp(async (app: FastifyInstance) => {
  const secret = await loadJwtSecret(app.database.db, app.config.JWT_SECRET);
  app.decorate('tokens', createTokenService(secret, app.config.JWT_TTL));
  app.decorateRequest('user', null);

  app.decorate('authenticate', async (request: FastifyRequest) => {
    const user = await userFromToken(app, bearerToken(request.headers.authorization));
    if (!user) throw new AppError('UNAUTHORIZED', 'Authentication required');
    request.user = user;
  });

  app.decorate('requireAdmin', async (request: FastifyRequest, reply: FastifyReply) => {
    await app.authenticate(request, reply);
    if (request.user?.role !== 'admin') throw new AppError('FORBIDDEN', 'Admin access required');
  });

  // Staff-only is the default (docs/decisions/0035): an `/api` route that public-routes.ts
  // does not list gets the check as its first onRequest hook, so nobody is let in before
  // the check and nothing (a body, an upload budget) is taken before it refuses. A route
  // says nothing about it itself.
  const checks: Record<'signed-in' | 'admin', onRequestHookHandler> = {
    'signed-in': app.authenticate,
    admin: app.requireAdmin,
  };
  app.addHook('onRoute', (route) => {
    if (!isApiUrl(route.url)) return;
    const access = routeAccess(route.method, route.url);
    if (access === 'public') return;
    const own = route.onRequest === undefined ? [] : [route.onRequest].flat();
    route.onRequest = [checks[access], ...own];
  });
});
