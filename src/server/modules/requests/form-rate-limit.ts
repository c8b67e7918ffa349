import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../errors';
import { localize } from '../../i18n/messages';

/**
 * An onRequest hook limiting one public form (`POST /requests`, `POST /contact`) to `max`
 * submissions per IP in FORM_RATE_WINDOW (issue 3 §7). It runs before the body is read,
 * so a blocked address cannot make the server buffer another 270 MB of documents. Every
 * attempt counts, whether it then fails validation or is caught by the honeypot.
 */
export function formRateLimit(app: FastifyInstance, form: string, max: number) {
  const check = app.createRateLimit({ max, timeWindow: app.config.FORM_RATE_WINDOW, keyGenerator: (req) => `form-${form}:${normalizeIP(req.ip)}` });
  return async (request: FastifyRequest): Promise<void> => {
    const limit = await check(request);
    if (limit.isAllowed || !limit.isExceeded) return;
    // SPEC §8: the client waits x-ratelimit-reset seconds, then retries.
    const seconds = String(limit.ttlInSeconds);
    throw new AppError('RATE_LIMITED', localize(request, 'rate.limited', { seconds }), undefined, {
      'x-ratelimit-limit': String(limit.max),
      'x-ratelimit-remaining': '0',
      'x-ratelimit-reset': seconds,
      'retry-after': seconds,
    });
  };
}
