import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  TokenResponseSchema,
  type PasskeyCeremony,
  type Role,
  type SecondFactorAnswer,
} from '../../../../contract';
import { AppError } from '../../../errors';
import { localize } from '../../../i18n/messages';
import { loadPublicSettings } from '../../settings/settings.queries';
import { recordAudit } from '../../audit/record-audit';
import { openSession } from '../sessions.routes';
import type { signInLimits } from '../sign-in-limits';
import { consumeChallenge, countWrongAttempt, findChallenge, openChallenge } from './challenges';
import { FACTOR_MESSAGES } from './factor-messages';
import {
  acceptTotpStep,
  findPasskey,
  listFactors,
  recordPasskeyUse,
  useRecoveryCode,
  type FactorRow,
} from './factors.queries';
import { looksLikeRecoveryCode } from './recovery-codes';
import { acceptedStep } from './totp';
import { authenticationOptions, relyingParty, verifiedAuthentication, type RelyingParty } from './passkeys';
import { findUserById } from '../users.queries';

type Limits = ReturnType<typeof signInLimits>;

/** The site as a WebAuthn relying party, named as the office is in English. */
export async function siteRelyingParty(app: FastifyInstance, request: FastifyRequest): Promise<RelyingParty> {
  const { value } = await loadPublicSettings(app);
  return relyingParty(request, app.config.PUBLIC_URL, value.site_name.en || 'Bahith');
}

/**
 * The password was right and the account has second factors (decision 0057): the sign-in
 * waits for one, answering 401 `SECOND_FACTOR_REQUIRED` with a token for its next step and,
 * when the account has a passkey, the options to ask the browser for it.
 */
export async function secondFactorChallenge(
  app: FastifyInstance,
  request: FastifyRequest,
  userId: number,
  factors: FactorRow[],
): Promise<AppError> {
  const { db } = app.database;
  const passkeys = factors.filter((f) => f.kind === 'passkey');
  const options =
    passkeys.length > 0
      ? await authenticationOptions(await siteRelyingParty(app, request), passkeys)
      : undefined;
  const token = await openChallenge(db, 'second-factor', userId, options?.challenge ?? '');
  const methods = [
    ...(factors.some((f) => f.kind === 'totp') ? (['totp'] as const) : []),
    ...(options ? (['passkey'] as const) : []),
    'recovery' as const,
  ];
  return new AppError(
    'SECOND_FACTOR_REQUIRED',
    localize(request, FACTOR_MESSAGES.required),
    undefined,
    undefined,
    {
      second_factor: { token, methods, ...(options ? { passkey_options: { ...options } } : {}) },
    },
  );
}

const SecondFactorAnswerSchema = z
  .strictObject({
    token: z.string().min(1, 'is required').max(100),
    code: z.string().trim().min(1, 'is required').max(20, 'must be at most 20 characters').optional(),
    passkey: z.record(z.string(), z.unknown()).optional(),
  })
  .refine((answer) => (answer.code === undefined) !== (answer.passkey === undefined), {
    message: 'give either a code or a passkey',
    path: ['code'],
  }) satisfies z.ZodType<SecondFactorAnswer>;

const PasskeySignInSchema = z.strictObject({
  token: z.string().min(1, 'is required').max(100),
  passkey: z.record(z.string(), z.unknown()),
});

/** Whether an answer's passkey is one of `factors` and its signature holds. */
async function passkeyHolds(
  app: FastifyInstance,
  request: FastifyRequest,
  answer: Record<string, unknown>,
  challenge: string,
  candidates: FactorRow[],
  requireUserVerification: boolean,
): Promise<boolean> {
  const passkey = candidates.find((f) => f.kind === 'passkey' && f.credential_id === answer.id);
  if (!passkey || !challenge) return false;
  const counter = await verifiedAuthentication(
    await siteRelyingParty(app, request),
    answer as never,
    challenge,
    passkey,
    requireUserVerification,
  );
  if (counter === undefined) return false;
  await recordPasskeyUse(app.database.db, passkey.factor_id, counter);
  return true;
}

/** Whether a typed code is a current TOTP code of one of `factors`, or an unused recovery code. */
async function codeHolds(
  app: FastifyInstance,
  userId: number,
  code: string,
  factors: FactorRow[],
): Promise<boolean> {
  const { db } = app.database;
  if (looksLikeRecoveryCode(code)) return useRecoveryCode(db, userId, code);
  for (const factor of factors) {
    if (factor.kind !== 'totp' || !factor.secret) continue;
    const step = acceptedStep(factor.secret, code, factor.last_step);
    if (step !== null && (await acceptTotpStep(db, factor.factor_id, step))) return true;
  }
  return false;
}

/**
 * The sign-in's second step and signing in with a passkey alone (decision 0057). Every
 * attempt counts in the sign-in limits as a password does, a wrong one as a wrong password.
 */
export function secondFactorRoutes(limits: Limits): FastifyPluginAsyncZod {
  return async (app) => {
    const { db } = app.database;
    const signedIn = async (
      request: FastifyRequest,
      user: { user_id: number; role: Role },
      method: 'code' | 'passkey',
    ) => {
      const { token } = await openSession(app, request, user);
      await recordAudit(request, 'auth.sign_in', { userId: user.user_id, details: { method } });
      return { jwt_token: token };
    };
    const failed = (request: FastifyRequest, email: string | undefined, method: 'code' | 'passkey') =>
      recordAudit(request, 'auth.sign_in_failed', { userId: null, target: email ?? '', details: { method } });

    app.post(
      '/auth/second-factor',
      {
        schema: {
          summary: 'Finish a sign-in with a second factor: a code or a passkey',
          operationId: 'signInSecondFactor',
          body: SecondFactorAnswerSchema,
          response: { 200: TokenResponseSchema },
        },
      },
      async (request) => {
        const { token, code, passkey } = request.body;
        const pending = await findChallenge(db, token, 'second-factor');
        const user = pending?.user_id ? await findUserById(db, pending.user_id) : undefined;
        if (!pending || !user) throw new AppError('UNAUTHORIZED', localize(request, FACTOR_MESSAGES.expired));
        request.signInAccount = user.email.toLowerCase();
        await limits.before(request);
        const factors = await listFactors(db, user.user_id);
        const holds = passkey
          ? await passkeyHolds(app, request, passkey, pending.value, factors, false)
          : await codeHolds(app, user.user_id, code ?? '', factors);
        await limits.after(request, holds);
        if (!holds) {
          await countWrongAttempt(db, token);
          await failed(request, user.email, passkey ? 'passkey' : 'code');
          throw new AppError(
            'UNAUTHORIZED',
            localize(request, FACTOR_MESSAGES[passkey ? 'passkeyRefused' : 'invalidCode']),
          );
        }
        if (!(await consumeChallenge(db, token)))
          throw new AppError('UNAUTHORIZED', localize(request, FACTOR_MESSAGES.expired));
        return signedIn(request, user, passkey ? 'passkey' : 'code');
      },
    );

    app.post(
      '/auth/passkey/options',
      {
        schema: {
          summary: 'Begin signing in with a passkey alone: the options for the browser',
          operationId: 'passkeySignInOptions',
          response: { 200: z.object({ token: z.string(), options: z.record(z.string(), z.unknown()) }) },
        },
      },
      async (request): Promise<PasskeyCeremony> => {
        const options = await authenticationOptions(await siteRelyingParty(app, request));
        return {
          token: await openChallenge(db, 'passkey-sign-in', null, options.challenge),
          options: { ...options },
        };
      },
    );

    app.post(
      '/auth/passkey',
      {
        schema: {
          summary: "Sign in with a passkey alone: the browser's answer to the options",
          operationId: 'passkeySignIn',
          body: PasskeySignInSchema,
          response: { 200: TokenResponseSchema },
        },
      },
      async (request) => {
        const { token, passkey } = request.body;
        const pending = await findChallenge(db, token, 'passkey-sign-in');
        // One use: a second answer to the same options finds nothing.
        if (!pending || !(await consumeChallenge(db, token)))
          throw new AppError('UNAUTHORIZED', localize(request, FACTOR_MESSAGES.expired));
        const factor = typeof passkey.id === 'string' ? await findPasskey(db, passkey.id) : undefined;
        const user = factor ? await findUserById(db, factor.user_id) : undefined;
        request.signInAccount = user?.email.toLowerCase() ?? '-';
        await limits.before(request);
        const holds = Boolean(
          factor && user && (await passkeyHolds(app, request, passkey, pending.value, [factor], true)),
        );
        await limits.after(request, holds);
        if (!holds || !user) {
          await failed(request, user?.email, 'passkey');
          throw new AppError('UNAUTHORIZED', localize(request, FACTOR_MESSAGES.passkeyRefused));
        }
        return signedIn(request, user, 'passkey');
      },
    );
  };
}
