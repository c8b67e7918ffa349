import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SeoEntry, SiteSettings, UiTranslation } from '../src/contract';
import { adminApi as api, adminPage, waitForSaved } from './admin-session';
import { baseURL, launchBrowser, openPage, screenReady, type WatchedPage } from './browser';
import { waitForMail } from './mail';
import { withChallenge } from './challenge';

const servedTitle = async (path: string) =>
  /<title>([^<]*)<\/title>/.exec(await (await fetch(`${baseURL()}${path}`)).text())?.[1];

describe("the office's back-office screens (decision 0013)", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('SEO: Update waits for an edit, saves only the changed entry, and the public page is served with the new title', async () => {
    const before = (await api<SeoEntry[]>('/seoMetaData')).find((e) => e.path === '/about-us')!;
    const { context, page, errors } = await adminPage(browser, 'ar', 390);
    try {
      await page.goto('/system/seo');
      await screenReady(page);
      const update = page.getByRole('button', { name: 'تحديث', exact: true });
      expect(await update.isDisabled()).toBe(true);
      const block = page.locator('[data-seo-path="/about-us"]');
      const title = block.getByRole('textbox', { name: 'العنوان' });
      await expect.poll(() => title.inputValue()).toBe(before.title);
      await title.fill('من نحن | عنوان من اختبار e2e');
      // The search result preview follows the typing.
      await block
        .getByRole('group', { name: 'معاينة نتيجة البحث' })
        .getByText('من نحن | عنوان من اختبار e2e')
        .waitFor();
      expect(await update.isEnabled()).toBe(true);

      const patches: string[] = [];
      page.on('request', (req) => {
        if (req.method() === 'PATCH') patches.push(new URL(req.url()).pathname);
      });
      const saved = waitForSaved(page, 'PATCH', /^\/api\/seoMetaData\/\$about-us$/);
      await update.click();
      expect((await saved).request().postDataJSON()).toEqual({ title: 'من نحن | عنوان من اختبار e2e' });
      await page.getByText('تم تحديث بيانات تحسين محركات البحث بنجاح').waitFor();
      expect(patches).toEqual(['/api/seoMetaData/$about-us']);
      await expect.poll(() => update.isDisabled()).toBe(true);

      // The Arabic page, as first sent, carries the new title; the English one keeps its own.
      expect(await servedTitle('/about-us')).toBe('من نحن | عنوان من اختبار e2e');
      expect(await servedTitle('/about-us?lang=en')).toBe('About Us | Bahith Student Services Office');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
      await api('/seoMetaData/$about-us', { method: 'PATCH', body: JSON.stringify({ title: before.title }) });
    }
  });

  it('Translations: an Arabic text edited in place changes the open public page without a reload; search and the missing filter find entries', async () => {
    const entry = (await api<UiTranslation[]>('/translations/ui')).find((e) => e.en === 'Why Choose Us')!;
    const visitor = await openPage(browser, { width: 1440 });
    const { context, page, errors } = await adminPage(browser, 'en');
    try {
      const socket = visitor.page.waitForEvent('websocket');
      await visitor.page.goto('/', { waitUntil: 'networkidle' });
      await socket;
      const loads: string[] = [];
      visitor.page.on(
        'framenavigated',
        (frame) => frame === visitor.page.mainFrame() && loads.push(frame.url()),
      );
      await visitor.page
        .getByRole('navigation')
        .getByRole('link', { name: entry.ar, exact: true })
        .first()
        .waitFor();

      await page.goto('/system/translations');
      await screenReady(page);
      await page.getByRole('searchbox', { name: 'Search' }).fill('why choose');
      await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('why choose');
      const row = page.getByRole('group', { name: 'Why Choose Us', exact: true });
      const arabic = row.getByRole('textbox', { name: 'العربية' });
      await expect.poll(() => arabic.inputValue()).toBe(entry.ar);
      await arabic.fill('لماذا نحن بالذات');
      const saved = waitForSaved(page, 'PATCH', new RegExp(`^/api/translations/ui/${entry.id}$`));
      await arabic.press('Enter');
      expect((await saved).request().postDataJSON()).toEqual({ ar: 'لماذا نحن بالذات' });

      await visitor.page
        .getByRole('navigation')
        .getByRole('link', { name: 'لماذا نحن بالذات', exact: true })
        .first()
        .waitFor({ timeout: 5000 });
      expect(loads).toEqual([]);

      // The filter for entries without Chinese: a new entry with none shows there.
      await page.getByRole('button', { name: 'Add translation' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add translation' });
      await dialog.getByRole('textbox', { name: 'English' }).fill('An e2e phrase with no Chinese');
      await dialog.getByRole('textbox', { name: 'العربية' }).fill('عبارة اختبار بلا صينية');
      const created = waitForSaved(page, 'POST', /^\/api\/translations\/ui$/);
      await dialog.getByRole('button', { name: 'Add' }).click();
      const { data } = (await (await created).json()) as { data: UiTranslation };
      await dialog.waitFor({ state: 'hidden' });
      await page.getByRole('searchbox', { name: 'Search' }).fill('');
      await page.getByRole('button', { name: /Missing\W+中文/ }).click();
      const newRow = page.getByRole('group', { name: 'An e2e phrase with no Chinese' });
      await newRow.waitFor();
      // Every seeded string has its Chinese text: the new entry is the only one listed.
      await page.getByText('1 in all', { exact: true }).waitFor();

      // Delete through the dialog.
      await newRow.getByRole('button', { name: 'Delete An e2e phrase with no Chinese' }).click();
      const removed = waitForSaved(page, 'DELETE', new RegExp(`^/api/translations/ui/${data.id}$`));
      await page
        .getByRole('dialog', { name: 'Translation Delete' })
        .getByRole('button', { name: 'Yes' })
        .click();
      await removed;
      await newRow.waitFor({ state: 'detached' });
      expect(errors).toEqual([]);
      expect(visitor.errors).toEqual([]);
    } finally {
      await context.close();
      await visitor.context.close();
      await api(`/translations/ui/${entry.id}`, { method: 'PATCH', body: JSON.stringify({ ar: entry.ar }) });
    }
  });

  it('Settings: a wrong value is named under its field before Save; a saved phone is on the public pages at once', async () => {
    const before = await api<SiteSettings>('/settings');
    /**
     * The footer of a page other than the contact page: the server keeps its HTML until a write
     * (render/cached-section).
     */
    const footerOf = async (path: string) => {
      const html = await (await fetch(`${baseURL()}${path}`)).text();
      return html.slice(html.indexOf('<footer'));
    };
    expect(await footerOf('/why-us')).toContain(before.office_phone);
    const { context, page, errors } = await adminPage(browser, 'en', 390);
    try {
      await page.goto('/system/settings');
      await screenReady(page);
      const save = page.getByRole('button', { name: 'Save settings' });
      expect(await save.isDisabled()).toBe(true);
      const whatsapp = page.getByRole('textbox', { name: 'WhatsApp number' });
      await whatsapp.fill('+20 100');
      await page.getByText('must be the international number in digits, without + or spaces').waitFor();
      expect(await save.isDisabled()).toBe(true);
      await whatsapp.fill(before.whatsapp_number);

      await page.getByRole('textbox', { name: 'Office phone' }).fill('+20 122 765 4321');
      const saved = waitForSaved(page, 'PATCH', /^\/api\/settings$/);
      await save.click();
      expect((await saved).request().postDataJSON()).toEqual({ office_phone: '+20 122 765 4321' });
      await page.getByText('Settings updated successfully').waitFor();
      await expect.poll(() => save.isDisabled()).toBe(true);
      expect(await (await fetch(`${baseURL()}/contact-us`)).text()).toContain('+20 122 765 4321');
      expect(await footerOf('/why-us')).toContain('+20 122 765 4321');
      expect(await footerOf('/about-us?lang=zh')).toContain('+20 122 765 4321');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
      await api('/settings', {
        method: 'PATCH',
        body: JSON.stringify({ office_phone: before.office_phone }),
      });
    }
  });

  it('Staff: invites an admin, who joins from the mailed link with their own password; removing them signs their open tab out at once', async () => {
    const { context, page, errors } = await adminPage(browser, 'en');
    let second: WatchedPage | undefined;
    try {
      await page.goto('/system/staff');
      await screenReady(page);
      // Yourself: the button says why it cannot be pressed.
      const me = page.getByRole('article', { name: 'e2e-admin@example.com' });
      expect(await me.getByRole('button', { name: 'Remove e2e-admin@example.com' }).isDisabled()).toBe(true);

      await page.getByRole('button', { name: 'Invite a colleague' }).click();
      const dialog = page.getByRole('dialog', { name: 'Invite a colleague' });
      const send = dialog.getByRole('button', { name: 'Send the invitation' });
      await dialog.getByRole('textbox', { name: 'Email' }).fill('second.admin@');
      expect(await send.isDisabled()).toBe(true);
      await dialog.getByRole('textbox', { name: 'Email' }).fill('second.admin@example.com');
      await dialog.getByRole('textbox', { name: 'Name' }).fill('Second admin');
      await dialog.getByRole('combobox', { name: 'Role' }).selectOption('admin');
      // The form asks for no password: the invitee chooses their own.
      expect(await dialog.locator('input[type="password"]').count()).toBe(0);
      await send.click();
      await dialog.getByText('Invitation sent to second.admin@example.com').waitFor();
      await dialog.getByRole('button', { name: 'Close' }).click();
      const mail = await waitForMail((m) => m.to.includes('second.admin@example.com'));
      const link = /https?:\/\/\S+\/login\/invitation\?token=\S+/.exec(mail.text)?.[0];
      expect(link, mail.text).toBeDefined();

      // The invitee joins in Arabic with a password of their own, and works in their own tab.
      second = await openPage(browser, { width: 1280 });
      const socket = second.page.waitForEvent('websocket');
      await second.page.goto(link!.replace(/lang=\w+$/, 'lang=ar'));
      await second.page.getByText('second.admin@example.com').waitFor();
      await second.page.getByLabel('اختر كلمة مرور').fill('my-own-password-42');
      await second.page.getByRole('button', { name: 'الانضمام بكلمة المرور هذه' }).click();
      await second.page.waitForURL((url) => url.pathname.startsWith('/system/'));
      await second.page.goto('/system/services');
      await screenReady(second.page);
      await socket;
      await second.page.getByRole('heading', { level: 1, name: 'الخدمات' }).waitFor();
      const token = await second.page.evaluate(() => localStorage.getItem('jwt_token'));
      const basic = Buffer.from('second.admin@example.com:my-own-password-42').toString('base64');
      expect(
        (await fetch(`${baseURL()}/api/auth/token`, { headers: { authorization: `Basic ${basic}` } })).status,
      ).toBe(200);
      await page.getByRole('article', { name: 'second.admin@example.com' }).waitFor();

      const card = page.getByRole('article', { name: 'second.admin@example.com' });
      await card.getByRole('button', { name: 'Remove second.admin@example.com' }).click();
      const removed = waitForSaved(page, 'DELETE', /^\/api\/staff\/\d+$/);
      await page
        .getByRole('dialog', { name: 'Remove staff member' })
        .getByRole('button', { name: 'Yes' })
        .click();
      await removed;
      await card.waitFor({ state: 'detached' });

      // Their open tab is sent to the sign-in page without touching anything, and the token is dead.
      await second.page.waitForURL((url) => url.pathname === '/login', { timeout: 5000 });
      const after = await fetch(`${baseURL()}/api/auth/user`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(after.status).toBe(401);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
      await second?.context.close();
    }
  });

  it('Messages: a message sent from the contact form appears live with the badge, is read on focus, deleted through the dialog, restored from the trash, and gone for good when the trash is emptied', async () => {
    const { context, page, errors } = await adminPage(browser, 'en');
    try {
      const socket = page.waitForEvent('websocket');
      await page.goto('/system/messages');
      await screenReady(page);
      await socket;
      const dot = page.getByTestId('messages-unread-badge').locator('.MuiBadge-badge');
      const shown = async () =>
        (await dot.getAttribute('class'))?.includes('MuiBadge-invisible')
          ? 0
          : Number(await dot.textContent());
      const before = await shown();
      const res = await fetch(`${baseURL()}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.91' },
        body: JSON.stringify(
          await withChallenge({
            name: 'Salma',
            email: 'salma@example.com',
            number: '+964 770 000 0000',
            subject: 'Prices of SPSS analysis e2e',
            message: 'How much for a full analysis?',
          }),
        ),
      });
      expect(res.status).toBe(201);
      const card = page.getByRole('article', { name: 'Prices of SPSS analysis e2e' });
      await card.waitFor({ timeout: 5000 });
      await expect.poll(shown, { timeout: 5000 }).toBe(before + 1);
      // Read by keyboard focus as well as by hover.
      await card.getByRole('button', { name: 'Delete Prices of SPSS analysis e2e' }).focus();
      await card.getByTestId('unread-dot').waitFor({ state: 'detached' });
      await expect.poll(shown, { timeout: 5000 }).toBe(before);

      await card.getByRole('button', { name: 'Delete Prices of SPSS analysis e2e' }).click();
      await page.getByRole('dialog', { name: 'Message Delete' }).getByRole('button', { name: 'Yes' }).click();
      await card.waitFor({ state: 'detached' });
      await page.getByRole('link', { name: 'Trash' }).click();
      await page.getByRole('button', { name: 'Restore Salma · Prices of SPSS analysis e2e' }).click();
      await page.getByRole('link', { name: 'Messages' }).click();
      await page.getByRole('article', { name: 'Prices of SPSS analysis e2e' }).waitFor();

      // Deleted again, then gone for good with the whole trash, after a confirm.
      await page
        .getByRole('article', { name: 'Prices of SPSS analysis e2e' })
        .getByRole('button', { name: 'Delete Prices of SPSS analysis e2e' })
        .click();
      await page.getByRole('dialog', { name: 'Message Delete' }).getByRole('button', { name: 'Yes' }).click();
      await page.getByRole('article', { name: 'Prices of SPSS analysis e2e' }).waitFor({ state: 'detached' });
      await page.getByRole('link', { name: 'Trash' }).click();
      await page.getByRole('article', { name: 'Salma · Prices of SPSS analysis e2e' }).waitFor();
      await page.getByRole('button', { name: 'Empty the trash' }).click();
      const confirm = page.getByRole('dialog', { name: 'Empty the trash' });
      expect(await confirm.getByText(/in the trash for good/).innerText()).toMatch(
        /^Delete the (?:1 item|(?!1 )\d+ items) in the trash for good\? They cannot be restored afterwards\.$/,
      );
      await confirm.getByRole('button', { name: 'Yes' }).click();
      await page.getByText('The trash is empty').waitFor();
      expect(await page.getByRole('button', { name: 'Empty the trash' }).count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
