import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MessageResponseSchema,
  REALTIME_EVENTS,
  STAFF_LINK_PAGES,
  STAFF_ROLES,
  TokenResponseSchema,
  isStaffRole,
  type PasskeyCeremony,
  type StaffLinkInfo,
} from '../../../../contract';
import { TEXT_LIMITS as MAX } from '../../../../contract/text-limits';
import { isStrongPassword } from '../../../../contract';
import { AppError } from '../../../errors';
import { localize } from '../../../i18n/messages';
import { requestLanguage } from '../../../i18n/request-lang';
import { staffLinkMail } from '../../../mail/staff-links';
import { emailTaken, insertStaff, setPassword } from '../../staff/staff.queries';
import { consumeChallenge, findChallenge, openChallenge } from '../factors/challenges';
import { addFactor, secondFactorRequired } from '../factors/factors.queries';
import { registrationOptions, verifiedRegistration } from '../factors/passkeys';
import { siteRelyingParty } from '../factors/sign-in.routes';
import { FACTOR_MESSAGES } from '../factors/factor-messages';
import { recordAudit } from '../../audit/record-audit';
import { endOtherSessions } from '../sessions.queries';
import { openSession } from '../sessions.routes';
import type { signInLimits } from '../sign-in-limits';
import { findUserByEmail } from '../users.queries';
import { loadPublicSettings } from '../../settings/settings.queries';
import { LINK_MESSAGES } from './link-messages';
import { findLink, openLink, useLink, type StaffLink } from './links.queries';

const TokenSchema = z.string().min(1, 'is required').max(100);
const EmailSchema = z
  .email('must be an email address')
  .max(MAX.email, `must be at most ${MAX.email} characters`);
const PasswordSchema = z
  .string()
  .refine(isStrongPassword, 'must be at least 10 characters, with letters and at least one digit or symbol');

/**
 * One-time links by mail (decision 0057): a forgotten password's reset, and an invitation
 * that lets a new staff member choose their own password or passkey, so no admin types or
 * sees a colleague's password. Thirty minutes, one use; the forgotten-password answer is the
 * same whether or not the address has an account.
 */
export function linkRoutes(limits: ReturnType<typeof signInLimits>): FastifyPluginAsyncZod {
  return async (app) => {
    const { db } = app.database;
    const expired = (request: FastifyRequest) =>
      new AppError('BAD_REQUEST', localize(request, LINK_MESSAGES.expired), [
        { path: 'body.token', message: 'has expired or was used' },
      ]);
    const siteName = async (request: FastifyRequest) =>
      (await loadPublicSettings(app)).value.site_name[requestLanguage(request)] || 'Bahith';
    const linkUrl = (origin: string, purpose: StaffLink['purpose'], token: string) =>
      `${origin.replace(/\/$/, '')}${STAFF_LINK_PAGES[purpose]}?token=${token}&lang=`;

    app.post(
      '/auth/forgot-password',
      {
        schema: {
          summary: 'Mail a one-time link to choose a new password',
          operationId: 'forgotPassword',
          body: z.strictObject({ email: EmailSchema }),
          response: { 200: MessageResponseSchema },
        },
      },
      async (request) => {
        // Counted as a sign-in attempt from this address: the form cannot be used to send mail in bulk.
        await limits.before(request);
        const user = await findUserByEmail(db, request.body.email);
        const origin = app.config.PUBLIC_URL;
        // Without PUBLIC_URL the link would take the request's Host header: anyone could have a
        // reset link for an admin pointed at their own site. So no mail then, and a log line.
        if (user && !origin) request.log.warn('forgot-password: no mail without PUBLIC_URL');
        if (user && origin) {
          const token = await openLink(db, { purpose: 'reset', email: user.email, userId: user.user_id });
          const lang = requestLanguage(request);
          await app.outbox.toStaff(
            db,
            staffLinkMail(
              'reset',
              {
                to: user.email,
                url: `${linkUrl(origin, 'reset', token)}${lang}`,
                siteName: await siteName(request),
              },
              lang,
            ),
          );
        }
        return { message: localize(request, LINK_MESSAGES.resetSent) };
      },
    );

    app.post(
      '/auth/links/check',
      {
        schema: {
          summary: 'What a mailed link is for, while it still works',
          operationId: 'checkStaffLink',
          body: z.strictObject({ token: TokenSchema }),
          response: {
            200: z.object({
              purpose: z.enum(['reset', 'invite']),
              email: z.string(),
              name: z.string(),
            }) satisfies z.ZodType<StaffLinkInfo>,
          },
        },
      },
      async (request) => {
        const link = await findLink(db, request.body.token);
        if (!link) throw expired(request);
        return { purpose: link.purpose, email: link.email, name: link.name };
      },
    );

    app.post(
      '/auth/reset-password',
      {
        schema: {
          summary: 'Choose a new password with a mailed link; every session ends',
          operationId: 'resetPassword',
          body: z.strictObject({ token: TokenSchema, new_password: PasswordSchema }),
          response: { 200: MessageResponseSchema },
        },
      },
      async (request) => {
        const { token, new_password } = request.body;
        const link = await findLink(db, token);
        if (!link || link.purpose !== 'reset' || !link.user_id || !(await useLink(db, token)))
          throw expired(request);
        await setPassword(db, link.user_id, new_password);
        app.disconnectSessions(await endOtherSessions(db, link.user_id, null, null));
        await recordAudit(request, 'auth.password_reset', { userId: link.user_id });
        return { message: localize(request, LINK_MESSAGES.passwordSet) };
      },
    );

    app.post(
      '/staff/invitations',
      {
        schema: {
          summary: 'Invite a new staff member by mail, with a role',
          operationId: 'inviteStaff',
          body: z.strictObject({
            email: EmailSchema,
            name: z.string().trim().max(MAX.name, `must be at most ${MAX.name} characters`).optional(),
            role: z.enum(STAFF_ROLES).default('admin'),
          }),
          response: { 200: MessageResponseSchema.extend({ url: z.string().optional() }) },
        },
      },
      async (request) => {
        const { email, name, role } = request.body;
        if (await emailTaken(db, email))
          throw new AppError('CONFLICT', localize(request, 'staff.duplicate'), [
            { path: 'body.email', message: 'is taken' },
          ]);
        const token = await openLink(db, {
          purpose: 'invite',
          email,
          name: name ?? '',
          role,
          ...(request.user ? { createdBy: request.user.user_id } : {}),
        });
        await recordAudit(request, 'staff.invited', { target: email, details: { role } });
        const lang = requestLanguage(request);
        // The inviting admin is signed in: the address they use is a safe fallback for the link.
        const url = `${linkUrl(app.config.PUBLIC_URL ?? `${request.protocol}://${request.host}`, 'invite', token)}${lang}`;
        const mailed = await app.outbox.toStaff(
          db,
          staffLinkMail(
            'invite',
            {
              to: email,
              url,
              siteName: await siteName(request),
              invitedBy: request.user?.name || request.user?.email,
            },
            lang,
          ),
        );
        return mailed
          ? { message: localize(request, LINK_MESSAGES.invited, { email }) }
          : { message: localize(request, LINK_MESSAGES.invitedNoMail, { email }), url };
      },
    );

    app.post(
      '/auth/invitations/passkey/options',
      {
        schema: {
          summary: 'Begin joining with a passkey: the options for the browser',
          operationId: 'invitationPasskeyOptions',
          body: z.strictObject({ token: TokenSchema }),
          response: { 200: z.object({ token: z.string(), options: z.record(z.string(), z.unknown()) }) },
        },
      },
      async (request): Promise<PasskeyCeremony> => {
        const link = await findLink(db, request.body.token);
        if (!link || link.purpose !== 'invite') throw expired(request);
        const options = await registrationOptions(
          await siteRelyingParty(app, request),
          // No account yet: a random handle, so two invitees' passkeys on one device stay apart.
          { user_id: 0, email: link.email, name: link.name, handle: new Uint8Array(randomBytes(16)) },
          [],
        );
        return {
          token: await openChallenge(db, 'passkey-enrol', null, options.challenge),
          options: { ...options },
        };
      },
    );

    app.post(
      '/auth/invitations/accept',
      {
        schema: {
          summary: 'Join from an invitation with a password or a passkey, signed in at once',
          operationId: 'acceptInvitation',
          body: z
            .strictObject({
              token: TokenSchema,
              name: z.string().trim().max(MAX.name, `must be at most ${MAX.name} characters`).optional(),
              password: PasswordSchema.optional(),
              ceremony: TokenSchema.optional(),
              passkey: z.record(z.string(), z.unknown()).optional(),
            })
            .refine((b) => (b.password === undefined) !== (b.passkey === undefined), {
              message: 'give either a password or a passkey',
              path: ['password'],
            }),
          response: { 200: TokenResponseSchema },
        },
      },
      async (request) => acceptInvitation(app, request, request.body, expired),
    );
  };
}

/** Creates the invitee's account (and passkey) from a working invitation, and signs them in. */
async function acceptInvitation(
  app: FastifyInstance,
  request: FastifyRequest,
  body: {
    token: string;
    name?: string | undefined;
    password?: string | undefined;
    ceremony?: string | undefined;
    passkey?: Record<string, unknown> | undefined;
  },
  expired: (request: FastifyRequest) => AppError,
) {
  const { db } = app.database;
  const link = await findLink(db, body.token);
  if (!link || link.purpose !== 'invite') throw expired(request);
  let credential: Awaited<ReturnType<typeof verifiedRegistration>>;
  if (body.passkey) {
    const ceremony = body.ceremony ? await findChallenge(db, body.ceremony, 'passkey-enrol') : undefined;
    if (
      !ceremony ||
      ceremony.user_id !== null ||
      !body.ceremony ||
      !(await consumeChallenge(db, body.ceremony))
    )
      throw expired(request);
    credential = await verifiedRegistration(
      await siteRelyingParty(app, request),
      body.passkey as never,
      ceremony.value,
    );
    if (!credential)
      throw new AppError('VALIDATION', localize(request, FACTOR_MESSAGES.passkeyRefused), [
        { path: 'body.passkey', message: 'could not be verified' },
      ]);
  }
  if (!(await useLink(db, body.token))) throw expired(request);
  // A passkey-only account gets a password nobody knows: "Forgot your password?" sets one later.
  const user = await insertStaff(db, {
    email: link.email,
    name: body.name || link.name,
    role: isStaffRole(link.role) ? link.role : 'admin',
    password: body.password ?? `${randomBytes(24).toString('base64url')}-1a`,
  });
  if (!user)
    throw new AppError('CONFLICT', localize(request, 'staff.duplicate'), [
      { path: 'body.token', message: 'names an address that is taken' },
    ]);
  if (credential) await addFactor(db, { user_id: user.user_id, kind: 'passkey', label: '', ...credential });
  app.announce(REALTIME_EVENTS.staff);
  // With a password alone, the office's two-step rule still holds for the new session.
  const setUpFirst = !credential && (await secondFactorRequired(db));
  const { token } = await openSession(app, request, user, setUpFirst);
  await recordAudit(request, 'staff.joined', {
    userId: user.user_id,
    target: user.email,
    details: { role: user.role, with: credential ? 'passkey' : 'password' },
  });
  return { jwt_token: token };
}
