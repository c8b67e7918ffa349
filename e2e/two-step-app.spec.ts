import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEvent } from '../src/contract';
import { adminApi } from './admin-session';
import { axeViolations } from './axe';
import { launchBrowser, openPage, screenReady } from './browser';
import { appCode, enterPassword, shownWhole, signedInPage, signOut, testMembers } from './two-step';

/**
 * Two-step sign-in with an authenticator app (decision 0057) in Chromium: set up from its QR
 * code's key with a code computed here, asked for after the password, and the recovery codes,
 * each of which works once.
 */
describe('two-step sign-in with an app', () => {
  let browser: Browser;
  const members = testMembers();
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => members.removeAll(browser));

  it('sets up an authenticator app, then signs in with its code; a recovery code works once and only once', async () => {
    const email = await members.create('app');
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

      // The audit log holds it all, with the right person (decision 0060): the app added, the
      // sign-ins with a code, the recovery code refused, and never the codes themselves.
      const id = members.ids.at(-1)!;
      const acts = await adminApi<AuditEvent[]>(`/audit?user_id=${id}&limit=200`);
      expect(acts.map((e) => e.kind)).toEqual(expect.arrayContaining(['factor.added', 'auth.sign_in']));
      expect(acts.filter((e) => e.kind === 'auth.sign_in').map((e) => e.details?.method)).toEqual(
        expect.arrayContaining(['password', 'code']),
      );
      const failures = await adminApi<AuditEvent[]>('/audit?kind=auth.sign_in_failed&limit=200');
      expect(failures.some((e) => e.target === email && e.details?.method === 'code')).toBe(true);
      expect(JSON.stringify([acts, failures])).not.toContain(codes[0]!);
    } finally {
      await watched.context.close();
    }
  });
});
