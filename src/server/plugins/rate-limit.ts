import rateLimit, {
  normalizeIP,
  type CreateRateLimitOptions,
  type FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors';
import { localize } from '../i18n/messages';
import { fallbackStore } from './redis-outage';

/** What a limiter knows when it refuses a request. */
export interface LimitState {
  max: number;
  ttlInSeconds: number;
}

/**
 * The one 429 every limit answers (SPEC §8): the error shape with a message
 * in the request's language, and `x-ratelimit-reset` in seconds + `retry-after`, which the
 * client waits out before retrying the same call. Route limits built with
 * `app.createRateLimit` (sign-in, public forms) throw this too.
 */
export function rateLimitedError(request: FastifyRequest, { max, ttlInSeconds }: LimitState): AppError {
  const seconds = String(Math.max(1, ttlInSeconds));
  return new AppError('RATE_LIMITED', localize(request, 'rate.limited', { seconds }), undefined, {
    'x-ratelimit-limit': String(max),
    'x-ratelimit-remaining': '0',
    'x-ratelimit-reset': seconds,
    'retry-after': seconds,
  });
}

/** The API (`/api`, `/api/…`, any letter case); pages, static files and `/media/…` are not limited here. */
const API_URL = /^\/api(?:[/?]|$)/i;
export const isApiUrl = (url: string): boolean => API_URL.test(url);

/**
 * A general per-IP limit on the whole API, API_RATE_MAX requests per API_RATE_WINDOW,
 * plus @fastify/rate-limit itself for the tighter per-route limits.
 *
 * The general limit is an instance-level onRequest hook, so it runs before any route's
 * own hooks (an admin check, the sign-in limits) and also counts unknown /api paths. It
 * uses `createRateLimit`, which leaves the plugin's "already limited" mark alone, so a
 * route's `config.rateLimit` still applies on top. With REDIS_URL the counters live in
 * Redis, shared by every instance; without it each process counts its own share.
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(rateLimit, {
      global: false,
      // With REDIS_URL the counters are shared by every instance; while Redis is away each
      // process counts on its own (plugins/redis-outage.ts), so no limit ever turns off.
      ...(app.redis
        ? {
            store: (await fallbackStore(
              app,
              app.redis.pub,
              `${app.redis.prefix}rate-limit:`,
            )) as unknown as FastifyRateLimitStoreCtor,
          }
        : {}),
      errorResponseBuilder: (request, context) =>
        rateLimitedError(request, { max: context.max, ttlInSeconds: Math.ceil(context.ttl / 1000) }),
    });

    const options: CreateRateLimitOptions & { cache: number } = {
      max: app.config.API_RATE_MAX,
      timeWindow: app.config.API_RATE_WINDOW,
      keyGenerator: (request) => `api:${normalizeIP(request.ip)}`,
      // Addresses tracked at once (LRU); the plugin's default is 5000.
      cache: 20_000,
    };
    const check = app.createRateLimit(options);

    // Headers only once the limit is hit (the 429 carries them): the client needs
    // `x-ratelimit-reset` then, and every successful answer stays lean.
    app.addHook('onRequest', async function apiRateLimit(request) {
      if (!isApiUrl(request.url)) return;
      const limit = await check(request);
      if (!limit.isAllowed && limit.isExceeded) throw rateLimitedError(request, limit);
    });
  },
  { name: 'rate-limit', dependencies: ['redis'] },
);
