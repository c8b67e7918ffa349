import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema, PERMISSIONS } from '../../contract';
import type { PermissionCheck } from './auth';
import { ROOT_VERSION } from '../version';
import { registerDocumentHeaders } from './document-headers';
import { checkOperationNames } from './openapi-operations';

/** The OpenAPI UI here (README, "API"), the document at `${DOCS_PREFIX}/json`. */
export const DOCS_PREFIX = '/api/docs';

/**
 * The docs routes' own CSP; every other route keeps the site's (docs/decisions/0004).
 * Swagger UI 5 styles itself inline and shows data: images, but runs no inline script
 * (checked in Chromium: the page and "Try it out" work with no violation), so scripts
 * stay 'self' here too; nothing else (frames, media) is allowed.
 */
const DOCS_CSP = [
  "default-src 'self'",
  "base-uri 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "frame-ancestors 'self'",
  "form-action 'self'",
].join('; ');

const ERROR_JSON = { ...z.toJSONSchema(ApiErrorSchema, { target: 'draft-2020-12' }), $schema: undefined };
const errorResponse = (description: string) => ({ ...ERROR_JSON, description });

/** The routes the document describes: the API's, less the docs' own. */
const isDocumented = (url: string) => url.startsWith('/api/') && !url.startsWith(DOCS_PREFIX);

/**
 * Where the API answers (docs/decisions/0047): the site's public address when it is set, so a
 * client generated from a saved copy calls the right host; else `/`, the host that served the
 * document (OpenAPI resolves a relative server URL against the document's own).
 */
export const apiServers = (publicUrl: string | undefined) => [
  publicUrl
    ? { url: publicUrl.replace(/\/+$/, ''), description: "The office's site (PUBLIC_URL)" }
    : { url: '/', description: 'The server that serves this document' },
];

type Hook = RouteOptions['onRequest'];
const hooksOf = (route: RouteOptions): unknown[] =>
  [route.onRequest, route.preValidation, route.preHandler].flatMap((h: Hook | RouteOptions['preHandler']) =>
    Array.isArray(h) ? h : h ? [h] : [],
  );

/**
 * Swagger from the routes' zod schemas (fastify-type-provider-zod's jsonSchemaTransform),
 * plus what a reader needs that a schema cannot say: who may call a route (bearer token,
 * admin role, or `security: []` for the public ones), the tag (the path's first segment)
 * and the error answers every route can give. Each route names its own operation
 * (`summary`, `operationId`) beside its schema; an onRoute hook refuses one that does not
 * (docs/decisions/0047). Registered before the modules, so its onRoute hooks see every route.
 */
export const openapiPlugin = fp(
  async (app: FastifyInstance) => {
    const adminOnly = (route: RouteOptions) => hooksOf(route).includes(app.requireAdmin);
    const permissionsOf = (route: RouteOptions) =>
      hooksOf(route)
        .map((hook) => (hook as Partial<PermissionCheck>).permissions)
        .find((permissions) => permissions !== undefined);
    const signedIn = (route: RouteOptions) =>
      adminOnly(route) || permissionsOf(route) !== undefined || hooksOf(route).includes(app.authenticate);
    app.addHook('onRoute', checkOperationNames(isDocumented));

    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Bahith office API',
          version: ROOT_VERSION,
          description:
            'The API of the research-services office (SPEC §7, DESIGN §4). Writes answer `{ message, data }` with the message in the `Accept-Language` language (ar, en, zh); errors answer `{ message, code, issues? }`. Admin routes need a bearer token of a user with role `admin`, from `GET /api/auth/token`.',
        },
        servers: apiServers(app.config.PUBLIC_URL),
        components: {
          securitySchemes: {
            bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
            basicAuth: {
              type: 'http',
              scheme: 'basic',
              description: 'Email and password, for `GET /api/auth/token` only',
            },
          },
        },
      },
      transform: (input) => {
        const { url, route } = input;
        if (!isDocumented(url)) return { schema: { hide: true } as FastifySchema, url };
        const out = jsonSchemaTransform(input);
        const schema: FastifySchema = { ...(out.schema ?? {}) };
        const response = { ...(schema.response as Record<string, unknown> | undefined) };
        const add = (status: number, description: string) =>
          (response[status] ??= errorResponse(description));

        schema.tags ??= [url.split('/')[2] ?? 'api'];
        if (schema.body || schema.querystring || schema.params)
          add(400, 'Invalid input: `issues` names each failing field');
        // From the hooks the route runs, not from what it declares: the document says what is enforced.
        schema.security = url === '/api/auth/token' ? [{ basicAuth: [] }] : [];
        if (signedIn(route)) {
          schema.security = [{ bearerAuth: [] }];
          add(401, 'No valid bearer token');
        }
        if (adminOnly(route)) {
          schema.description = ['**Admin only** (role `admin`).', schema.description]
            .filter(Boolean)
            .join(' ');
          add(403, 'Signed in, but not an admin');
        }
        const permissions = permissionsOf(route);
        if (permissions) {
          const roles = [...new Set(permissions.flatMap((permission) => PERMISSIONS[permission]))];
          schema.description = [
            `**Staff:** ${permissions.map((p) => `\`${p}\``).join(' or ')} (roles ${roles.map((r) => `\`${r}\``).join(', ')}).`,
            schema.description,
          ]
            .filter(Boolean)
            .join(' ');
          add(403, 'Signed in, but the role may not (docs/decisions/0058)');
        }
        if (schema.params) add(404, 'Not found');
        add(429, 'Too many requests: wait `x-ratelimit-reset` seconds (also in `retry-after`)');
        schema.response = response;
        return { schema, url: out.url };
      },
    });

    // The UI is a document: helmet's headers, under the docs' own CSP (staticCSP).
    await app.register(async (scope) => {
      await registerDocumentHeaders(scope);
      await scope.register(swaggerUi, {
        routePrefix: DOCS_PREFIX,
        staticCSP: DOCS_CSP,
        uiConfig: { deepLinking: true, validatorUrl: null },
      });
    });
  },
  { name: 'openapi' },
);
