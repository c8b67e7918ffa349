import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { rateLimitedError } from '../../plugins/rate-limit';

/**
 * An onRequest hook limiting one public form (`POST /requests`, `POST /contact`) to `max`
 * submissions per IP in FORM_RATE_WINDOW (decision 0005), on a counter of its own, on top of
 * the general API limit. It runs before the body is read, so a blocked address cannot make
 * the server buffer another 70 MiB of documents. Every attempt counts, whether it then
 * fails validation or is caught by the honeypot.
 */
export function formRateLimit(app: FastifyInstance, form: string, max: number) {
  const check = app.createRateLimit({
    max,
    timeWindow: app.config.FORM_RATE_WINDOW,
    keyGenerator: (req) => `form-${form}:${normalizeIP(req.ip)}`,
  });
  return async (request: FastifyRequest): Promise<void> => {
    const limit = await check(request);
    // SPEC §8: the client waits x-ratelimit-reset seconds, then retries.
    if (!limit.isAllowed && limit.isExceeded) throw rateLimitedError(request, limit);
  };
}
