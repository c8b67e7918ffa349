import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { GRANTABLE, canAny, isStaffRole, type Permission, type Role, type User } from '../../contract';
import { AppError } from '../errors';
import { localize } from '../i18n/messages';
import { FACTOR_MESSAGES } from '../modules/auth/factors/factor-messages';
import { createTokenService, loadJwtSecret, type TokenService } from '../modules/auth/tokens';
import { loadStaffPolicy } from '../modules/auth/factors/factors.queries';
import { findOpenSessionUser, touchSession } from '../modules/auth/sessions.queries';
import { toUser } from '../modules/auth/users.queries';
import { routeAccess } from './route-access';
import { isApiUrl } from './rate-limit';

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenService;
    /** onRequest: a valid bearer token of an existing user, else 401. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** onRequest: authenticated and role admin, else 401/403 (SPEC §6); the route table's default. */
    requireAdmin: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    user: User | null;
    /** The signed-in staff member's session (decision 0057). */
    sessionId: string | null;
    /** Their session waits for a second factor to be set up: only their own account's routes. */
    needsSecondFactor: boolean;
  }
}

/** A route's check of decision 0058, carrying the permissions it admits (the OpenAPI document reads them). */
export type PermissionCheck = onRequestHookHandler & { permissions: readonly Permission[] };

function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1];
}

/** How often a session's "last seen" is written while it is used. */
const SESSION_TOUCH_MS = 60_000;

/**
 * Resolves a token to the current user and the session it belongs to (decision 0057): the
 * user loaded fresh, so a removed or demoted user loses access, and the session still open,
 * so ending it ends its token. A token that names no session is refused.
 */
export async function sessionFromToken(
  app: FastifyInstance,
  token: string | undefined,
): Promise<{ user: User; sessionId: string; needsSecondFactor: boolean } | null> {
  if (!token) return null;
  const claims = await app.tokens.verify(token);
  if (!claims?.sessionId) return null;
  const { db } = app.database;
  const found = await findOpenSessionUser(db, claims.userId, claims.sessionId);
  if (!found) return null;
  const row = found.user;
  // A token from before the last password change is refused (its second counts as after:
  // the token the change itself hands back is issued in that same second).
  if (
    row.password_changed_at &&
    (claims.issuedAt ?? 0) < Math.floor(Date.parse(row.password_changed_at) / 1000)
  )
    return null;
  if (Date.now() - Date.parse(found.lastSeenAt) > SESSION_TOUCH_MS) await touchSession(db, claims.sessionId);
  return { user: toUser(row), sessionId: claims.sessionId, needsSecondFactor: found.needsSecondFactor };
}

export const authPlugin = fp(async (app: FastifyInstance) => {
  const secret = await loadJwtSecret(app.database.db, app.config.JWT_SECRET);
  app.decorate('tokens', createTokenService(secret, app.config.JWT_TTL));
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);
  app.decorateRequest('needsSecondFactor', false);

  app.decorate('authenticate', async (request: FastifyRequest) => {
    const session = await sessionFromToken(app, bearerToken(request.headers.authorization));
    if (!session) throw new AppError('UNAUTHORIZED', 'Authentication required');
    request.user = session.user;
    request.sessionId = session.sessionId;
    request.needsSecondFactor = session.needsSecondFactor;
  });

  /**
   * Signed in with a role that opens the back office, a session past its second factor
   * (decision 0057), and `allowed` by that role.
   */
  const requireStaff =
    (allowed: (role: Role) => boolean | Promise<boolean>) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      await app.authenticate(request, reply);
      const role = request.user?.role;
      if (!isStaffRole(role)) throw new AppError('FORBIDDEN', localize(request, 'role.forbidden'));
      // The office requires a second factor and this session has none yet (decision 0057).
      if (request.needsSecondFactor)
        throw new AppError('SECOND_FACTOR_SETUP_REQUIRED', localize(request, FACTOR_MESSAGES.setUpFirst));
      if (!(await allowed(role))) throw new AppError('FORBIDDEN', localize(request, 'role.forbidden'));
    };
  app.decorate(
    'requireAdmin',
    requireStaff((role) => role === 'admin'),
  );
  /** A route open to these permissions (decision 0058); the grants are read only when they could decide. */
  const requirePermission = (permissions: readonly Permission[]): PermissionCheck =>
    Object.assign(
      requireStaff(async (role) => {
        if (canAny(role, permissions)) return true;
        if (!permissions.some((p) => (GRANTABLE as readonly Permission[]).includes(p))) return false;
        return canAny(role, permissions, (await loadStaffPolicy(app.database.db)).grants);
      }),
      { permissions },
    );

  // Staff-only is the default (docs/decisions/0035): an `/api` route that route-access.ts
  // opens to no one else gets the admin check as its first onRequest hook, so nobody is let
  // in before the check and nothing (a body, an upload budget) is taken before it refuses.
  // A route says nothing about it itself.
  app.addHook('onRoute', (route) => {
    if (!isApiUrl(route.url)) return;
    const access = routeAccess(route.method, route.url);
    if (access === 'public') return;
    const check: onRequestHookHandler =
      access === 'signed-in'
        ? app.authenticate
        : access === 'admin'
          ? app.requireAdmin
          : requirePermission(access);
    const own = route.onRequest === undefined ? [] : [route.onRequest].flat();
    route.onRequest = [check, ...own];
  });
});
