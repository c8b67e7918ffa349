import { CONTENT, CONTENT_NAMES, type Permission } from '../../contract';
import { DOCS_PREFIX } from './openapi';

/**
 * Who may call an `/api` route (SPEC §6, decision 0058): anyone, anyone signed in, a staff
 * role holding one of the permissions, or (a route no list names) an admin.
 */
export type Access = 'public' | 'signed-in' | 'admin' | readonly Permission[];

type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** A method and a route URL as registered; a URL ending in `/*` covers everything below it. `GET` covers its HEAD. */
type RouteRule = readonly [method: Method, url: string];
/** A staff route and the permissions that open it (any one of them). */
type StaffRule = readonly [method: Method, url: string, ...permissions: Permission[]];

/**
 * The `/api` routes a visitor may call without signing in (docs/decisions/0035). Every
 * other `/api` route is for staff: plugins/auth.ts gives it its check when it is
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
  // Its documents, uploaded in parts before it is sent (tus, decision 0064).
  ['POST', '/api/uploads'],
  ['HEAD', '/api/uploads/:id'],
  ['PATCH', '/api/uploads/:id'],
  ['DELETE', '/api/uploads/:id'],
  ['POST', '/api/contact'],
  ['POST', '/api/requests/track'],
  // The public site's search (decision 0065).
  ['GET', '/api/search'],
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
 * session waiting for its second factor may reach, decision 0057). The other staff routes
 * are STAFF_ROUTES' or admin-only.
 */
export const SIGNED_IN_ROUTES: readonly RouteRule[] = [
  ['GET', '/api/auth/user'],
  ['GET', '/api/auth/permissions'],
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

/** Each content entity's back-office routes (the registry's, decision 0026). */
const contentRules = (api: string): StaffRule[] => [
  ['GET', `/api${api}/admin`, 'content.translate'],
  ['GET', `/api${api}/admin/:id`, 'content.translate'],
  ['POST', `/api${api}`, 'content.write'],
  // A translator's save may change the texts only (content-fields.ts checks the rest).
  ['POST', `/api${api}/:id`, 'content.write', 'content.translate'],
  ['DELETE', `/api${api}/:id`, 'content.write'],
];

/**
 * The staff routes open to roles beside admin, by permission (contract/permissions.ts). A
 * staff route not listed here stays admin-only: a new route is closed until it is named.
 */
export const STAFF_ROUTES: readonly StaffRule[] = [
  ...CONTENT_NAMES.flatMap((name) => contentRules(CONTENT[name].api)),
  ['PATCH', '/api/seoMetaData/:path', 'seo.write'],
  ['POST', '/api/translations/ui', 'content.write'],
  ['PATCH', '/api/translations/ui/:id', 'content.translate'],
  ['DELETE', '/api/translations/ui/:id', 'content.write'],
  // The desk (decision 0030): requests, messages, the dashboard's numbers, its templates.
  ['GET', '/api/requests', 'desk.work'],
  ['GET', '/api/requests/unreadCount', 'desk.work'],
  ['GET', '/api/requests/assignedCount', 'desk.work'],
  ['GET', '/api/requests/assignees', 'desk.work'],
  ['GET', '/api/requests/stats', 'desk.work'],
  ['GET', '/api/requests/:id/desk', 'desk.work'],
  ['GET', '/api/requests/:id/documents.zip', 'desk.work'],
  ['PUT', '/api/requests/:id/markRead', 'desk.work'],
  ['PUT', '/api/requests/:id/status', 'desk.work'],
  ['PUT', '/api/requests/:id/assignee', 'desk.work'],
  ['POST', '/api/requests/:id/notes', 'desk.work'],
  ['POST', '/api/requests/:id/replies', 'desk.work'],
  ['POST', '/api/requests/:id/mails/:mailId/retry', 'desk.work'],
  ['DELETE', '/api/requests/:id', 'desk.work'],
  ['GET', '/api/requests/export.csv', 'desk.export'],
  ['GET', '/api/requests/export.xlsx', 'desk.export'],
  ['GET', '/api/contact', 'desk.work'],
  ['GET', '/api/contact/unreadCount', 'desk.work'],
  ['PUT', '/api/contact/:id/markRead', 'desk.work'],
  ['DELETE', '/api/contact/:id', 'desk.work'],
  ['GET', '/api/desk/settings', 'desk.work'],
  ['PUT', '/api/desk/settings', 'desk.work'],
  ['GET', '/api/vitals/stats', 'desk.work'],
  // A student's data (decision 0033): finding and downloading it is the desk's; erasing is not.
  ['POST', '/api/students/find', 'desk.work'],
  ['POST', '/api/students/export', 'desk.work'],
  ['POST', '/api/students/erase', 'students.erase'],
  ['GET', '/api/students/erasures', 'students.erase'],
  // The trash: each role sees and restores what it may delete (trash.routes.ts narrows it).
  ['GET', '/api/trash', 'content.write', 'desk.work'],
  ['POST', '/api/trash/:entity/:id/restore', 'content.write', 'desk.work'],
  ['DELETE', '/api/trash', 'trash.empty'],
  // The audit log (decision 0060).
  ['GET', '/api/audit', 'audit.read'],
  // A record's history (decision 0059): each entity opens to its own readers and writers (revisions.routes.ts).
  ['GET', '/api/revisions/:entity/:key', 'content.translate', 'seo.write', 'settings.write'],
  ['POST', '/api/revisions/restore/:revision_id', 'content.write', 'seo.write', 'settings.write'],
];

const matches = ([method, pattern]: RouteRule | StaffRule, routeMethod: string, url: string): boolean =>
  (method === routeMethod || (method === 'GET' && routeMethod === 'HEAD')) &&
  (pattern.endsWith('/*') ? url.startsWith(pattern.slice(0, -1)) : url === pattern);

function accessOf(method: string, url: string): Access {
  if (PUBLIC_ROUTES.some((rule) => matches(rule, method, url))) return 'public';
  if (SIGNED_IN_ROUTES.some((rule) => matches(rule, method, url))) return 'signed-in';
  const staff = STAFF_ROUTES.find((rule) => matches(rule, method, url));
  return staff ? (staff.slice(2) as Permission[]) : 'admin';
}

/**
 * The access of an `/api` route as registered. A route of several methods that do not
 * share one rule is admin-only (none is registered so; the permissions test would show it).
 */
export function routeAccess(method: string | readonly string[], url: string): Access {
  const methods = typeof method === 'string' ? [method] : method;
  const [first, ...rest] = methods.map((m) => accessOf(m, url));
  const same = (access: Access) => JSON.stringify(access) === JSON.stringify(first);
  return first !== undefined && rest.every(same) ? first : 'admin';
}
