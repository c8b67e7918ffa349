import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEvent, User, WriteResponse } from '../src/contract';
import { adminApi, adminPage, waitForSaved } from './admin-session';
import { launchBrowser, openPage, screenReady } from './browser';

const MEMBER = { email: 'e2e-sessions@example.com', name: 'Sessions Tester', password: 'sessions-pass-123' };

/** Signs MEMBER in through the login page, in `lang`; the page lands in /system. */
async function signInThroughForm(page: Page, lang: 'ar' | 'en') {
  await page.goto(`/login?lang=${lang}`);
  await page.locator('input[name="email"]').waitFor();
  await page.locator('input[name="email"]').fill(MEMBER.email);
  await page.locator('input[type="password"]').fill(MEMBER.password);
  await page.locator('input[type="password"]').press('Enter');
  await page.waitForURL((url) => url.pathname.startsWith('/system/'));
}

/** When the page's socket (socket.io's, not Vite's or any other) is closed. */
function socketClosedAt(page: Page): Promise<number> {
  return new Promise((resolve) =>
    page.on('websocket', (ws) => {
      if (ws.url().includes('/socket.io/')) ws.on('close', () => resolve(Date.now()));
    }),
  );
}

/**
 * Staff sessions on screen (decision 0057): a staff member sees where they are signed in and
 * ends a session; an admin ends a colleague's. The ended browser's socket closes within a
 * second and the browser is signed out without waiting for its next action.
 */
describe('staff sessions', () => {
  let browser: Browser;
  let member: User;
  beforeAll(async () => {
    browser = await launchBrowser();
    member = (await adminApi<WriteResponse<User>>('/staff', { method: 'POST', body: JSON.stringify(MEMBER) }))
      .data;
  });
  afterAll(async () => {
    await browser?.close();
    if (member) await adminApi(`/staff/${member.user_id}`, { method: 'DELETE' });
  });

  it('ends a session from another browser and from the staff screen: each ended browser is signed out at once', async () => {
    const phone = await openPage(browser, { width: 390 });
    const laptop = await openPage(browser, { width: 1280 });
    const admin = await adminPage(browser, 'en');
    try {
      const phoneClosed = socketClosedAt(phone.page);
      await signInThroughForm(phone.page, 'ar');
      const laptopClosed = socketClosedAt(laptop.page);
      await signInThroughForm(laptop.page, 'en');

      // The laptop lists both sessions, itself marked, and ends the phone's.
      await laptop.page.goto('/system/account');
      await screenReady(laptop.page);
      const sessions = laptop.page.getByRole('region', { name: 'Where you are signed in' });
      await sessions.getByText('This device').waitFor();
      await expect.poll(() => sessions.getByRole('listitem').count()).toBe(2);
      expect(await sessions.getByText('Chrome on Linux').count()).toBe(2);
      const ended = waitForSaved(laptop.page, 'DELETE', /^\/api\/auth\/sessions\/[0-9a-f-]{36}$/);
      await sessions.getByRole('button', { name: 'End the session on Chrome on Linux' }).click();
      await ended;
      const endedAt = Date.now();
      expect((await phoneClosed) - endedAt).toBeLessThan(1000);
      await phone.page.waitForURL((url) => url.pathname === '/login');
      await phone.page.getByText('انتهت جلستك. يرجى تسجيل الدخول مرة أخرى.').waitFor();
      expect(await phone.page.evaluate(() => localStorage.getItem('jwt_token'))).toBeNull();
      await expect.poll(() => sessions.getByRole('listitem').count()).toBe(1);
      await laptop.page.getByText('Session ended').waitFor();

      // An admin ends the laptop's session from the staff screen.
      await admin.page.goto('/system/staff');
      await screenReady(admin.page);
      await admin.page.getByRole('button', { name: `Sessions of ${MEMBER.email}` }).click();
      const dialog = admin.page.getByRole('dialog', { name: `Sessions of ${MEMBER.name}` });
      await expect.poll(() => dialog.getByRole('listitem').count()).toBe(1);
      expect(await dialog.getByText('This device').count()).toBe(0);
      const adminEnded = waitForSaved(
        admin.page,
        'DELETE',
        new RegExp(`^/api/staff/${member.user_id}/sessions/[0-9a-f-]{36}$`),
      );
      await dialog.getByRole('button', { name: 'End the session on Chrome on Linux' }).click();
      await adminEnded;
      const adminEndedAt = Date.now();
      expect((await laptopClosed) - adminEndedAt).toBeLessThan(1000);
      await laptop.page.waitForURL((url) => url.pathname === '/login');
      await dialog.getByText('No open sessions').waitFor();
      // The audit log names who ended each (decision 0060): the member their own, an admin theirs.
      const ends = (await adminApi<AuditEvent[]>('/audit?kind=session.ended&limit=200')).filter(
        (e) => e.target === `staff #${member.user_id}`,
      );
      expect(ends.slice(0, 2).map((e) => e.user?.user_id === member.user_id)).toEqual([false, true]);
      // The ended browsers' check of their session is refused, as it should be: the only errors.
      const refused = /status of 401/;
      expect([...phone.errors, ...laptop.errors, ...admin.errors].filter((e) => !refused.test(e))).toEqual(
        [],
      );
    } finally {
      await Promise.all([phone.context.close(), laptop.context.close(), admin.context.close()]);
    }
  });
});
