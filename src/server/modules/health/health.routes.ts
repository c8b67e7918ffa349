import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors';
import { DATABASE_RETRY_AFTER_SECONDS } from '../../plugins/errors';
import { ROOT_VERSION } from '../../version';

const HealthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  version: z.string(),
});

/** `GET /api/health`: the database answers and the running version. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const schema = {
    summary: 'Check that the server and its database answer',
    operationId: 'getHealth',
    response: { 200: HealthSchema },
  };
  app.get('/health', { schema }, async () => {
    try {
      await app.database.ping();
    } catch {
      throw new AppError('UNAVAILABLE', 'Database unreachable', undefined, {
        'retry-after': String(DATABASE_RETRY_AFTER_SECONDS),
      });
    }
    return { status: 'ok' as const, database: app.database.kind, version: ROOT_VERSION };
  });
};
