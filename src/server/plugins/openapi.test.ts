import { expect, it } from 'vitest';
import { useTestApp } from '../test/app';
import { describeEachDatabase } from '../test/databases';
import { DOCS_PREFIX, apiServers } from './openapi';

interface Operation {
  summary?: string;
  operationId?: string;
  security?: Record<string, string[]>[];
  responses: Record<string, unknown>;
  tags?: string[];
}
type Doc = {
  openapi: string;
  servers?: { url: string }[];
  info: { title: string; version: string };
  components: { securitySchemes: Record<string, unknown> };
  paths: Record<string, Record<string, Operation>>;
};

/**
 * Every route the app has, from Fastify's own route tree (`printRoutes`), as
 * `[method, path]` with `:param` written `{param}`. Independent of swagger's list: a
 * route registered before the swagger plugin would be here and missing there.
 */
function routesOf(tree: string): [string, string[]][] {
  const stack: string[] = [];
  const out: [string, string[]][] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+) \(([^)]+)\)$/.exec(line.replace(/\u00a0/g, ' '));
    if (!match) continue;
    const depth = (match[1] as string).length / 4;
    stack.length = depth;
    stack.push(match[2] as string);
    // One node can hold routes whose parameter is named differently (`/:service_id|:id`).
    const paths = stack
      .join('')
      .split('|')
      .map((p, i, all) => (i === 0 ? p : (all[0] as string).replace(/:[^/]+$/, p)));
    for (const method of (match[3] as string).split(', '))
      out.push([method, paths.map((p) => p.replace(/:(\w+)/g, '{$1}'))]);
  }
  return out;
}

describeEachDatabase('OpenAPI document', (kind) => {
  const t = useTestApp(kind);
  const doc = async () => {
    const res = await t().app.inject({ method: 'GET', url: `${DOCS_PREFIX}/json` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    return JSON.parse(res.body) as Doc;
  };

  it('is OpenAPI 3 with the bearer scheme declared', async () => {
    const d = await doc();
    expect(d.openapi).toMatch(/^3\.\d+\.\d+$/);
    expect(d.info.title).toMatch(/\S/);
    expect(d.components.securitySchemes.bearerAuth).toEqual({
      type: 'http',
      scheme: 'bearer',
      bearerFormat: 'JWT',
    });
  });

  it('documents every /api route with its method, and nothing else', async () => {
    const d = await doc();
    const routes = routesOf(t().app.printRoutes({ commonPrefix: false })).filter(
      ([method, [path]]) => method !== 'HEAD' && path?.startsWith('/api/') && !path.startsWith(DOCS_PREFIX),
    );
    expect(routes.length).toBeGreaterThan(20);
    for (const [method, paths] of routes) {
      const documented = paths.some((p) => d.paths[p]?.[method.toLowerCase()]);
      expect(documented, `${method} ${paths.join(' | ')}`).toBe(true);
    }
    for (const path of Object.keys(d.paths))
      expect(path.startsWith('/api/') && !path.startsWith(DOCS_PREFIX), path).toBe(true);
  });

  it('documents the update and the delete of an entity under one path (SPEC §7 `/services/{id}`)', async () => {
    const d = await doc();
    for (const entity of ['services', 'categories', 'blogs', 'testimonials', 'researchers']) {
      expect(Object.keys(d.paths[`/api/${entity}/{id}`] ?? {}).sort(), entity).toEqual(['delete', 'post']);
      // Beside SPEC's, the reads of decision 0028: pages of cards, the services menu, the
      // back-office list and its one row.
      const beside = new Set([
        `/api/${entity}/cards`,
        `/api/${entity}/menu`,
        `/api/${entity}/admin`,
        `/api/${entity}/admin/{id}`,
      ]);
      expect(
        Object.keys(d.paths).filter((p) => p.startsWith(`/api/${entity}/`) && !beside.has(p)),
        entity,
      ).toEqual([`/api/${entity}/{id}`]);
    }
  });

  it('marks exactly the routes that need a token, and they answer 401 without one', async () => {
    const d = await doc();
    const op = (path: string, method: string) => d.paths[path]?.[method];
    expect(op('/api/seoMetaData/{path}', 'patch')?.security).toEqual([{ bearerAuth: [] }]);
    expect(op('/api/seoMetaData/{path}', 'patch')?.responses).toHaveProperty('403');
    expect(op('/api/translations/ui', 'post')?.security).toEqual([{ bearerAuth: [] }]);
    expect(op('/api/settings', 'patch')?.security).toEqual([{ bearerAuth: [] }]);
    // Public calls say so (`security: []`, docs/decisions/0047) rather than saying nothing.
    expect(op('/api/seoMetaData', 'get')?.security).toEqual([]);
    expect(op('/api/translations/ui', 'get')?.security).toEqual([]);
    expect(op('/api/auth/token', 'get')?.security).toEqual([{ basicAuth: [] }]);
    expect(op('/api/settings', 'get')?.tags).toEqual(['settings']);

    for (const [path, methods] of Object.entries(d.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        if (!operation.security?.some((s) => 'bearerAuth' in s)) continue;
        const url = path.replace(/\{\w+\}/g, '1');
        const res = await t().app.inject({
          method: method.toUpperCase() as 'GET',
          url,
          remoteAddress: '10.30.0.1',
        });
        expect(res.statusCode, `${method} ${path}`).toBe(401);
      }
    }
  });

  it('declares every operation public or not, and the public ones answer without a token', async () => {
    const d = await doc();
    const open: string[] = [];
    for (const [path, methods] of Object.entries(d.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        expect(operation.security, `${method} ${path}`).toBeDefined();
        if (operation.security?.length !== 0) continue;
        open.push(`${method} ${path}`);
        const res = await t().app.inject({
          method: method.toUpperCase() as 'GET',
          url: path.replace(/\{\w+\}/g, '1'),
          remoteAddress: '10.30.0.2',
        });
        expect([401, 403], `${method} ${path}`).not.toContain(res.statusCode);
      }
    }
    expect(open).toContain('get /api/services');
    expect(open).toContain('post /api/requests');
  });

  it('names every operation: a summary and a camelCase operationId used once (docs/decisions/0047)', async () => {
    const d = await doc();
    const ids = Object.values(d.paths).flatMap((methods) => Object.values(methods).map((o) => o.operationId));
    for (const methods of Object.values(d.paths))
      for (const operation of Object.values(methods)) expect(operation.summary).toMatch(/^[A-Z].{5,}[^.]$/);
    for (const id of ids) expect(id).toMatch(/^[a-z][a-zA-Z0-9]*$/);
    expect(new Set(ids).size).toBe(ids.length);
    // The names a client is generated with: SPEC §7's calls among them.
    expect(d.paths['/api/requests/{id}/replies']?.post?.operationId).toBe('createReply');
    expect(d.paths['/api/services']?.get?.operationId).toBe('listServices');
    expect(d.paths['/api/services/{id}']?.post?.operationId).toBe('updateService');
  });

  it('names its server: relative without PUBLIC_URL, else the public address', async () => {
    expect((await doc()).servers).toEqual([{ url: '/', description: expect.any(String) }]);
    expect(apiServers('https://office.example/')).toEqual([
      { url: 'https://office.example', description: expect.any(String) },
    ]);
  });

  // The pages' strict CSP is checked in pages.data.test.ts.
  it('serves the UI under its own CSP, with script-src still only our origin', async () => {
    const ui = await t().app.inject({
      method: 'GET',
      url: DOCS_PREFIX,
      headers: { 'accept-encoding': 'identity' },
    });
    expect(ui.statusCode).toBe(200);
    expect(ui.body).toContain('swagger-ui');
    expect(ui.headers['content-security-policy']).toContain("style-src 'self' 'unsafe-inline'");
    expect(/script-src ([^;]*)/.exec(String(ui.headers['content-security-policy']))?.[1]).toBe("'self'");
    expect(ui.headers['x-frame-options']).toBe('DENY');
  });

  it('answers JSON API calls with nosniff and without the document headers', async () => {
    const api = await t().app.inject({ method: 'GET', url: '/api/health' });
    expect(api.headers['x-content-type-options']).toBe('nosniff');
    expect(api.headers['content-security-policy']).toBeUndefined();
  });
});
