import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ApiError } from '../../../../contract';
import { mailOutbox } from '../../../db/schema';
import { startTestSmtpServer, textOf, type TestSmtpServer } from '../../../mail/test-smtp-server';
import { useTestApp } from '../../../test/app';
import { describeEachDatabase } from '../../../test/databases';

const PUBLIC_URL = 'https://office.example';

/**
 * Mailed one-time links (decision 0057): a forgotten password's reset answers the same for
 * any address and mails only a real account; an invitation lets the invitee choose their
 * own password; each link works once, for thirty minutes.
 */
describeEachDatabase('mailed staff links', (kind) => {
  let smtp: TestSmtpServer;
  const env: Record<string, string> = {
    OFFICE_EMAIL: 'office@test.local',
    PUBLIC_URL,
    LOGIN_RATE_MAX: '200',
  };
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    env.SMTP_URL = smtp.url;
  });
  afterAll(() => smtp?.close());
  const t = useTestApp(kind, env);

  const call = async <T = unknown>(url: string, body: object, token?: string) => {
    const res = await t().app.inject({
      method: 'POST',
      url: `/api${url}`,
      payload: body,
      headers: { 'accept-language': 'en', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
    return { status: res.statusCode, body: res.json<T>() };
  };
  const signIn = (email: string, password: string) =>
    t().app.inject({
      method: 'GET',
      url: '/api/auth/token',
      headers: { authorization: `Basic ${Buffer.from(`${email}:${password}`).toString('base64')}` },
    });
  /** The token of the last link mailed to `to`, once the outbox has sent it. */
  const mailedToken = async (to: string, page: string) => {
    await t().app.outbox.drain();
    const mail = smtp.mails.filter((m) => m.to.join() === to).at(-1);
    expect(mail, `a mail to ${to}`).toBeDefined();
    const link = new RegExp(`${PUBLIC_URL}${page}\\?token=([\\w-]+)&lang=en`).exec(textOf(mail!.raw));
    expect(link, 'the link in the mail').not.toBeNull();
    return link![1]!;
  };

  it('answers a forgotten password the same for any address; the link sets a new password once and ends the sessions', async () => {
    const admin = await t().adminToken();
    const email = `reset-${Date.now()}@test.local`;
    await call('/staff', { email, password: 'old-password-1' }, admin);
    const oldToken = (await signIn(email, 'old-password-1')).json<{ jwt_token: string }>().jwt_token;
    smtp.mails.length = 0;
    const known = await call<{ message: string }>('/auth/forgot-password', { email });
    const unknown = await call<{ message: string }>('/auth/forgot-password', { email: 'nobody@test.local' });
    expect(known).toEqual(unknown);
    expect(known.status).toBe(200);
    const token = await mailedToken(email, '/login/reset');
    expect(smtp.mails.filter((m) => m.to.join() === 'nobody@test.local')).toEqual([]);
    // Sent: the outbox no longer holds the live link.
    const rows = await t().app.database.db.select().from(mailOutbox).where(eq(mailOutbox.to_address, email));
    expect(rows.map((r) => [r.kind, r.status, r.body])).toEqual([['staff-link', 'sent', '']]);

    expect((await call('/auth/links/check', { token })).body).toEqual({ purpose: 'reset', email, name: '' });
    const weak = await call<ApiError>('/auth/reset-password', { token, new_password: 'short' });
    expect(weak.status).toBe(400);
    expect(weak.body.message).toContain('new_password');
    const done = await call('/auth/reset-password', { token, new_password: 'new-password-2' });
    expect(done).toEqual({ status: 200, body: { message: 'Your new password is set. Sign in with it.' } });
    expect((await signIn(email, 'new-password-2')).statusCode).toBe(200);
    expect((await signIn(email, 'old-password-1')).statusCode).toBe(401);
    const old = await t().app.inject({
      url: '/api/auth/user',
      headers: { authorization: `Bearer ${oldToken}` },
    });
    expect(old.statusCode).toBe(401);
    // Once only.
    const again = await call<ApiError>('/auth/reset-password', { token, new_password: 'third-password-3' });
    expect(again.status).toBe(400);
    expect(again.body.issues).toEqual([{ path: 'body.token', message: 'has expired or was used' }]);
    expect((await call('/auth/links/check', { token })).status).toBe(400);
  });

  it('invites a staff member, who joins with their own password and is signed in; no admin sees it', async () => {
    const admin = await t().adminToken();
    const email = `invitee-${Date.now()}@test.local`;
    smtp.mails.length = 0;
    const invited = await call<{ message: string; url?: string }>(
      '/staff/invitations',
      { email, name: 'New Colleague' },
      admin,
    );
    expect(invited).toEqual({ status: 200, body: { message: `Invitation sent to ${email}` } });
    const token = await mailedToken(email, '/login/invitation');
    expect((await call('/auth/links/check', { token })).body).toEqual({
      purpose: 'invite',
      email,
      name: 'New Colleague',
    });
    const joined = await call<{ jwt_token: string }>('/auth/invitations/accept', {
      token,
      password: 'my-own-password-1',
    });
    expect(joined.status).toBe(200);
    const me = await t().app.inject({
      url: '/api/auth/user',
      headers: { authorization: `Bearer ${joined.body.jwt_token}` },
    });
    expect(me.json()).toMatchObject({ email, name: 'New Colleague', role: 'admin' });
    expect((await call('/auth/invitations/accept', { token, password: 'my-own-password-1' })).status).toBe(
      400,
    );
    const dup = await call<ApiError>('/staff/invitations', { email }, admin);
    expect(dup.status).toBe(409);
    expect(dup.body.issues).toEqual([{ path: 'body.email', message: 'is taken' }]);
  });

  it('answers bad input with 4xx naming the field', async () => {
    const admin = await t().adminToken();
    expect((await call<ApiError>('/auth/forgot-password', { email: 'not-an-email' })).body.message).toContain(
      'email',
    );
    expect(
      (await call<ApiError>('/staff/invitations', { email: 'x@test.local', role: 'owner' }, admin)).status,
    ).toBe(400);
    const both = await call<ApiError>('/auth/invitations/accept', {
      token: 't',
      password: 'my-own-password-1',
      passkey: {},
    });
    expect(both.status).toBe(400);
    expect(
      (await call('/auth/invitations/accept', { token: 'nothing', password: 'my-own-password-1' })).status,
    ).toBe(400);
    expect((await call('/auth/invitations/passkey/options', { token: 'nothing' })).status).toBe(400);
    expect((await call('/staff/invitations', { email: 'x@test.local' })).status).toBe(401);
  });
});
