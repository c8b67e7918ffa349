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

/**
 * One student's limit on a public form: FORM_EMAIL_RATE_MAX sends from one e-mail address in
 * FORM_EMAIL_RATE_WINDOW, whatever address they come from (decision 0046). Checked in the
 * handler once the proof of work passed and the honeypot is known (a bot's catch counts for
 * no one), so a student's retries stop themselves, not a whole carrier's shared address.
 * Returns the check: it throws SPEC §8's 429 when the address used up its sends.
 */
export function formEmailRateLimit(app: FastifyInstance, form: string, emailOf: (body: unknown) => unknown) {
  const check = app.createRateLimit({
    max: app.config.FORM_EMAIL_RATE_MAX,
    timeWindow: app.config.FORM_EMAIL_RATE_WINDOW,
    keyGenerator: (req) =>
      `form-${form}-email:${String(emailOf(req.body) ?? '')
        .trim()
        .toLowerCase()}`,
  });
  return async (request: FastifyRequest): Promise<void> => {
    const limit = await check(request);
    if (!limit.isAllowed && limit.isExceeded) throw rateLimitedError(request, limit);
  };
}
