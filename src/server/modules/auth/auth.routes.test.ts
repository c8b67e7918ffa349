import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/databases';
import { TEST_ADMIN, useTestApp } from '../../test/app';
import { parseBasicAuth } from './basic-auth';

const GENERIC_401 = { message: 'Invalid email or password', code: 'UNAUTHORIZED' };
const USER_KEYS = ['creation_timestamp', 'email', 'name', 'role', 'user_id'];

const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('parseBasicAuth', () => {
  const encode = (s: string) => `Basic ${Buffer.from(s).toString('base64')}`;

  it('splits at the first colon, so the password may hold colons, and normalises the email', () => {
    expect(parseBasicAuth(encode('  Admin@Example.COM :pa:ss:word'))).toEqual({
      email: 'admin@example.com',
      password: 'pa:ss:word',
    });
  });

  it('rejects what is not Basic base64(email:password)', () => {
    for (const header of [
      undefined,
      '',
      'Basic',
      'Basic !!!',
      'Bearer abc',
      encode('no-colon'),
      encode(':password-only'),
    ]) {
      expect(parseBasicAuth(header)).toBeUndefined();
    }
  });
});

describeEachDatabase('auth routes', (kind) => {
  const t = useTestApp(kind);
  // Every test signs in from its own address so the per-IP sign-in limit of one test
  // never leaks into another (the limits have tests of their own).
  let nextIp = 1;
  const freshIp = () => `10.9.0.${nextIp++}`;

  const signIn = (authorization: string | undefined, remoteAddress = freshIp()) =>
    t().app.inject({
      method: 'GET',
      url: '/api/auth/token',
      remoteAddress,
      headers: authorization === undefined ? {} : { authorization },
    });
  const whoAmI = (authorization?: string) =>
    t().app.inject({ method: 'GET', url: '/api/auth/user', headers: authorization ? { authorization } : {} });
  // Each sign-in counts against the admin account's limit: sign in once for the whole suite.
  let token: Promise<string> | undefined;
  const adminToken = () => (token ??= t().adminToken());

  describe('GET /api/auth/token', () => {
    it('answers a JWT for the right credentials', async () => {
      const res = await signIn(t().basic(TEST_ADMIN.email, TEST_ADMIN.password));
      expect(res.statusCode).toBe(200);
      const body = res.json() as { jwt_token: string };
      expect(Object.keys(body)).toEqual(['jwt_token']);
      const [header, payload, signature] = body.jwt_token.split('.');
      expect(JSON.parse(Buffer.from(header ?? '', 'base64url').toString())).toMatchObject({ alg: 'HS256' });
      expect(JSON.parse(Buffer.from(payload ?? '', 'base64url').toString())).toMatchObject({
        role: 'admin',
        sub: expect.any(String),
        exp: expect.any(Number),
      });
      expect(signature).toBeTruthy();
    });

    it('matches the email case-insensitively and ignores surrounding spaces', async () => {
      const res = await signIn(t().basic(` ${TEST_ADMIN.email.toUpperCase()} `, TEST_ADMIN.password));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toHaveProperty('jwt_token');
    });

    it('never matches the password case-insensitively', async () => {
      const res = await signIn(t().basic(TEST_ADMIN.email, TEST_ADMIN.password.toUpperCase()));
      expect(res.statusCode).toBe(401);
    });

    it('answers the identical generic 401 for a wrong password and an unknown email', async () => {
      const wrongPassword = await signIn(t().basic(TEST_ADMIN.email, 'not the password'));
      const unknownEmail = await signIn(t().basic('nobody@test.local', TEST_ADMIN.password));
      expect(wrongPassword.statusCode).toBe(401);
      expect(unknownEmail.statusCode).toBe(401);
      expect(wrongPassword.json()).toEqual(GENERIC_401);
      expect(unknownEmail.body).toBe(wrongPassword.body);
      expect(unknownEmail.headers['content-type']).toBe(wrongPassword.headers['content-type']);
    });

    it.each([
      ['no Authorization header', undefined],
      ['an empty header', ''],
      ['a bearer header', 'Bearer abc.def.ghi'],
      ['Basic with invalid base64', 'Basic %%%'],
      ['Basic without a colon', `Basic ${Buffer.from('admin@test.local').toString('base64')}`],
      ['Basic without an email', `Basic ${Buffer.from(':password').toString('base64')}`],
    ])('answers the generic 401 for %s', async (_name, header) => {
      const res = await signIn(header);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(GENERIC_401);
    });
  });

  describe('GET /api/auth/user', () => {
    it('answers the signed-in user, never a hash', async () => {
      const res = await whoAmI(`Bearer ${await adminToken()}`);
      expect(res.statusCode).toBe(200);
      const user = res.json() as Record<string, unknown>;
      expect(Object.keys(user).sort()).toEqual(USER_KEYS);
      expect(user).toMatchObject({ email: TEST_ADMIN.email, role: 'admin', user_id: expect.any(Number) });
      expect(res.body).not.toMatch(/hash|argon2|password/i);
    });

    it('accepts the bearer scheme in any letter case', async () => {
      const res = await whoAmI(`bearer ${await adminToken()}`);
      expect(res.statusCode).toBe(200);
    });

    const secret = () => new TextEncoder().encode(t().config.JWT_SECRET);
    const adminClaims = async () =>
      JSON.parse(Buffer.from((await adminToken()).split('.')[1] ?? '', 'base64url').toString()) as {
        sub: string;
        sid: string;
      };
    const adminId = async () => String((await adminClaims()).sub);
    // The admin's own open session: each forged token below names it, so each is refused for
    // its own fault, not for naming no session (decision 0057).
    const adminSid = async () => (await adminClaims()).sid;

    const badTokens: [string, () => Promise<string | undefined>][] = [
      ['no token', async () => undefined],
      ['a garbage token', async () => 'Bearer not-a-jwt'],
      ['a truncated signature', async () => `Bearer ${(await adminToken()).slice(0, -4)}`],
      [
        'a token that names no session',
        async () =>
          `Bearer ${await new SignJWT({ role: 'admin' })
            .setProtectedHeader({ alg: 'HS256' })
            .setSubject(await adminId())
            .setExpirationTime('1h')
            .sign(secret())}`,
      ],
      [
        "a session id that is not one of the database's",
        async () =>
          `Bearer ${await new SignJWT({ role: 'admin', sid: 'not-a-uuid' })
            .setProtectedHeader({ alg: 'HS256' })
            .setSubject(await adminId())
            .setExpirationTime('1h')
            .sign(secret())}`,
      ],
      [
        'a token signed with another secret',
        async () =>
          `Bearer ${await new SignJWT({ role: 'admin', sid: await adminSid() })
            .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
            .setSubject(await adminId())
            .setExpirationTime('1h')
            .sign(new TextEncoder().encode('y'.repeat(40)))}`,
      ],
      [
        'an alg:none token',
        async () => {
          const now = Math.floor(Date.now() / 1000);
          return `Bearer ${b64url({ alg: 'none', typ: 'JWT' })}.${b64url({ role: 'admin', sid: await adminSid(), sub: await adminId(), iat: now, exp: now + 3600 })}.`;
        },
      ],
      [
        'an alg:none token carrying the real signature',
        async () => {
          const [, payload, signature] = (await adminToken()).split('.');
          return `Bearer ${b64url({ alg: 'none', typ: 'JWT' })}.${payload}.${signature}`;
        },
      ],
      [
        'an HS512 token with the right secret (only HS256 is accepted)',
        async () =>
          `Bearer ${await new SignJWT({ role: 'admin', sid: await adminSid() })
            .setProtectedHeader({ alg: 'HS512' })
            .setSubject(await adminId())
            .setExpirationTime('1h')
            .sign(secret())}`,
      ],
      [
        'an expired token',
        async () => {
          const now = Math.floor(Date.now() / 1000);
          return `Bearer ${await new SignJWT({ role: 'admin', sid: await adminSid() })
            .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
            .setSubject(await adminId())
            .setIssuedAt(now - 7200)
            .setExpirationTime(now - 60)
            .sign(secret())}`;
        },
      ],
      [
        'a valid token of a user who does not exist',
        async () =>
          `Bearer ${await new SignJWT({ role: 'admin', sid: await adminSid() }).setProtectedHeader({ alg: 'HS256' }).setSubject('987654').setExpirationTime('1h').sign(secret())}`,
      ],
      ['a Basic header', async () => t().basic(TEST_ADMIN.email, TEST_ADMIN.password)],
      // A token must expire, and cannot have been issued in the future (decision 0008).
      [
        'a token without exp',
        async () =>
          `Bearer ${await new SignJWT({ role: 'admin', sid: await adminSid() })
            .setProtectedHeader({ alg: 'HS256' })
            .setSubject(await adminId())
            .setIssuedAt()
            .sign(secret())}`,
      ],
      [
        'a token issued an hour in the future',
        async () => {
          const now = Math.floor(Date.now() / 1000);
          return `Bearer ${await new SignJWT({ role: 'admin', sid: await adminSid() })
            .setProtectedHeader({ alg: 'HS256' })
            .setSubject(await adminId())
            .setIssuedAt(now + 3600)
            .setExpirationTime(now + 7200)
            .sign(secret())}`;
        },
      ],
    ];

    it.each(badTokens)('answers 401 for %s', async (_name, makeHeader) => {
      const res = await whoAmI(await makeHeader());
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Authentication required', code: 'UNAUTHORIZED' });
    });

    it('accepts a well-formed HS256 token with the app secret (the 401s above are not a broken verifier)', async () => {
      const token = await new SignJWT({ role: 'admin', sid: await adminSid() })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(await adminId())
        .setExpirationTime('1h')
        .sign(secret());
      expect((await whoAmI(`Bearer ${token}`)).statusCode).toBe(200);
      // Issued "now" by a clock a little ahead of ours (another instance) is still fine.
      const skewed = await new SignJWT({ role: 'admin', sid: await adminSid() })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(await adminId())
        .setIssuedAt(Math.floor(Date.now() / 1000) + 20)
        .setExpirationTime('1h')
        .sign(secret());
      expect((await whoAmI(`Bearer ${skewed}`)).statusCode).toBe(200);
    });
  });
});
