import { Secret, TOTP } from 'otpauth';
import type { Browser, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { User, WriteResponse } from '../src/contract';
import { adminApi } from './admin-session';
import { baseURL, screenReady, type WatchedPage } from './browser';

// What the two-step sign-in specs share (decision 0057): staff members made for a test,
// the login page's steps, an app's codes and Chromium's virtual authenticator.

const PASSWORD = 'two-step-pass-123';

/** An app's code for the secret, at a moment (as Google Authenticator would show it). */
export const appCode = (secret: string, at = Date.now()) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp: at,
  });

/**
 * WebAuthn needs a real domain: an IP address is no relying party. The passkey runs go to
 * the same server by the name `localhost`.
 */
export const byName = (url: string) => url.replace('//127.0.0.1:', '//localhost:');

/** The login page in English, filled and sent; the page then shows the next step or /system. */
export async function enterPassword(page: Page, email: string, origin = baseURL()) {
  await page.goto(`${origin}/login?lang=en`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'LOGIN' }).click();
}

/** A dialog faded in (MUI's transition ignores reduced motion): axe reads half-faded text as low contrast. */
export const shownWhole = (dialog: Locator) =>
  expect.poll(() => dialog.evaluate((el) => getComputedStyle(el.parentElement!).opacity)).toBe('1');

/** Chromium's virtual authenticator (DevTools protocol): a platform passkey that verifies the person. */
export async function addAuthenticator({ context, page }: WatchedPage) {
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

export async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL((url) => url.pathname === '/login');
}

/** Staff members made for one spec file, removed after it. */
export function testMembers() {
  const ids: number[] = [];
  return {
    ids,
    /** A new staff member signing in with PASSWORD: their address. */
    async create(name: string): Promise<string> {
      const email = `e2e-${name}-${Date.now()}@example.com`;
      const { data } = await adminApi<WriteResponse<User>>('/staff', {
        method: 'POST',
        body: JSON.stringify({ email, name, password: PASSWORD }),
      });
      ids.push(data.user_id);
      return email;
    },
    async removeAll(browser: Browser | undefined) {
      await browser?.close();
      for (const id of ids) await adminApi(`/staff/${id}`, { method: 'DELETE' });
    },
  };
}

/** Waits until a sign-in has landed in the back office. */
export async function signedInPage(watched: WatchedPage) {
  await watched.page.waitForURL((url) => url.pathname.startsWith('/system/'));
  await screenReady(watched.page);
}
