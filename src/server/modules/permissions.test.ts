import type { FastifyInstance, HTTPMethods } from 'fastify';
import { sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { expect, it } from 'vitest';
import { canAny, type Role } from '../../contract';
import {
  PUBLIC_ROUTES,
  routeAccess,
  SIGNED_IN_ROUTES,
  STAFF_ROUTES,
  type Access,
} from '../plugins/route-access';
import { isApiUrl } from '../plugins/rate-limit';
import { TEST_ADMIN, useTestApp } from '../test/app';
import { describeEachDatabase } from '../test/databases';
import { createTestUser } from '../test/users';
import { rowsOf } from '../test/rows';

interface ApiRoute {
  method: HTTPMethods;
  /** As registered: `/api/requests/:id/desk`. */
  url: string;
}

/**
 * The routes the app answers, read from its router (`printRoutes`, one node a line, each
 * indented under its parent and named by the part of the path below it), so a route added
 * anywhere is walked without anyone listing it here.
 */
function apiRoutes(app: FastifyInstance): ApiRoute[] {
  const parents: string[] = [];
  const routes: ApiRoute[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const node = /^((?:[│ ] {3})*)[├└]── (\S+)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!node) continue;
    const depth = node[1]!.length / 4;
    const url = (parents[depth - 1] ?? '') + node[2]!;
    parents.length = depth;
    parents.push(url);
    for (const method of node[3]?.split(', ') ?? [])
      if (isApiUrl(url)) routes.push({ method: method as HTTPMethods, url });
  }
  return routes;
}

/** A URL that reaches the route: each parameter (and the wildcard) filled in. */
const concrete = (url: string) => url.replace(/:\w+/g, '1').replace(/\*$/, 'x');
const hasBody = (method: HTTPMethods) => !['GET', 'HEAD', 'DELETE'].includes(method);
const label = (route: ApiRoute) => `${route.method} ${route.url}`;

/** What a visitor sends beside nothing: the sign-in takes the credentials it checks. */
const visitorHeaders = (route: ApiRoute): Record<string, string> =>
  route.url === '/api/auth/token'
    ? {
        authorization: `Basic ${Buffer.from(`${TEST_ADMIN.email}:${TEST_ADMIN.password}`).toString('base64')}`,
      }
    : {};

/** Every row of every table, so a refused call that wrote anything shows. */
async function databaseFingerprint(app: FastifyInstance): Promise<Record<string, string>> {
  const tables = rowsOf<Record<string, string>>(
    await app.database.db.execute(
      sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
    ),
  ).map((row) => row.name!);
  const out: Record<string, string> = {};
  for (const table of tables) {
    const [row] = rowsOf<Record<string, string>>(
      await app.database.db.execute(
        sql.raw(
          `select count(*)::text || ' ' || coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as f from "${table}" t`,
        ),
      ),
    );
    out[table] = row?.f ?? '';
  }
  return out;
}

/**
 * Staff-only is the default for `/api` (docs/decisions/0035, SPEC §6): the walk covers every
 * route the app has, and its only hand-written input is the exception list itself
 * (plugins/route-access.ts). A route that answers a caller without a token and is not on
 * the list fails here, and so does a listed route that refuses a visitor.
 */
describeEachDatabase('permissions on every /api route', (kind) => {
  const t = useTestApp(kind, { API_RATE_MAX: '100000' });
  const routesOf = (access: Access) =>
    apiRoutes(t().app).filter((route) => routeAccess(route.method, route.url) === access);
  /** The staff routes (every route neither public nor one's own account), and whether `role` may call each. */
  const staffRoutesFor = (role: Role) =>
    apiRoutes(t().app).flatMap((route) => {
      const access = routeAccess(route.method, route.url);
      if (access === 'public' || access === 'signed-in') return [];
      return [{ route, allowed: access === 'admin' ? role === 'admin' : canAny(role, access) }];
    });
  const call = (route: ApiRoute, headers: Record<string, string> = {}) =>
    t().app.inject({
      method: route.method,
      url: concrete(route.url),
      headers,
      ...(hasBody(route.method) ? { payload: {} } : {}),
    });
  /** The routes whose answer `expected` refuses, each as `METHOD /url: status code`. */
  const misfits = async (
    routes: ApiRoute[],
    headersOf: (route: ApiRoute) => Record<string, string>,
    expected: (status: number, code: unknown) => boolean,
  ) => {
    const out: string[] = [];
    for (const route of routes) {
      const res = await call(route, headersOf(route));
      // A HEAD answer has the headers only; the docs answer HTML.
      const code =
        route.method !== 'HEAD' && res.headers['content-type']?.startsWith('application/json')
          ? (res.json() as { code?: unknown }).code
          : undefined;
      if (!expected(res.statusCode, code))
        out.push(`${label(route)}: ${res.statusCode} ${String(code ?? '')}`);
    }
    return out;
  };

  it('reads the route table whole', () => {
    const routes = apiRoutes(t().app);
    // Each line read as a route the router has (its hasRoute does not match a wildcard).
    for (const route of routes.filter(({ url }) => !url.endsWith('*')))
      expect(t().app.hasRoute(route), label(route)).toBe(true);
    // The desk, a student's data, the exports and the FAQ are walked with the rest.
    expect(routes.map(label)).toEqual(
      expect.arrayContaining([
        'GET /api/requests/:id/desk',
        'POST /api/students/erase',
        'GET /api/requests/export.xlsx',
        'GET /api/requests/:id/documents.zip',
        'POST /api/faqs',
      ]),
    );
  });

  it('lists only routes that exist', () => {
    const routes = apiRoutes(t().app);
    const stale = [...PUBLIC_ROUTES, ...SIGNED_IN_ROUTES, ...STAFF_ROUTES].filter(
      ([method, url]) =>
        !routes.some(
          (route) =>
            route.method === method &&
            (url.endsWith('/*') ? route.url.startsWith(url.slice(0, -1)) : route.url === url),
        ),
    );
    expect(stale, 'entries of plugins/route-access.ts that name no route').toEqual([]);
  });

  it('answers 401 without a token on every route not listed as public, and writes nothing', async () => {
    // The admin's own claims, to be signed below with a key that is not the app's; read
    // before the fingerprint, since signing in opens a session (decision 0057).
    const adminId = (
      JSON.parse(Buffer.from((await t().adminToken()).split('.')[1]!, 'base64url').toString()) as {
        sub: string;
      }
    ).sub;
    const before = await databaseFingerprint(t().app);
    expect(Object.keys(before)).toEqual(expect.arrayContaining(['users', 'requests', 'faqs']));
    const routes = [...staffRoutesFor('admin').map(({ route }) => route), ...routesOf('signed-in')];
    expect(
      await misfits(
        routes,
        () => ({}),
        (status, code) => status === 401 && (code === undefined || code === 'UNAUTHORIZED'),
      ),
      'not in plugins/route-access.ts, yet answered without a token',
    ).toEqual([]);
    expect(
      await misfits(
        routes,
        () => ({ authorization: 'Bearer not-a-token' }),
        (status) => status === 401,
      ),
      'not in plugins/route-access.ts, yet answered a bad token',
    ).toEqual([]);
    const forged = await new SignJWT({ role: 'admin' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(adminId)
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('y'.repeat(40)));
    expect(
      await misfits(
        routes,
        () => ({ authorization: `Bearer ${forged}` }),
        (status) => status === 401,
      ),
      'not in plugins/route-access.ts, yet answered a token signed with another secret',
    ).toEqual([]);
    expect(await databaseFingerprint(t().app), 'rows changed by refused calls').toEqual(before);
  });

  it('answers 403 to a signed-in user of no staff role on every staff route, and writes nothing', async () => {
    const staff = await createTestUser(t().app, 'staff');
    const before = await databaseFingerprint(t().app);
    expect(
      await misfits(
        staffRoutesFor('staff').map(({ route }) => route),
        () => staff.headers,
        (status, code) => status === 403 && (code === undefined || code === 'FORBIDDEN'),
      ),
      'staff routes that did not refuse a non-admin with 403',
    ).toEqual([]);
    expect(await databaseFingerprint(t().app), 'rows changed by refused calls').toEqual(before);
  });

  // Decision 0058: each role against every staff route, by the contract's table. The
  // refusals first, checked to write nothing; then the calls the role may make, which
  // must get past the check (a 400 or 404 for the empty body and made-up id is fine).
  for (const role of ['editor', 'desk', 'translator'] as const)
    it(`lets ${role === 'editor' ? 'an' : 'a'} ${role} call what the role may, and answers 403 to the rest`, async () => {
      const member = await createTestUser(t().app, role);
      const routes = staffRoutesFor(role);
      const refused = routes.filter(({ allowed }) => !allowed).map(({ route }) => route);
      const allowed = routes.filter(({ allowed }) => allowed).map(({ route }) => route);
      expect(refused.length, 'routes refused to the role').toBeGreaterThan(0);
      expect(allowed.length, 'routes open to the role').toBeGreaterThan(0);
      const before = await databaseFingerprint(t().app);
      expect(
        await misfits(
          refused,
          () => member.headers,
          (status, code) => status === 403 && (code === undefined || code === 'FORBIDDEN'),
        ),
        `staff routes that did not refuse a ${role} with 403`,
      ).toEqual([]);
      expect(await databaseFingerprint(t().app), 'rows changed by refused calls').toEqual(before);
      expect(
        await misfits(
          allowed,
          () => member.headers,
          (status) => status !== 401 && status !== 403,
        ),
        `routes of the ${role}'s permissions that refused them`,
      ).toEqual([]);
    });

  it('lets a signed-in non-admin at their own account', async () => {
    const staff = await createTestUser(t().app, 'staff');
    expect(
      await misfits(
        routesOf('signed-in'),
        () => staff.headers,
        (status) => status !== 401 && status !== 403,
      ),
      'own-account routes that refused a signed-in non-admin',
    ).toEqual([]);
  });

  it('never refuses a visitor on a public route', async () => {
    expect(
      await misfits(routesOf('public'), visitorHeaders, (status) => status !== 401 && status !== 403),
      'in plugins/route-access.ts, yet refused a visitor',
    ).toEqual([]);
  });
});
