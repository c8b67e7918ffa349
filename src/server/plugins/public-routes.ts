import { CONTENT, CONTENT_NAMES } from '../../contract';
import { DOCS_PREFIX } from './openapi';

/** Who may call an `/api` route (SPEC §6). */
export type Access = 'public' | 'signed-in' | 'admin';

/** A method and a route URL as registered; a URL ending in `/*` covers everything below it. `GET` covers its HEAD. */
type RouteRule = readonly [method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string];

/**
 * The `/api` routes a visitor may call without signing in (docs/decisions/0035). Every
 * other `/api` route is for staff: plugins/auth.ts gives it the admin check when it is
 * registered, so a new route is staff-only unless it is added here.
 */
export const PUBLIC_ROUTES: readonly RouteRule[] = [
  // What the public site reads (SPEC §7): each content entity's list comes with its entry in
  // the registry (decision 0026: services, categories, blogs, testimonials, researchers,
  // FAQs), and the lighter lists beside them (decision 0028).
  ['GET', '/api/translations/ui'],
  ['GET', '/api/seoMetaData'],
  ['GET', '/api/settings'],
  ...CONTENT_NAMES.map((name) => ['GET', `/api${CONTENT[name].api}`] as const),
  ['GET', '/api/services/cards'],
  ['GET', '/api/services/menu'],
  ['GET', '/api/blogs/cards'],
  // A visitor's forms (decision 0005), the challenge they answer (decision 0034) and the
  // request tracker (decision 0030).
  ['GET', '/api/forms/challenge'],
  ['POST', '/api/requests'],
  ['POST', '/api/contact'],
  ['POST', '/api/requests/track'],
  // The public pages' field vitals beacon (decision 0040).
  ['POST', '/api/vitals'],
  // Signing in: the credentials are the request's Basic authorization.
  ['GET', '/api/auth/token'],
  // The sign-in's second step and signing in with a passkey alone (decision 0057).
  ['POST', '/api/auth/second-factor'],
  ['POST', '/api/auth/passkey/options'],
  ['POST', '/api/auth/passkey'],
  // Mailed one-time links: a forgotten password, an invitation (decision 0057).
  ['POST', '/api/auth/forgot-password'],
  ['POST', '/api/auth/links/check'],
  ['POST', '/api/auth/reset-password'],
  ['POST', '/api/auth/invitations/passkey/options'],
  ['POST', '/api/auth/invitations/accept'],
  // For load balancers and monitors; the OpenAPI document and its UI.
  ['GET', '/api/health'],
  ['GET', DOCS_PREFIX],
  ['GET', `${DOCS_PREFIX}/*`],
];

/**
 * Signed in with any role: one's own account, sessions and second factors (also what a
 * session waiting for its second factor may reach, decision 0057). Every other staff route
 * needs role admin.
 */
export const SIGNED_IN_ROUTES: readonly RouteRule[] = [
  ['GET', '/api/auth/user'],
  ['PATCH', '/api/auth/password'],
  ['GET', '/api/auth/sessions'],
  ['DELETE', '/api/auth/sessions'],
  ['DELETE', '/api/auth/sessions/:session_id'],
  ['GET', '/api/auth/factors'],
  ['POST', '/api/auth/factors/totp'],
  ['POST', '/api/auth/factors/totp/confirm'],
  ['POST', '/api/auth/factors/passkey/options'],
  ['POST', '/api/auth/factors/passkey'],
  ['DELETE', '/api/auth/factors/:factor_id'],
  ['POST', '/api/auth/recovery-codes'],
];

const matches = ([method, pattern]: RouteRule, routeMethod: string, url: string): boolean =>
  method === (routeMethod === 'HEAD' ? 'GET' : routeMethod) &&
  (pattern.endsWith('/*') ? url.startsWith(pattern.slice(0, -1)) : url === pattern);

const STRICTNESS: readonly Access[] = ['public', 'signed-in', 'admin'];

/** The access of an `/api` route as registered (a route of several methods takes the strictest). */
export function routeAccess(method: string | readonly string[], url: string): Access {
  const methods = typeof method === 'string' ? [method] : method;
  const accessOf = (m: string): Access =>
    PUBLIC_ROUTES.some((rule) => matches(rule, m, url))
      ? 'public'
      : SIGNED_IN_ROUTES.some((rule) => matches(rule, m, url))
        ? 'signed-in'
        : 'admin';
  return STRICTNESS[Math.max(...methods.map((m) => STRICTNESS.indexOf(accessOf(m))))] ?? 'admin';
}
