import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../errors';
import { localize } from '../../i18n/messages';
import { ADMIN_SECURITY } from '../inbox/inbox';

/**
 * What every group of desk routes starts from (decisions 0030, 0031), under the requests
 * tag. Staff only, as every `/api` route not in plugins/route-access.ts (decision 0035).
 */
export function deskRouteKit(app: FastifyInstance) {
  return {
    routes: app.withTypeProvider<ZodTypeProvider>(),
    db: app.database.db,
    tags: ['requests'],
    security: ADMIN_SECURITY,
    /** The 404 of a request that is not (or no longer) there. */
    missing: (request: FastifyRequest) => new AppError('NOT_FOUND', localize(request, 'request.notFound')),
  };
}
