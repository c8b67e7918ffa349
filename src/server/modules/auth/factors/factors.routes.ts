import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MessageResponseSchema,
  type FactorAdded,
  type PasskeyCeremony,
  type StaffFactor,
  type StaffFactors,
  type TotpEnrolment,
} from '../../../../contract';
import { AppError } from '../../../errors';
import { localize } from '../../../i18n/messages';
import { IdParamsSchema } from '../../shared/ids';
import { recordAudit } from '../../audit/record-audit';
import { clearSecondFactorNeed } from '../sessions.queries';
import { consumeChallenge, findChallenge, openChallenge } from './challenges';
import { FACTOR_MESSAGES } from './factor-messages';
import {
  acceptTotpStep,
  addFactor,
  listFactors,
  removeAllFactors,
  removeFactor,
  replaceRecoveryCodes,
  secondFactorRequired,
  unusedRecoveryCodes,
  type FactorRow,
} from './factors.queries';
import { registrationOptions, verifiedRegistration } from './passkeys';
import { siteRelyingParty } from './sign-in.routes';
import { acceptedStep, newTotpSecret, totpEnrolment } from './totp';

const FactorSchema = z.object({
  factor_id: z.number().int(),
  kind: z.enum(['totp', 'passkey']),
  label: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
}) satisfies z.ZodType<StaffFactor>;

const FactorAddedSchema = MessageResponseSchema.extend({
  factor: FactorSchema,
  recovery_codes: z.array(z.string()).optional(),
}) satisfies z.ZodType<FactorAdded>;

const CeremonySchema = z.object({
  token: z.string(),
  options: z.record(z.string(), z.unknown()),
}) satisfies z.ZodType<PasskeyCeremony>;

const LabelSchema = z.string().trim().max(60, 'must be at most 60 characters').default('');
const TokenSchema = z.string().min(1, 'is required').max(100);
const FactorParamsSchema = z.object({ factor_id: z.coerce.number().int().positive('must be a factor id') });

const listed = ({ factor_id, kind, label, created_at, last_used_at }: FactorRow): StaffFactor => ({
  factor_id,
  kind,
  label,
  created_at,
  last_used_at,
});

/**
 * One's own second factors (decision 0057): a TOTP app confirmed by its first code, a passkey
 * made by the browser, ten recovery codes; an admin resets a colleague's lost ones and sets
 * the office's rule that every staff member needs one.
 */
export const factorRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const signedIn = (request: FastifyRequest) => {
    if (!request.user) throw new AppError('UNAUTHORIZED', 'Authentication required');
    return request.user;
  };
  const expired = (request: FastifyRequest) =>
    new AppError('BAD_REQUEST', localize(request, FACTOR_MESSAGES.expired), [
      { path: 'body.token', message: 'has expired or was used' },
    ]);

  /** Keeps a new factor; the session that made it is no longer waiting for one. */
  const added = async (
    request: FastifyRequest,
    values: Parameters<typeof addFactor>[1],
  ): Promise<FactorAdded> => {
    const factor = await addFactor(db, values);
    if (request.sessionId) await clearSecondFactorNeed(db, request.sessionId);
    await recordAudit(request, 'factor.added', { details: { kind: values.kind } });
    const firstCodes =
      (await unusedRecoveryCodes(db, values.user_id)) === 0
        ? await replaceRecoveryCodes(db, values.user_id)
        : undefined;
    return {
      message: localize(request, FACTOR_MESSAGES.added),
      factor: listed(factor),
      ...(firstCodes ? { recovery_codes: firstCodes } : {}),
    };
  };

  app.get(
    '/auth/factors',
    {
      schema: {
        summary: "List the signed-in staff member's second factors",
        operationId: 'listOwnFactors',
        response: {
          200: z.object({
            items: z.array(FactorSchema),
            recovery_codes_left: z.number().int(),
            required: z.boolean(),
          }) satisfies z.ZodType<StaffFactors>,
        },
      },
    },
    async (request): Promise<StaffFactors> => {
      const { user_id } = signedIn(request);
      return {
        items: (await listFactors(db, user_id)).map(listed),
        recovery_codes_left: await unusedRecoveryCodes(db, user_id),
        required: await secondFactorRequired(db),
      };
    },
  );

  app.post(
    '/auth/factors/totp',
    {
      schema: {
        summary: 'Begin setting up an authenticator app: its secret and QR code',
        operationId: 'beginTotp',
        response: {
          200: z.object({ token: z.string(), secret: z.string(), uri: z.string(), qr_svg: z.string() }),
        },
      },
    },
    async (request): Promise<TotpEnrolment> => {
      const user = signedIn(request);
      const secret = newTotpSecret();
      const { name } = await siteRelyingParty(app, request);
      return {
        token: await openChallenge(db, 'totp-enrol', user.user_id, secret),
        secret,
        ...(await totpEnrolment(secret, user.email, name)),
      };
    },
  );

  app.post(
    '/auth/factors/totp/confirm',
    {
      schema: {
        summary: 'Finish setting up an authenticator app with its first code',
        operationId: 'confirmTotp',
        body: z.strictObject({
          token: TokenSchema,
          code: z.string().trim().min(1, 'is required').max(20, 'must be at most 20 characters'),
          label: LabelSchema,
        }),
        response: { 200: FactorAddedSchema },
      },
    },
    async (request) => {
      const user = signedIn(request);
      const { token, code, label } = request.body;
      const pending = await findChallenge(db, token, 'totp-enrol');
      if (!pending || pending.user_id !== user.user_id) throw expired(request);
      const step = acceptedStep(pending.value, code, null);
      if (step === null)
        throw new AppError('VALIDATION', localize(request, FACTOR_MESSAGES.invalidCode), [
          { path: 'body.code', message: 'is not the current code' },
        ]);
      if (!(await consumeChallenge(db, token))) throw expired(request);
      const result = await added(request, {
        user_id: user.user_id,
        kind: 'totp',
        label,
        secret: pending.value,
      });
      // The confirming code is spent: it cannot also sign in.
      await acceptTotpStep(db, result.factor.factor_id, step);
      return result;
    },
  );

  app.post(
    '/auth/factors/passkey/options',
    {
      schema: {
        summary: 'Begin adding a passkey: the options for the browser',
        operationId: 'beginPasskey',
        response: { 200: CeremonySchema },
      },
    },
    async (request): Promise<PasskeyCeremony> => {
      const user = signedIn(request);
      const options = await registrationOptions(
        await siteRelyingParty(app, request),
        user,
        await listFactors(db, user.user_id),
      );
      return {
        token: await openChallenge(db, 'passkey-enrol', user.user_id, options.challenge),
        options: { ...options },
      };
    },
  );

  app.post(
    '/auth/factors/passkey',
    {
      schema: {
        summary: "Finish adding a passkey with the browser's answer",
        operationId: 'addPasskey',
        body: z.strictObject({
          token: TokenSchema,
          passkey: z.record(z.string(), z.unknown()),
          label: LabelSchema,
        }),
        response: { 200: FactorAddedSchema },
      },
    },
    async (request) => {
      const user = signedIn(request);
      const { token, passkey, label } = request.body;
      const pending = await findChallenge(db, token, 'passkey-enrol');
      if (!pending || pending.user_id !== user.user_id || !(await consumeChallenge(db, token)))
        throw expired(request);
      const credential = await verifiedRegistration(
        await siteRelyingParty(app, request),
        passkey as never,
        pending.value,
      );
      if (!credential)
        throw new AppError('VALIDATION', localize(request, FACTOR_MESSAGES.passkeyRefused), [
          { path: 'body.passkey', message: 'could not be verified' },
        ]);
      return added(request, { user_id: user.user_id, kind: 'passkey', label, ...credential });
    },
  );

  app.delete(
    '/auth/factors/:factor_id',
    {
      schema: {
        summary: 'Remove one of your second factors',
        operationId: 'removeOwnFactor',
        params: FactorParamsSchema,
        response: { 200: MessageResponseSchema },
      },
    },
    async (request) => {
      const { user_id } = signedIn(request);
      const factors = await listFactors(db, user_id);
      if (
        factors.length === 1 &&
        factors[0]?.factor_id === request.params.factor_id &&
        (await secondFactorRequired(db))
      )
        throw new AppError('CONFLICT', localize(request, FACTOR_MESSAGES.lastRequired));
      if (!(await removeFactor(db, user_id, request.params.factor_id)))
        throw new AppError('NOT_FOUND', localize(request, 'not.found', { what: 'Factor' }));
      await recordAudit(request, 'factor.removed', { target: `factor #${request.params.factor_id}` });
      return { message: localize(request, FACTOR_MESSAGES.removed) };
    },
  );

  app.post(
    '/auth/recovery-codes',
    {
      schema: {
        summary: 'Make ten new recovery codes, ending the old ones: shown once',
        operationId: 'replaceRecoveryCodes',
        response: { 200: MessageResponseSchema.extend({ recovery_codes: z.array(z.string()) }) },
      },
    },
    async (request) => {
      const recovery_codes = await replaceRecoveryCodes(db, signedIn(request).user_id);
      // That new codes were made; never the codes.
      await recordAudit(request, 'factor.recovery_codes');
      return { message: localize(request, FACTOR_MESSAGES.codesMade), recovery_codes };
    },
  );

  app.delete(
    '/staff/:id/factors',
    {
      schema: {
        summary: "Reset a staff member's lost second factors and recovery codes",
        operationId: 'resetStaffFactors',
        params: IdParamsSchema,
        response: { 200: MessageResponseSchema },
      },
    },
    async (request) => {
      // Another admin's act: one's own factors are removed one by one, with the session that proves them.
      if (request.params.id === signedIn(request).user_id)
        throw new AppError('FORBIDDEN', localize(request, FACTOR_MESSAGES.resetOwn));
      await removeAllFactors(db, request.params.id);
      await recordAudit(request, 'factor.reset', { target: `staff #${request.params.id}` });
      return { message: localize(request, FACTOR_MESSAGES.reset) };
    },
  );
};
