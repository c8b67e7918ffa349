import { createHmac } from 'node:crypto';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { createChallenge, verifySolution } from 'altcha-lib/v1';
import { CHALLENGE_FIELD, CHALLENGE_MAX_NUMBER, type FormChallenge } from '../../../contract';
import { AppError } from '../../errors';
import { localize } from '../../i18n/messages';
import { loadJwtSecret } from '../auth/tokens';

/** How long a challenge may be answered: a person filling the request form takes minutes. */
const CHALLENGE_TTL_MS = 30 * 60_000;

export interface FormChallenges {
  readonly enabled: boolean;
  /** A new challenge for a form about to be filled. */
  issue(): Promise<FormChallenge>;
  /** A 400 naming the field unless `payload` answers one of ours, unexpired and never used before. */
  check(request: FastifyRequest, payload: string | undefined): Promise<void>;
}

/**
 * True the first time `signature` is spent within `ttlMs` of `now`, and notes it in `spent`
 * (signature → until when). Every entry lives as long as the others, so the map's insertion
 * order is its expiry order: the expired ones are dropped from its front, and the sweep stops
 * at the first live one. O(1) a send, amortised, where a scan of the whole map was O(n).
 */
export function spendOnce(
  spent: Map<string, number>,
  signature: string,
  now: number,
  ttlMs: number,
): boolean {
  for (const [key, until] of spent) {
    if (until >= now) break;
    spent.delete(key);
  }
  if (spent.has(signature)) return false;
  spent.set(signature, now + ttlMs);
  return true;
}

/**
 * The public forms' proof of work (decision 0034), ALTCHA's v1 protocol: the server signs a
 * challenge (HMAC with a key derived from the app's secret, so every instance checks every
 * other's), the visitor's browser finds the number whose SHA-256 matches, the server checks
 * the answer and that it was not used before: each answer is spent once (Redis when there
 * are several instances, else this process's memory, kept for the challenge's lifetime).
 */
async function formChallenges(app: FastifyInstance): Promise<FormChallenges> {
  const enabled =
    (app.config.FORM_CHALLENGE ?? (app.config.NODE_ENV === 'production' ? 'on' : 'off')) === 'on';
  const hmacKey = createHmac('sha256', await loadJwtSecret(app.database.db, app.config.JWT_SECRET))
    .update('forms/altcha/v1')
    .digest('hex');
  const spentHere = new Map<string, number>();

  /** True the first time a signature is seen within its lifetime. */
  const spend = async (signature: string): Promise<boolean> => {
    if (app.redis)
      return (
        (await app.redis.pub.set(
          `${app.redis.prefix}altcha:${signature}`,
          '1',
          'PX',
          CHALLENGE_TTL_MS,
          'NX',
        )) === 'OK'
      );
    return spendOnce(spentHere, signature, Date.now(), CHALLENGE_TTL_MS);
  };

  return {
    enabled,
    issue: () =>
      createChallenge({
        hmacKey,
        maxNumber: CHALLENGE_MAX_NUMBER,
        expires: new Date(Date.now() + CHALLENGE_TTL_MS),
      }),
    async check(request, payload) {
      if (!enabled) return;
      let ok = false;
      if (payload) {
        try {
          ok =
            (await verifySolution(payload, hmacKey, true)) &&
            (await spend(JSON.parse(Buffer.from(payload, 'base64').toString('utf8')).signature as string));
        } catch {
          ok = false;
        }
      }
      if (!ok) {
        const message = localize(request, 'form.challenge');
        throw new AppError('VALIDATION', message, [{ path: CHALLENGE_FIELD, message }]);
      }
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The public forms' proof of work (decision 0034). */
    formChallenges: FormChallenges;
  }
}

/**
 * What `GET /forms/challenge` answers, for the OpenAPI document (a client's type): ALTCHA's
 * challenge, or `enabled: false`. Loose, so the answer is sent as altcha-lib made it, any
 * field of a later version included (docs/decisions/0047).
 */
const ChallengeAnswerSchema = z.union([
  z.looseObject({
    enabled: z.literal(true),
    algorithm: z.string(),
    challenge: z.string(),
    maxnumber: z.number().int().optional(),
    salt: z.string(),
    signature: z.string(),
  }) satisfies z.ZodType<FormChallenge & { enabled: true }>,
  z.object({ enabled: z.literal(false) }),
]);

/**
 * `GET /forms/challenge` (public): a challenge for the request or contact form, asked for by
 * the form's code when the visitor starts filling it in. Never cached: each is signed anew.
 */
export const formChallengeRoutes: FastifyPluginAsync = async (app) => {
  const challenges = app.formChallenges;
  app.get(
    '/forms/challenge',
    {
      schema: {
        summary: 'Get a proof-of-work challenge for a public form',
        operationId: 'getFormChallenge',
        tags: ['forms'],
        description:
          'A proof-of-work challenge (ALTCHA v1) for the request and contact forms; `enabled: false` when the server does not ask for one.',
        response: { 200: ChallengeAnswerSchema },
      },
    },
    async (_request, reply) => {
      void reply.header('cache-control', 'no-store');
      return challenges.enabled ? { enabled: true, ...(await challenges.issue()) } : { enabled: false };
    },
  );
};

/**
 * Made once for the app (the forms' modules and the route share what has been spent);
 * after the database and Redis.
 */
export const formChallengePlugin = fp(async (app: FastifyInstance) => {
  app.decorate('formChallenges', await formChallenges(app));
});
