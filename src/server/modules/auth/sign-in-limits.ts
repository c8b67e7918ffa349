import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { rateLimitedError } from '../../plugins/rate-limit';
import { parseBasicAuth } from './basic-auth';

declare module 'fastify' {
  interface FastifyRequest {
    /** The account a second factor's attempt is for (modules/auth/factors). */
    signInAccount?: string;
  }
}

/** How long an address where an account signed in stays "known" to that account. */
const KNOWN_FOR_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * The sign-in limits (decision 0014).
 *
 * - **Per address**, every attempt, LOGIN_RATE_MAX per LOGIN_RATE_WINDOW: one address
 *   cannot guess much, whatever accounts it tries.
 * - **Per account**, failed attempts only, LOGIN_ACCOUNT_FAILURES_MAX per window from all
 *   addresses together: a guessing botnet gets that many tries at one account, however many
 *   addresses it has. Once reached, only addresses where this account has signed in within
 *   30 days may still try; the others get 429.
 *
 * So a stranger with wrong passwords locks out only their own address; the admin at their
 * usual desk still signs in. (The old per-account counter counted every attempt from
 * anywhere: ten wrong passwords from anyone locked the real admin out for 15 minutes.)
 * Counters live in Redis when it is configured (shared by every instance).
 */
export function signInLimits(app: FastifyInstance) {
  const { LOGIN_RATE_MAX, LOGIN_RATE_WINDOW, LOGIN_ACCOUNT_FAILURES_MAX } = app.config;
  const address = (request: FastifyRequest) => normalizeIP(request.ip);
  // A second factor's attempt names its account through its pending sign-in, not Basic auth.
  const account = (request: FastifyRequest) =>
    request.signInAccount ?? parseBasicAuth(request.headers.authorization)?.email ?? '-';
  const perAddress = app.createRateLimit({
    max: LOGIN_RATE_MAX,
    timeWindow: LOGIN_RATE_WINDOW,
    keyGenerator: (r) => `login-ip:${address(r)}`,
  });
  const accountFailures = app.createRateLimit({
    max: LOGIN_ACCOUNT_FAILURES_MAX,
    timeWindow: LOGIN_RATE_WINDOW,
    keyGenerator: (r) => `login-fail:${account(r)}`,
  });
  const knownAddress = app.createRateLimit({
    max: Number.MAX_SAFE_INTEGER,
    timeWindow: KNOWN_FOR_MS,
    keyGenerator: (r) => `login-known:${account(r)}:${address(r)}`,
  });

  return {
    /** Before the password is checked. */
    async before(request: FastifyRequest) {
      const ip = await perAddress(request);
      if (!ip.isAllowed && ip.isExceeded) throw rateLimitedError(request, ip);
      const failures = await accountFailures(request, { increment: false });
      if (failures.isAllowed || failures.remaining > 0) return;
      const known = await knownAddress(request, { increment: false });
      if (!known.isAllowed && known.remaining === known.max) throw rateLimitedError(request, failures);
    },
    /** After it: a failure counts against the account, a success makes the address known. */
    async after(request: FastifyRequest, succeeded: boolean) {
      await (succeeded ? knownAddress(request) : accountFailures(request));
    },
  };
}
