import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEvent, User } from '../src/contract';
import { adminApi } from './admin-session';
import { axeViolations } from './axe';
import { baseURL, launchBrowser, openPage, screenReady } from './browser';
import { waitForMail } from './mail';
import { addAuthenticator, byName, enterPassword, shownWhole, signedInPage, testMembers } from './two-step';

/**
 * Passkeys and the office's two-step rule (decision 0057) in Chromium: a passkey made on its
 * virtual authenticator signs in alone or as the second step, an invitee joins with one, and
 * with the rule on a password alone reaches only My account.
 */
describe('passkeys and the two-step rule', () => {
  let browser: Browser;
  const members = testMembers();
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => members.removeAll(browser));

  it('adds a passkey on a virtual authenticator and signs in with it alone, in Arabic', async () => {
    const email = await members.create('passkey');
    const origin = byName(baseURL());
    const watched = await openPage(browser, { width: 390 });
    const { page } = watched;
    try {
      await addAuthenticator(watched);
      await enterPassword(page, email, origin);
      await signedInPage(watched);
      await page.goto(`${origin}/system/account?lang=ar`);
      await screenReady(page);
      await page.getByRole('button', { name: 'إضافة مفتاح مرور' }).click();
      // The first factor brings the recovery codes.
      const codesDialog = page.getByRole('dialog', { name: 'رموز الاسترداد الخاصة بك' });
      await codesDialog.waitFor();
      await shownWhole(codesDialog);
      expect(await axeViolations(page)).toEqual([]);
      await codesDialog.getByRole('button', { name: 'لقد حفظتها' }).click();
      await page.getByRole('region', { name: 'التحقق بخطوتين' }).getByText('مفتاح المرور').first().waitFor();
      expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
      // On a phone the sidebar, and its Logout, are behind the menu button.
      await page.getByRole('button', { name: 'فتح القائمة' }).click();
      await page.getByRole('button', { name: 'تسجيل الخروج' }).click();
      await page.waitForURL((url) => url.pathname === '/login');

      await page.getByRole('button', { name: 'تسجيل الدخول بمفتاح مرور' }).click();
      await signedInPage(watched);
      const token = await page.evaluate(() => localStorage.getItem('jwt_token'));
      const me = await fetch(`${baseURL()}/api/auth/user`, { headers: { authorization: `Bearer ${token}` } });
      expect(((await me.json()) as User).email).toBe(email);

      // With a passkey, the password alone asks for it, and the passkey finishes the sign-in.
      await page.evaluate(() => localStorage.removeItem('jwt_token'));
      await enterPassword(page, email, origin);
      await page.getByRole('button', { name: 'Use your passkey' }).click();
      await signedInPage(watched);
      expect(watched.errors.filter((e) => !/status of 401/.test(e))).toEqual([]);
    } finally {
      await watched.context.close();
    }
  });

  it('joins from an invitation link with a passkey, and signs in with it', async () => {
    const email = `e2e-invited-${Date.now()}@example.com`;
    // Mail goes to the test SMTP server; the answer of an invitation names no link then.
    await adminApi('/staff/invitations', {
      method: 'POST',
      body: JSON.stringify({ email, name: 'Invited' }),
    });
    const mail = await waitForMail((m) => m.to.includes(email));
    const link = /https?:\/\/\S+\/login\/invitation\?token=\S+/.exec(mail.text)?.[0];
    expect(link, mail.text).toBeDefined();
    const watched = await openPage(browser, { width: 390 });
    const { page } = watched;
    try {
      await addAuthenticator(watched);
      // The mail's link is in the language the admin used; this one reads it in English.
      await page.goto(byName(link!).replace(/lang=\w+$/, 'lang=en'));
      await page.getByText(`You were invited as ${email}. Choose how you will sign in.`).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Join with a passkey' }).click();
      await signedInPage(watched);
      const me = await fetch(`${baseURL()}/api/auth/user`, {
        headers: { authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('jwt_token'))}` },
      });
      const user = (await me.json()) as User;
      expect(user).toMatchObject({ email, name: 'Invited' });
      members.ids.push(user.user_id);
      // The link is spent.
      await page.evaluate(() => localStorage.removeItem('jwt_token'));
      await page.goto(byName(link!).replace(/lang=\w+$/, 'lang=en'));
      await page
        .getByText('This invitation has expired or was already used. Ask an admin for a new one.')
        .waitFor();
      // The passkey signs in.
      await page.goto(`${byName(baseURL())}/login?lang=en`);
      await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
      await signedInPage(watched);
      expect(watched.errors.filter((e) => !/status of 40[01]/.test(e))).toEqual([]);
      // The audit log (decision 0060): joined with a passkey, then signed in with it, as themself.
      const acts = await adminApi<AuditEvent[]>(`/audit?user_id=${user.user_id}&limit=200`);
      expect(acts.find((e) => e.kind === 'staff.joined')).toMatchObject({
        target: email,
        details: { with: 'passkey' },
      });
      expect(acts.some((e) => e.kind === 'auth.sign_in' && e.details?.method === 'passkey')).toBe(true);
      expect(acts.every((e) => e.user?.name === 'Invited')).toBe(true);
    } finally {
      await watched.context.close();
    }
  });

  it('with two-step sign-in required, a password alone reaches only My account until a factor is set up', async () => {
    const email = await members.create('policy');
    const watched = await openPage(browser, { width: 1280 });
    const { page } = watched;
    await adminApi('/staff/policy', {
      method: 'PATCH',
      body: JSON.stringify({ require_second_factor: true }),
    });
    try {
      await enterPassword(page, email);
      await page.waitForURL((url) => url.pathname === '/system/account');
      await page
        .getByText(
          'The office requires two-step sign-in. Set up an authenticator app or a passkey to continue.',
        )
        .waitFor();
      await page.goto('/system/services');
      await page.waitForURL((url) => url.pathname === '/system/account');
      const token = await page.evaluate(() => localStorage.getItem('jwt_token'));
      const staff = await fetch(`${baseURL()}/api/staff`, { headers: { authorization: `Bearer ${token}` } });
      expect(staff.status).toBe(403);
      expect(((await staff.json()) as { code: string }).code).toBe('SECOND_FACTOR_SETUP_REQUIRED');
    } finally {
      await adminApi('/staff/policy', {
        method: 'PATCH',
        body: JSON.stringify({ require_second_factor: false }),
      });
      await watched.context.close();
    }
  });
});
