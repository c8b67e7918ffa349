import { randomBytes } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import type { ApiError, FactorAdded, StaffFactors, TotpEnrolment } from '../../../../contract';
import { useTestApp } from '../../../test/app';
import { describeEachDatabase } from '../../../test/databases';
import { RECOVERY_CODE_COUNT } from './recovery-codes';
import { totpCode } from './totp';

const PASSWORD = 'factor-pass-123';
/** Thirty seconds: the next TOTP step, so a test needs no second code from the same one. */
const STEP_MS = 30_000;

/**
 * Second factors (decision 0057): an authenticator app set up by its first code, the
 * sign-in's 401 `SECOND_FACTOR_REQUIRED` and its second step, recovery codes used once, the
 * office's rule that every staff member has one, and an admin's reset of a lost one.
 */
describeEachDatabase('second factors', (kind) => {
  // Each case signs in several times from one address: above the sign-in limit (tested in auth.rate-limit.test.ts).
  const t = useTestApp(kind, { LOGIN_RATE_MAX: '200' });
  let adminToken: string;
  beforeAll(async () => {
    adminToken = await t().adminToken();
  });

  const call = async <T = unknown>(
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    token?: string,
    body?: object,
  ) => {
    const res = await t().app.inject({
      method,
      url: `/api${url}`,
      headers: { 'accept-language': 'en', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      ...(body ? { payload: body } : {}),
    });
    return { status: res.statusCode, body: res.json<T>() };
  };
  const signIn = (email: string) =>
    t().app.inject({
      method: 'GET',
      url: '/api/auth/token',
      headers: {
        authorization: `Basic ${Buffer.from(`${email}:${PASSWORD}`).toString('base64')}`,
        'accept-language': 'en',
      },
    });
  /** A new staff member who signs in with PASSWORD: their email, id and a first token. */
  const newMember = async () => {
    const email = `factor-${randomBytes(4).toString('hex')}@test.local`;
    const created = await call<{ data: { user_id: number } }>('POST', '/staff', adminToken, {
      email,
      password: PASSWORD,
    });
    expect(created.status).toBe(201);
    const res = await signIn(email);
    expect(res.statusCode).toBe(200);
    return { email, id: created.body.data.user_id, token: res.json<{ jwt_token: string }>().jwt_token };
  };
  /** Sets up an authenticator app for the holder of `token`: its secret and the recovery codes. */
  const setUpTotp = async (token: string, now = Date.now()) => {
    const begun = await call<TotpEnrolment>('POST', '/auth/factors/totp', token);
    expect(begun.status).toBe(200);
    expect(begun.body.uri).toMatch(/^otpauth:\/\/totp\//);
    expect(begun.body.qr_svg).toMatch(/^<svg/);
    const confirmed = await call<FactorAdded>('POST', '/auth/factors/totp/confirm', token, {
      token: begun.body.token,
      code: totpCode(begun.body.secret, now),
      label: 'My phone',
    });
    expect(confirmed.status).toBe(200);
    return { secret: begun.body.secret, codes: confirmed.body.recovery_codes ?? [] };
  };
  /** A password sign-in that must stop at the second factor: its challenge. */
  const challenged = async (email: string) => {
    const res = await signIn(email);
    expect(res.statusCode).toBe(401);
    const body = res.json<ApiError>();
    expect(body.code).toBe('SECOND_FACTOR_REQUIRED');
    return body.second_factor!;
  };
  const answer = (token: string, code: string) =>
    call<{ jwt_token?: string; message?: string }>('POST', '/auth/second-factor', undefined, { token, code });

  it('sets up an app with its first code, then asks for a code after the password; a code is accepted once', async () => {
    const member = await newMember();
    const wrong = await call<TotpEnrolment>('POST', '/auth/factors/totp', member.token);
    const refused = await call<ApiError>('POST', '/auth/factors/totp/confirm', member.token, {
      token: wrong.body.token,
      code: '000000',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.issues).toEqual([{ path: 'body.code', message: 'is not the current code' }]);

    const { secret, codes } = await setUpTotp(member.token, Date.now() - STEP_MS);
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    const listed = await call<StaffFactors>('GET', '/auth/factors', member.token);
    expect(listed.body).toMatchObject({ recovery_codes_left: 10, required: false });
    expect(listed.body.items).toEqual([
      expect.objectContaining({ kind: 'totp', label: 'My phone', last_used_at: expect.any(String) }),
    ]);
    expect(JSON.stringify(listed.body)).not.toContain(secret);

    const challenge = await challenged(member.email);
    expect(challenge.methods).toEqual(['totp', 'recovery']);
    expect(challenge.passkey_options).toBeUndefined();
    const bad = await answer(challenge.token, '123456');
    expect(bad.status).toBe(401);
    expect(bad.body.message).toBe('The code is not right, or it has been used');
    const code = totpCode(secret);
    const good = await answer(challenge.token, code);
    expect(good.status).toBe(200);
    expect((await call('GET', '/auth/user', good.body.jwt_token)).status).toBe(200);
    // The same pending sign-in is spent; a new one does not take the same code again.
    expect((await answer(challenge.token, code)).status).toBe(401);
    expect((await answer((await challenged(member.email)).token, code)).status).toBe(401);
  });

  it('takes a recovery code once and only once, typed in any case', async () => {
    const member = await newMember();
    const { codes } = await setUpTotp(member.token);
    const code = codes[0]!;
    const first = await answer((await challenged(member.email)).token, code.toLowerCase());
    expect(first.status).toBe(200);
    expect((await answer((await challenged(member.email)).token, code)).status).toBe(401);
    const left = await call<StaffFactors>('GET', '/auth/factors', first.body.jwt_token);
    expect(left.body.recovery_codes_left).toBe(RECOVERY_CODE_COUNT - 1);
    // New codes end the old ones.
    const made = await call<{ recovery_codes: string[] }>(
      'POST',
      '/auth/recovery-codes',
      first.body.jwt_token,
    );
    expect(made.body.recovery_codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect((await answer((await challenged(member.email)).token, codes[1]!)).status).toBe(401);
    expect((await answer((await challenged(member.email)).token, made.body.recovery_codes[0]!)).status).toBe(
      200,
    );
  });

  it('drops a pending sign-in after five wrong codes', async () => {
    const member = await newMember();
    const { secret } = await setUpTotp(member.token, Date.now() - STEP_MS);
    const { token } = await challenged(member.email);
    for (let i = 0; i < 5; i++) expect((await answer(token, '000000')).status).toBe(401);
    const late = await answer(token, totpCode(secret));
    expect(late.status).toBe(401);
    expect(late.body.message).toBe('This sign-in has expired. Please sign in again.');
  });

  it('answers bad input with 4xx naming the field, and nothing changes', async () => {
    const member = await newMember();
    const both = await call<ApiError>('POST', '/auth/second-factor', undefined, {
      token: 'x',
      code: '1',
      passkey: {},
    });
    expect(both.status).toBe(400);
    expect(both.body.message).toMatch(/body/);
    const none = await call<ApiError>('POST', '/auth/second-factor', undefined, { code: '123456' });
    expect(none.status).toBe(400);
    expect(none.body.message).toContain('token');
    expect((await answer('not-a-token', '123456')).status).toBe(401);
    const noToken = await call<ApiError>('POST', '/auth/factors/totp/confirm', member.token, {
      code: '123456',
    });
    expect(noToken.status).toBe(400);
    expect(noToken.body.message).toContain('token');
    const stranger = await call<ApiError>('POST', '/auth/factors/totp/confirm', member.token, {
      token: 'not-a-token',
      code: '123456',
    });
    expect(stranger.status).toBe(400);
    expect((await call('DELETE', '/auth/factors/999999', member.token)).status).toBe(404);
    expect((await call('DELETE', '/auth/factors/abc', member.token)).status).toBe(400);
    expect((await call<StaffFactors>('GET', '/auth/factors', member.token)).body.items).toEqual([]);
  });

  it("requires a second factor of everyone when the office says so: a password alone reaches only one's own account", async () => {
    const member = await newMember();
    const before = await call<{ require_second_factor: boolean }>('GET', '/staff/policy', adminToken);
    expect(before.body.require_second_factor).toBe(false);
    expect((await call('PATCH', '/staff/policy', adminToken, { require_second_factor: true })).status).toBe(
      200,
    );
    try {
      const res = await signIn(member.email);
      expect(res.statusCode).toBe(200);
      const token = res.json<{ jwt_token: string }>().jwt_token;
      const blocked = await call<ApiError>('GET', '/staff', token);
      expect(blocked.status).toBe(403);
      expect(blocked.body.code).toBe('SECOND_FACTOR_SETUP_REQUIRED');
      expect((await call<StaffFactors>('GET', '/auth/factors', token)).body.required).toBe(true);
      const factor = await setUpTotp(token);
      // Set up: the same session goes on into the back office.
      expect((await call('GET', '/staff', token)).status).toBe(200);
      // The last factor stays while the rule holds.
      const [only] = (await call<StaffFactors>('GET', '/auth/factors', token)).body.items;
      const kept = await call<ApiError>('DELETE', `/auth/factors/${only!.factor_id}`, token);
      expect(kept.status).toBe(409);
      expect(factor.codes).toHaveLength(RECOVERY_CODE_COUNT);
    } finally {
      await call('PATCH', '/staff/policy', adminToken, { require_second_factor: false });
    }
  });

  it("lets an admin reset a colleague's lost factors, never their own; the colleague signs in with the password again", async () => {
    const member = await newMember();
    await setUpTotp(member.token);
    await challenged(member.email);
    const reset = await call<{ message: string }>('DELETE', `/staff/${member.id}/factors`, adminToken);
    expect(reset).toEqual({ status: 200, body: { message: "The staff member's second factors were reset" } });
    expect((await signIn(member.email)).statusCode).toBe(200);
    const admin = await call<{ user_id: number }>('GET', '/auth/user', adminToken);
    expect((await call('DELETE', `/staff/${admin.body.user_id}/factors`, adminToken)).status).toBe(403);
    // A staff member removes their own factor.
    const again = await setUpTotp(member.token);
    expect(again.codes).toHaveLength(RECOVERY_CODE_COUNT);
    const [own] = (await call<StaffFactors>('GET', '/auth/factors', member.token)).body.items;
    expect((await call('DELETE', `/auth/factors/${own!.factor_id}`, member.token)).status).toBe(200);
    expect((await signIn(member.email)).statusCode).toBe(200);
  });

  it('begins a passkey sign-in with options for any passkey of the site, and refuses an answer it cannot verify', async () => {
    const begun = await call<{ token: string; options: { challenge: string; rpId: string } }>(
      'POST',
      '/auth/passkey/options',
    );
    expect(begun.status).toBe(200);
    expect(begun.body.options.rpId).toBe('localhost');
    const refused = await call<ApiError>('POST', '/auth/passkey', undefined, {
      token: begun.body.token,
      passkey: { id: 'unknown', rawId: 'unknown', type: 'public-key', response: {} },
    });
    expect(refused.status).toBe(401);
    // The options are spent by the attempt.
    expect(
      (await call('POST', '/auth/passkey', undefined, { token: begun.body.token, passkey: { id: 'x' } }))
        .status,
    ).toBe(401);
  });
});
