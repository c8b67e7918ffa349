import { Secret, TOTP } from 'otpauth';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User, WriteResponse } from '../src/contract';
import { adminApi } from './admin-session';
import { axeViolations } from './axe';
import { waitForMail } from './mail';
import { baseURL, launchBrowser, openPage, screenReady, type WatchedPage } from './browser';

const PASSWORD = 'two-step-pass-123';

/** An app's code for the secret, at a moment (as Google Authenticator would show it). */
const appCode = (secret: string, at = Date.now()) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp: at,
  });

/**
 * WebAuthn needs a real domain: an IP address is no relying party. The passkey runs go to
 * the same server by the name `localhost`.
 */
const byName = (url: string) => url.replace('//127.0.0.1:', '//localhost:');

/** The login page in English, filled and sent; the page then shows the next step or /system. */
async function enterPassword(page: Page, email: string, origin = baseURL()) {
  await page.goto(`${origin}/login?lang=en`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'LOGIN' }).click();
}

/** A dialog faded in (MUI's transition ignores reduced motion): axe reads half-faded text as low contrast. */
const shownWhole = (dialog: Locator) =>
  expect.poll(() => dialog.evaluate((el) => getComputedStyle(el.parentElement!).opacity)).toBe('1');

/** Chromium's virtual authenticator (DevTools protocol): a platform passkey that verifies the person. */
async function addAuthenticator({ context, page }: WatchedPage) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL((url) => url.pathname === '/login');
}

/**
 * Two-step sign-in (decision 0057) in Chromium: an authenticator app set up from its QR
 * code's key and a code computed here, recovery codes that work once, a passkey on
 * Chromium's virtual authenticator, and the office's rule that a password alone is not enough.
 */
describe('two-step sign-in', () => {
  let browser: Browser;
  const members: number[] = [];
  /** A new staff member signing in with PASSWORD. */
  const newMember = async (name: string) => {
    const email = `e2e-${name}-${Date.now()}@example.com`;
    const { data } = await adminApi<WriteResponse<User>>('/staff', {
      method: 'POST',
      body: JSON.stringify({ email, name, password: PASSWORD }),
    });
    members.push(data.user_id);
    return email;
  };
  const signedInPage = async (watched: WatchedPage) => {
    await watched.page.waitForURL((url) => url.pathname.startsWith('/system/'));
    await screenReady(watched.page);
  };

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    for (const id of members) await adminApi(`/staff/${id}`, { method: 'DELETE' });
  });

  it('sets up an authenticator app, then signs in with its code; a recovery code works once and only once', async () => {
    const email = await newMember('app');
    const watched = await openPage(browser, { width: 1280 });
    const { page } = watched;
    try {
      await enterPassword(page, email);
      await signedInPage(watched);
      await page.goto('/system/account');
      await screenReady(page);
      await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
      const dialog = page.getByRole('dialog', { name: 'Set up an authenticator app' });
      await dialog.getByRole('img', { name: 'QR code to scan with your authenticator app' }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      const secret = (await dialog.locator('code').innerText()).replace(/\s/g, '');
      // The code of the step before: the one now stays unused for the sign-in below.
      await dialog.getByLabel('Code').fill(appCode(secret, Date.now() - 30_000));
      await dialog.getByLabel('Name (optional)').fill('Work phone');
      await dialog.getByRole('button', { name: 'Turn on' }).click();
      const codesDialog = page.getByRole('dialog', { name: 'Your recovery codes' });
      await codesDialog.waitFor();
      // Checked once the set-up dialog has faded out and this one in.
      await expect.poll(() => page.getByRole('dialog').count()).toBe(1);
      await shownWhole(codesDialog);
      expect(await axeViolations(page)).toEqual([]);
      const codes = await codesDialog.getByRole('listitem').allInnerTexts();
      expect(codes).toHaveLength(10);
      await codesDialog.getByRole('button', { name: 'I have saved them' }).click();
      const factors = page.getByRole('region', { name: 'Two-step sign-in' });
      await factors.getByText('Work phone').waitFor();
      await factors.getByText('10 recovery codes left').waitFor();
      await signOut(page);

      // The password alone now stops at the second step; the app's code finishes it.
      await enterPassword(page, email);
      await page.getByRole('heading', { name: 'Two-step sign-in' }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await page.getByLabel('Code', { exact: true }).fill(appCode(secret));
      await page.getByRole('button', { name: 'Verify' }).click();
      await signedInPage(watched);
      await signOut(page);

      // A recovery code, once.
      for (const attempt of ['first', 'again'] as const) {
        await enterPassword(page, email);
        await page.getByRole('button', { name: 'Use a recovery code' }).click();
        await page.getByLabel('Recovery code').fill(codes[0]!);
        await page.getByRole('button', { name: 'Verify' }).click();
        if (attempt === 'first') {
          await signedInPage(watched);
          await signOut(page);
        } else {
          await page
            .getByRole('alert')
            .filter({ hasText: 'The code is not right, or it has been used' })
            .waitFor();
          expect(new URL(page.url()).pathname).toBe('/login');
        }
      }
      // The refused answers are the only errors the page saw.
      expect(watched.errors.filter((e) => !/status of 401/.test(e))).toEqual([]);
    } finally {
      await watched.context.close();
    }
  });

  it('adds a passkey on a virtual authenticator and signs in with it alone, in Arabic', async () => {
    const email = await newMember('passkey');
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
      members.push(user.user_id);
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
    } finally {
      await watched.context.close();
    }
  });

  it('with two-step sign-in required, a password alone reaches only My account until a factor is set up', async () => {
    const email = await newMember('policy');
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
