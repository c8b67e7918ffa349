import Fastify, { type FastifySchema } from 'fastify';
import { describe, expect, it } from 'vitest';
import { checkOperationNames } from './openapi-operations';

/** A bare app with the check, and one `/api/...` route per schema given. */
async function appWith(...routes: [string, FastifySchema][]) {
  const app = Fastify({ logger: false });
  app.addHook(
    'onRoute',
    checkOperationNames((url) => url.startsWith('/api/')),
  );
  await app.register(async (api) => {
    for (const [url, schema] of routes) api.get(url, { schema }, () => 'ok');
  });
  await app.ready();
  return app;
}

describe('the operation names check (docs/decisions/0047)', () => {
  it('takes routes that name their operation, and routes outside the document', async () => {
    const app = await appWith(
      ['/api/a', { summary: 'List the a things', operationId: 'listAs' }],
      ['/elsewhere', {}],
    );
    // Fastify's HEAD twin of each GET carries the same names: not a second use.
    expect((await app.inject({ method: 'HEAD', url: '/api/a' })).statusCode).toBe(200);
    await app.close();
  });

  it.each([
    ['no summary', { operationId: 'listAs' }, /summary/],
    ['no operationId', { summary: 'List the a things' }, /operationId/],
    ['a path-made operationId', { summary: 'List the a things', operationId: 'get_api_a' }, /camelCase/],
    ['a summary that is a paragraph', { summary: `${'Long '.repeat(20)}`, operationId: 'listAs' }, /short/],
  ])('refuses a route with %s', async (_case, schema, message) => {
    await expect(appWith(['/api/a', schema])).rejects.toThrow(message);
  });

  it('refuses an operationId used twice', async () => {
    await expect(
      appWith(
        ['/api/a', { summary: 'List the a things', operationId: 'listAs' }],
        ['/api/b', { summary: 'List the b things', operationId: 'listAs' }],
      ),
    ).rejects.toThrow(/listAs is already GET \/api\/a's/);
  });
});
