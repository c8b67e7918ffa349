import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEvent, UiTranslation, User, WriteResponse } from '../src/contract';
import { adminApi, adminPage, waitForSaved } from './admin-session';
import { axeViolations } from './axe';
import { baseURL, launchBrowser, openPage, screenReady } from './browser';
import { withChallenge } from './challenge';
import { waitForMail } from './mail';
import { addAuthenticator, byName, signedInPage } from './two-step';
import { uiText } from './ui-text';

const PASSWORD = 'roles-e2e-pass-1';

/** A staff member of a role, made by the admin through the API, and their token. */
async function memberOf(role: 'editor' | 'translator', name: string) {
  const email = `e2e-${role}-${Date.now()}@example.com`;
  const { data } = await adminApi<WriteResponse<User>>('/staff', {
    method: 'POST',
    body: JSON.stringify({ email, name, password: PASSWORD }),
  });
  await adminApi(`/staff/${data.user_id}`, { method: 'PATCH', body: JSON.stringify({ role }) });
  const signIn = await fetch(`${baseURL()}/api/auth/token`, {
    headers: { authorization: `Basic ${Buffer.from(`${email}:${PASSWORD}`).toString('base64')}` },
  });
  const { jwt_token } = (await signIn.json()) as { jwt_token: string };
  return { id: data.user_id, email, token: jwt_token };
}

const sidebarHas = (page: Page, label: string) =>
  page
    .getByRole('navigation', { name: 'Admin navigation' })
    .getByRole('link', { name: label, exact: true })
    .count()
    .then((n) => n > 0);

/**
 * Staff roles in Chromium (decision 0058): a desk member invited by mail joins with a passkey
 * and works a request, seeing only the desk; a translator edits texts and nothing else. The
 * server's refusals are checked from outside too.
 */
describe('staff roles', () => {
  let browser: Browser;
  const made: number[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    for (const id of made) await adminApi(`/staff/${id}`, { method: 'DELETE' }).catch(() => undefined);
  });

  it(
    'an invited desk member joins with a passkey and works a request, offered only the desk and its people',
    { timeout: 120_000 },
    async () => {
      const editor = await memberOf('editor', 'Edith Editor');
      made.push(editor.id);
      const email = `e2e-desk-${Date.now()}@example.com`;
      const admin = await adminPage(browser, 'en');
      const desk = await openPage(browser, { width: 1280 });
      try {
        // The admin invites them as the request desk.
        await admin.page.goto('/system/staff');
        await screenReady(admin.page);
        await admin.page.getByRole('button', { name: 'Invite a colleague' }).click();
        const dialog = admin.page.getByRole('dialog', { name: 'Invite a colleague' });
        await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
        await dialog.getByRole('textbox', { name: 'Name' }).fill('Dana Desk');
        await dialog.getByRole('combobox', { name: 'Role' }).selectOption('desk');
        await dialog.getByText('Requests, messages, the dashboard and student data').waitFor();
        await dialog.getByRole('button', { name: 'Send the invitation' }).click();
        await dialog.getByText(`Invitation sent to ${email}`).waitFor();
        await dialog.getByRole('button', { name: 'Close' }).click();
        const mail = await waitForMail((m) => m.to.includes(email));
        const link = /https?:\/\/\S+\/login\/invitation\?token=\S+/.exec(mail.text)?.[0];
        expect(link, mail.text).toBeDefined();

        // A student's request waits on the desk.
        const res = await fetch(`${baseURL()}/api/requests`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.58' },
          body: JSON.stringify(
            await withChallenge({
              request_name: 'ليلى الدوسري',
              request_desc: 'ترجمة ملخص الرسالة إلى الإنجليزية',
              request_email: 'layla@example.com',
              request_phone: '+966 55 000 2222',
              request_address: 'جدة',
              request_lang: 'ar',
            }),
          ),
        });
        expect(res.status).toBe(201);
        const { request_id: id } = ((await res.json()) as { data: { request_id: number } }).data;

        // They join with a passkey and land on the requests, the first screen their role opens.
        await addAuthenticator(desk);
        await desk.page.goto(byName(link!).replace(/lang=\w+$/, 'lang=en'));
        await desk.page.getByRole('button', { name: 'Join with a passkey' }).click();
        await signedInPage(desk);
        expect(new URL(desk.page.url()).pathname).toBe('/system/requests');
        for (const label of ['Requests', 'Messages', 'Dashboard', 'Student data', 'Trash', 'My account'])
          expect(await sidebarHas(desk.page, label), label).toBe(true);
        for (const label of ['Services', 'Blogs', 'SEO', 'Translations', 'Settings', 'Staff accounts'])
          expect(await sidebarHas(desk.page, label), label).toBe(false);
        // Exporting every request stays with the admins.
        expect(await desk.page.getByRole('button', { name: 'Export as CSV' }).count()).toBe(0);

        // They take the request: the assignee list offers the desk's people, not the editor.
        await desk.page.goto(`${byName(baseURL())}/system/requests/${id}`);
        await screenReady(desk.page);
        await desk.page.getByRole('combobox', { name: 'Assigned to' }).click();
        const options = await desk.page.getByRole('option').allInnerTexts();
        expect(options).toContain('Dana Desk');
        expect(options).not.toContain('Edith Editor');
        const assigned = waitForSaved(desk.page, 'PUT', new RegExp(`^/api/requests/${id}/assignee$`));
        await desk.page.getByRole('option', { name: 'Dana Desk' }).click();
        await assigned;
        await desk.page.getByLabel('Add a note for the staff').fill('Sent the quote by WhatsApp');
        const noted = waitForSaved(desk.page, 'POST', new RegExp(`^/api/requests/${id}/notes$`));
        await desk.page.getByRole('button', { name: 'Add note' }).click();
        await noted;
        await desk.page.getByRole('combobox', { name: 'Status' }).click();
        const moved = waitForSaved(desk.page, 'PUT', new RegExp(`^/api/requests/${id}/status$`));
        await desk.page.getByRole('option', { name: 'In progress' }).click();
        await moved;
        await desk.page.getByTestId('request-status').filter({ hasText: 'In progress' }).waitFor();

        // The services screen is not theirs, and neither is the API behind it.
        await desk.page.goto(`${byName(baseURL())}/system/services`);
        await desk.page.getByRole('heading', { level: 1, name: 'Not open to your role' }).waitFor();
        expect(await axeViolations(desk.page)).toEqual([]);
        const token = await desk.page.evaluate(() => localStorage.getItem('jwt_token'));
        const write = await fetch(`${baseURL()}/api/services`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: '{}',
        });
        expect(write.status).toBe(403);
        const me = (await (
          await fetch(`${baseURL()}/api/auth/user`, { headers: { authorization: `Bearer ${token}` } })
        ).json()) as User;
        made.push(me.user_id);
        expect(me.role).toBe('desk');

        // The audit log holds what each of them did, with the right person (decision 0060).
        const acts = await adminApi<AuditEvent[]>(`/audit?user_id=${me.user_id}&limit=200`);
        expect(acts.map((e) => e.kind)).toEqual(
          expect.arrayContaining(['staff.joined', 'request.assigned', 'request.note', 'request.status']),
        );
        expect(acts.every((e) => e.user?.name === 'Dana Desk')).toBe(true);
        expect(acts.find((e) => e.kind === 'request.status')).toMatchObject({
          target: `request #${id}`,
          details: { to: 'in_progress' },
        });
        const invited = await adminApi<AuditEvent[]>('/audit?kind=staff.invited&limit=200');
        expect(invited.find((e) => e.target === email)?.user?.name).toBeTruthy();
        // And the admin reads it on screen, narrowed to that person.
        await admin.page.goto('/system/audit');
        await screenReady(admin.page);
        await admin.page.getByRole('combobox', { name: 'Person' }).selectOption({ label: 'Dana Desk' });
        const events = admin.page.getByRole('list', { name: 'Events' });
        await events.locator('li[data-kind="request.note"]').waitFor();
        expect(await events.locator('li[data-kind="request.note"]').innerText()).toContain('Dana Desk');
        expect(await events.locator('li[data-kind="content.save"]').count()).toBe(0);
        expect(desk.errors.filter((e) => !/status of 40[13]/.test(e))).toEqual([]);
      } finally {
        await admin.context.close();
        await desk.context.close();
      }
    },
  );

  it('a translator edits a UI string and a text in Arabic on a phone, with no delete, create or image to change', async () => {
    const translator = await memberOf('translator', 'Tariq Translator');
    made.push(translator.id);
    const key = `E2E role phrase ${Date.now()}`;
    const { data: entry } = await adminApi<WriteResponse<UiTranslation>>('/translations/ui', {
      method: 'POST',
      body: JSON.stringify({ en: key, ar: 'عبارة', zh: '' }),
    });
    const { page, context, errors } = await adminPage(browser, 'ar', 390, translator.token);
    try {
      // Their first screen is the services, with no way to create one.
      await page.goto('/system');
      await page.waitForURL((url) => url.pathname === '/system/services');
      await screenReady(page);
      expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
      expect(await page.getByRole('link', { name: uiText('Create Service', 'ar') }).count()).toBe(0);
      expect(await page.getByRole('button', { name: new RegExp(`^${uiText('Delete', 'ar')}`) }).count()).toBe(
        0,
      );

      await page.goto('/system/translations');
      await screenReady(page);
      await page.getByRole('searchbox', { name: uiText('Search', 'ar') }).fill(key);
      const row = page.getByRole('group', { name: key, exact: true });
      await row.getByRole('textbox', { name: '中文' }).fill('角色短语');
      const saved = waitForSaved(page, 'PATCH', new RegExp(`^/api/translations/ui/${entry.id}$`));
      await row.getByRole('textbox', { name: '中文' }).press('Enter');
      expect((await saved).request().postDataJSON()).toEqual({ zh: '角色短语' });
      // The row's fields are disabled while it saves: the check below reads the row settled.
      await expect.poll(() => row.getByRole('textbox', { name: '中文' }).isEnabled()).toBe(true);
      expect(await row.getByRole('button', { name: new RegExp(uiText('Delete', 'ar')) }).count()).toBe(0);
      expect(
        await page.getByRole('button', { name: uiText('Add translation', 'ar') }).count(),
        'no new keys',
      ).toBe(0);
      expect(await axeViolations(page)).toEqual([]);
      const removal = await fetch(`${baseURL()}/api/translations/ui/${entry.id}`, {
        method: 'DELETE',
        headers: { authorization: `Bearer ${translator.token}` },
      });
      expect(removal.status).toBe(403);

      // A post's form: the texts to change, the header image shown without a way to change it.
      const [blog] = await adminApi<{ blog_id: number }[]>('/blogs');
      await page.goto(`/system/blogs/update/${blog!.blog_id}`);
      await screenReady(page);
      await page
        .getByText(
          uiText(
            'Your role may change the texts in each language; the other fields are shown as they are.',
            'ar',
          ),
        )
        .waitFor();
      expect(await page.getByRole('button', { name: uiText('Change image', 'ar') }).isVisible()).toBe(false);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
      await adminApi(`/translations/ui/${entry.id}`, { method: 'DELETE' });
    }
  });
});
