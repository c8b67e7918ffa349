import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { z } from 'zod';
import { TEXT_LIMITS, validLangMap } from '../../contract';
import { buildApp } from '../app';
import { AppError } from '../errors';
import { createTestDatabase, describeEachDatabase, type TestDatabase } from '../test/databases';
import { createTestUser } from '../test/users';
import { testConfig } from '../test/config';

const INTERNAL = { message: 'Internal server error', code: 'INTERNAL' };
const SECRET = 'secret-detail-7f3a';

/** Routes that fail in every way a real handler can, registered on the real app. */
const failingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/throws', async () => {
    throw new Error(`${SECRET} at /srv/app/src/server/thing.ts:12:3`);
  });
  app.get('/throws-sync', () => {
    throw new TypeError(`Cannot read properties of undefined (reading '${SECRET}')`);
  });
  app.get('/throws-5xx-status', async () => {
    throw Object.assign(new Error(`${SECRET} upstream`), { statusCode: 502 });
  });
  app.get('/throws-string', async () => {
    throw SECRET as unknown as Error;
  });
  app.get('/throws-null', async () => {
    throw null as unknown as Error;
  });
  app.get('/bad-sql', async () => {
    await app.database.db.execute(sql.raw(`select * from ${'no_such_table_' + SECRET.replace(/-/g, '_')}`));
    return { ok: true };
  });
  app.get(
    '/bad-response',
    { schema: { response: { 200: z.object({ id: z.number() }) } } },
    async () => ({ id: SECRET }) as unknown as { id: number },
  );
  app.get('/app-error', async () => {
    throw new AppError('CONFLICT', 'That email is taken', [{ path: 'body.email', message: 'taken' }], {
      'x-extra': 'yes',
    });
  });
  app.post(
    '/validated',
    {
      schema: {
        querystring: z.object({ page: z.coerce.number().int().min(1).optional() }),
        body: z.object({
          email: z.string().email(),
          age: z.number().int(),
          tags: z.array(z.string().min(2)).optional(),
        }),
      },
    },
    async (request) => ({ ok: true, email: request.body.email }),
  );
  app.post(
    '/lang-map',
    { schema: { body: z.object({ x: validLangMap(TEXT_LIMITS.name), y: validLangMap(TEXT_LIMITS.name) }) } },
    async () => ({ ok: true }),
  );
  app.delete('/no-body', async (request) => ({ ran: true, body: request.body ?? null }));
  app.put('/no-body', async (request) => ({ ran: true, body: request.body ?? null }));
};

describeEachDatabase('the error handler', (kind) => {
  let testDb: TestDatabase | undefined;
  let app: FastifyInstance;

  beforeAll(async () => {
    testDb = await createTestDatabase(kind);
    const config = testConfig();
    app = await buildApp({ config, database: testDb.database, logger: false });
    await app.register(failingRoutes, { prefix: '/t' });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await testDb?.drop();
  });

  it.each([
    '/t/throws',
    '/t/throws-sync',
    '/t/throws-5xx-status',
    '/t/throws-string',
    '/t/throws-null',
    '/t/bad-sql',
    '/t/bad-response',
  ])('%s answers exactly the generic 500, without a stack or the cause', async (url) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(500);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toStrictEqual(INTERNAL);
    expect(res.body).not.toContain(SECRET);
    expect(res.body).not.toMatch(/\bat \/|\.ts:\d|stack/i);
  });

  it('answers an AppError with its status, code, issues and headers', async () => {
    const res = await app.inject({ method: 'GET', url: '/t/app-error' });
    expect(res.statusCode).toBe(409);
    expect(res.headers['x-extra']).toBe('yes');
    expect(res.json()).toStrictEqual({
      message: 'That email is taken',
      code: 'CONFLICT',
      issues: [{ path: 'body.email', message: 'taken' }],
    });
  });

  it('answers 400 naming every failing field in issues', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/t/validated',
      payload: { email: 'not-an-email', age: 1.5 },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json() as { message: string; code: string; issues: { path: string; message: string }[] };
    expect(Object.keys(body).sort()).toEqual(['code', 'issues', 'message']);
    expect(body.code).toBe('VALIDATION');
    expect(body.issues.map((i) => i.path).sort()).toEqual(['body.age', 'body.email']);
    for (const issue of body.issues) expect(issue.message).toMatch(/\S/);
    expect(body.message).toContain('body.email');
  });

  it('names nested and query fields with their full path', async () => {
    const nested = await app.inject({
      method: 'POST',
      url: '/t/validated',
      payload: { email: 'a@b.co', age: 3, tags: ['ok', 'x'] },
    });
    expect(nested.statusCode).toBe(400);
    expect((nested.json() as { issues: { path: string }[] }).issues.map((i) => i.path)).toEqual([
      'body.tags.1',
    ]);

    const query = await app.inject({
      method: 'POST',
      url: '/t/validated?page=0',
      payload: { email: 'a@b.co', age: 3 },
    });
    expect(query.statusCode).toBe(400);
    expect((query.json() as { issues: { path: string }[] }).issues.map((i) => i.path)).toEqual([
      'querystring.page',
    ]);
  });

  it('names a field once in the message when it fails two rules, and keeps every issue', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/t/lang-map',
      payload: { x: { fr: 'bonjour' }, y: { en: 'ok' } },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json() as { message: string; issues: { path: string }[] };
    expect(body.message).toBe('Invalid body.x, body.y');
    expect(body.issues.map((i) => i.path)).toEqual(['body.x', 'body.x', 'body.y']);
  });

  it('lets a valid request through (the 400s above come from validation, not a broken route)', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/t/validated?page=2',
      payload: { email: 'a@b.co', age: 3 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, email: 'a@b.co' });
  });

  it.each([
    ['malformed JSON', { 'content-type': 'application/json' }, '{"email":', 400, 'BAD_REQUEST'],
    [
      'an unsupported content type',
      { 'content-type': 'application/x-unknown' },
      'x',
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    ],
    [
      'a body over the limit',
      { 'content-type': 'application/json' },
      JSON.stringify({ email: 'x'.repeat(1024 * 1024 + 10) }),
      413,
      'PAYLOAD_TOO_LARGE',
    ],
  ])('answers %s in the error shape', async (_name, headers, payload, status, code) => {
    const res = await app.inject({ method: 'POST', url: '/t/validated', headers, payload });
    expect(res.statusCode).toBe(status);
    const body = res.json() as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(['code', 'message']);
    expect(body.code).toBe(code);
  });

  // SPEC §7: the client sends the JSON content type on every call, body-less ones included.
  it.each(['DELETE', 'PUT'] as const)(
    'runs a body-less %s sent with the JSON content type and an empty body',
    async (method) => {
      for (const headers of [
        { 'content-type': 'application/json' },
        { 'content-type': 'application/json; charset=utf-8', 'content-length': '0' },
      ]) {
        const res = await app.inject({ method, url: '/t/no-body', headers });
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json()).toEqual({ ran: true, body: null });
      }
    },
  );

  it('lets an admin delete and markRead with the JSON content type and no body (404 for an unknown id, not 400)', async () => {
    const admin = await createTestUser(app, 'admin');
    const json = { 'content-type': 'application/json' };
    for (const [method, url] of [
      ['DELETE', '/api/services/999999'],
      ['DELETE', '/api/blogs/999999'],
      ['DELETE', '/api/requests/999999'],
      ['PUT', '/api/requests/999999/markRead'],
      ['PUT', '/api/contact/999999/markRead'],
      ['DELETE', '/api/translations/ui/999999'],
    ] as const) {
      expect((await app.inject({ method, url, headers: json })).statusCode, `${method} ${url}`).toBe(401);
      const res = await app.inject({ method, url, headers: { ...json, ...admin.headers } });
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
  });

  it('still refuses an empty body where a body is required, as a validation error', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/t/validated',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', issues: [{ path: 'body' }] });
  });

  it.each([
    ['a __proto__ key', '{"email":"a@b.co","age":3,"__proto__":{"isAdmin":true}}'],
    [
      'a constructor.prototype key',
      '{"email":"a@b.co","age":3,"constructor":{"prototype":{"isAdmin":true}}}',
    ],
    ['a body of white space', '  '],
  ])('refuses JSON with %s as 400 in the error shape', async (_name, payload) => {
    const res = await app.inject({
      method: 'POST',
      url: '/t/validated',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toStrictEqual({ message: expect.any(String), code: 'BAD_REQUEST' });
  });

  it('answers an unknown route with 404 in the error shape', async () => {
    const res = await app.inject({ method: 'DELETE', url: '/api/nothing?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toStrictEqual({ message: 'Route DELETE /api/nothing not found', code: 'NOT_FOUND' });
  });
});
