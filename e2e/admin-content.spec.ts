import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Blog, Category, User } from '../src/contract';
import { adminApi as api, adminPage, pngFile, waitForSaved } from './admin-session';
import { baseURL, launchBrowser, screenReady, socketConnected } from './browser';
import { withChallenge } from './challenge';

/** A plain English body long enough for a page description (page-data.spec reads the newest post). */
const ENGLISH_BODY = 'The English body of the editor test post, long enough to describe it.';

describe('the back-office content screens (decision 0012)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('creates a category with an image, shows it publicly, edits it in English leaving the Arabic as it was, deletes it through the dialog and restores it from the trash', async () => {
    const { context, page, errors } = await adminPage(browser, 'en');
    await page.goto('/system/categories');
    await screenReady(page);
    await page.getByRole('link', { name: 'Create Category' }).click();
    await page.waitForURL((url) => url.pathname === '/system/categories/create');
    const submit = page.getByRole('button', { name: 'Create Category' });
    expect(await submit.isDisabled()).toBe(true);
    await page.getByLabel('Category name (English)').fill('Survey design e2e');
    await page.getByTestId('image-upload-input').setInputFiles(await pngFile('#2A9D8F'));
    // The live preview is the public card.
    await page.getByRole('region', { name: 'Preview' }).getByText('Survey design e2e').waitFor();
    await expect.poll(() => submit.isEnabled()).toBe(true);
    const created = waitForSaved(page, 'POST', /^\/api\/categories$/);
    await submit.click();
    await created;
    await page.waitForURL((url) => url.pathname === '/system/categories');
    const card = page.getByRole('article').filter({ hasText: 'Survey design e2e' });
    await card.waitFor();
    // It lacks Arabic and Chinese, and says so.
    expect(await card.getByTestId('missing-languages').textContent()).toContain('العربية');

    const category = (await api<Category[]>('/categories')).find(
      (c) => c.cat_name.en === 'Survey design e2e',
    )!;
    expect(category.cat_header_url).toMatch(/^\/media\//);
    // The Arabic text, written by another admin in Arabic.
    await api(`/categories/${category.cat_id}`, {
      method: 'POST',
      body: JSON.stringify({
        cat_name: { ...category.cat_name, ar: 'تصميم الاستبيانات' },
        cat_header_image: null,
      }),
    });
    const publicHtml = await (await fetch(`${baseURL()}/services?lang=en`)).text();
    expect(publicHtml).toContain('Survey design e2e');

    // Edit in English: the Arabic stays exactly as it was.
    await card.getByRole('link', { name: 'Edit Survey design e2e' }).click();
    await page.waitForURL((url) => url.pathname === `/system/categories/update/${category.cat_id}`);
    const name = page.getByLabel('Category name (English)');
    await expect.poll(() => name.inputValue()).toBe('Survey design e2e');
    await name.fill('Survey design, edited e2e');
    const updated = waitForSaved(page, 'POST', new RegExp(`^/api/categories/${category.cat_id}$`));
    await page.getByRole('button', { name: 'Update Category' }).click();
    expect((await (await updated).request().postDataJSON()) as object).toMatchObject({
      cat_header_image: null,
    });
    await page.waitForURL((url) => url.pathname === '/system/categories');
    const after = (await api<Category[]>('/categories')).find((c) => c.cat_id === category.cat_id)!;
    expect(after.cat_name).toEqual({ en: 'Survey design, edited e2e', ar: 'تصميم الاستبيانات' });

    // Delete: Cancel / Yes showing the item, then the list refreshes.
    await page
      .getByRole('article')
      .filter({ hasText: 'Survey design, edited e2e' })
      .getByRole('button', { name: 'Delete Survey design, edited e2e' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Category Delete' });
    expect(await dialog.getByText('Are you sure you want to delete this category?').isVisible()).toBe(true);
    expect(await dialog.getByTestId('delete-dialog-item').textContent()).toBe('Survey design, edited e2e');
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page
      .getByRole('article')
      .filter({ hasText: 'Survey design, edited e2e' })
      .waitFor({ state: 'detached' });
    expect((await api<Category[]>('/categories')).some((c) => c.cat_id === category.cat_id)).toBe(false);
    expect(await (await fetch(`${baseURL()}/services?lang=en`)).text()).not.toContain(
      'Survey design, edited e2e',
    );

    // Restore from the trash, which says who deleted it: back on the public page.
    await page.getByRole('link', { name: 'Trash' }).click();
    const trashed = page.getByRole('article', { name: 'Survey design, edited e2e' });
    expect(await trashed.textContent()).toContain('e2e-admin@example.com');
    const restored = waitForSaved(
      page,
      'POST',
      new RegExp(`^/api/trash/categories/${category.cat_id}/restore$`),
    );
    await trashed.getByRole('button', { name: 'Restore Survey design, edited e2e' }).click();
    await restored;
    await trashed.waitFor({ state: 'detached' });
    expect(await (await fetch(`${baseURL()}/services?lang=en`)).text()).toContain(
      'Survey design, edited e2e',
    );
    expect(
      (await api<Category[]>('/categories')).find((c) => c.cat_id === category.cat_id)?.cat_name,
    ).toEqual({ en: 'Survey design, edited e2e', ar: 'تصميم الاستبيانات' });
    await api(`/categories/${category.cat_id}`, { method: 'DELETE' });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps the create form as a draft across a reload, and an update screen opened by its address loads the item', async () => {
    const { context, page } = await adminPage(browser, 'en');
    await page.goto('/system/services/create');
    await screenReady(page);
    await page.getByLabel('Service name (English)').fill('Draft service e2e');
    await page.getByLabel('Feature 1 (English)').fill('A feature kept in the draft');
    await page.reload();
    await screenReady(page);
    expect(await page.getByLabel('Service name (English)').inputValue()).toBe('Draft service e2e');
    expect(await page.getByLabel('Feature 1 (English)').inputValue()).toBe('A feature kept in the draft');
    await page.evaluate(() => localStorage.removeItem('draft_service'));

    await page.goto('/system/services/update/1');
    await screenReady(page);
    await expect.poll(() => page.getByLabel('Service name (English)').inputValue()).not.toBe('');
    expect(await page.getByRole('button', { name: 'Update Service' }).isVisible()).toBe(true);
    await context.close();
  });

  it('shows a request sent from the public site with its document and raises the badge without a reload; hovering reads it for that admin only', async () => {
    // A second admin, signed in in a second browser context: read marks are per admin.
    const password = 'Second-admin-2026';
    const { data: second } = await api<{ data: User }>('/staff', {
      method: 'POST',
      body: JSON.stringify({ email: 'reader.two@example.com', password }),
    });
    const signIn = await fetch(`${baseURL()}/api/auth/token`, {
      headers: {
        authorization: `Basic ${Buffer.from(`reader.two@example.com:${password}`).toString('base64')}`,
      },
    });
    const other = await adminPage(
      browser,
      'ar',
      1280,
      ((await signIn.json()) as { jwt_token: string }).jwt_token,
    );
    const { context, page, errors } = await adminPage(browser, 'en');
    for (const tab of [page, other.page]) {
      const socket = socketConnected(tab);
      await tab.goto('/system/requests');
      await screenReady(tab);
      await socket;
    }
    // MUI keeps the last number in a hidden badge (for its exit transition): hidden counts as 0.
    const shownIn = (tab: Page) => async () => {
      const dot = tab.getByTestId('requests-unread-badge').locator('.MuiBadge-badge');
      return (await dot.getAttribute('class'))?.includes('MuiBadge-invisible')
        ? 0
        : Number(await dot.textContent());
    };
    const shown = shownIn(page);
    const before = await shown();
    const otherBefore = await shownIn(other.page)();
    let loads = 0;
    page.on('framenavigated', (frame) => frame === page.mainFrame() && (loads += 1));

    const pdf = Buffer.from(
      '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
    );
    const res = await fetch(`${baseURL()}/api/requests`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.77' },
      body: JSON.stringify(
        await withChallenge({
          request_name: 'Live request e2e',
          request_desc: 'Needs SPSS help',
          request_email: 'live@example.com',
          request_phone: '+20 100 000 0000',
          request_address: 'Cairo',
          request_documents: [`data:application/pdf;base64,${pdf.toString('base64')}`],
        }),
      ),
    });
    expect(res.status).toBe(201);
    const card = page.getByRole('article', { name: 'Live request e2e' });
    await card.waitFor({ timeout: 5000 });
    await expect.poll(shown, { timeout: 5000 }).toBe(before + 1);
    expect(await card.getByTestId('unread-dot').count()).toBe(1);
    const doc = card.getByRole('link', { name: 'Document 1.pdf' });
    expect(await doc.getAttribute('target')).toBe('_blank');
    expect(await doc.getAttribute('href')).toMatch(/^\/media\/private\//);

    await card.hover();
    await card.getByTestId('unread-dot').waitFor({ state: 'detached' });
    await expect.poll(shown, { timeout: 5000 }).toBe(before);
    expect(loads).toBe(0);

    // The second admin still has it unread: their badge and their card's dot stay.
    await expect.poll(shownIn(other.page), { timeout: 5000 }).toBe(otherBefore + 1);
    await other.page.reload();
    await screenReady(other.page);
    // The card first (a full-suite run once read its dot before the card was there: 0), then
    // its dot at once: a card shown as read for this admin would fail here.
    const otherCard = other.page.getByRole('article', { name: 'Live request e2e' });
    await otherCard.waitFor({ timeout: 5000 });
    expect(await otherCard.getByTestId('unread-dot').count(), await otherCard.innerHTML()).toBe(1);
    // The badge fills in from its own query once the reloaded page has it: waited for, not read at once.
    await expect.poll(shownIn(other.page), { timeout: 5000 }).toBe(otherBefore + 1);
    expect(errors).toEqual([]);
    await context.close();
    await other.context.close();
    await api(`/staff/${second.user_id}`, { method: 'DELETE' });
  });

  it('types Arabic right to left in the blog editor with the toolbar mirrored, and the public page shows what the editor saved', async () => {
    const image = `data:image/png;base64,${(await (await pngFile('#E76F51')).buffer).toString('base64')}`;
    const markdown =
      '## عنوان القسم\n\nفقرة فيها [رابط](https://example.com/guide).\n\n* بند أول\n* بند ثان\n\n1. خطوة\n2. خطوة أخرى\n\n* [ ] مهمة مفتوحة\n* [x] مهمة منجزة\n\n> اقتباس قصير\n';
    const { data: blog } = await api<{ data: Blog }>('/blogs', {
      method: 'POST',
      body: JSON.stringify({
        blog_title: { ar: 'مقال اختبار المحرر', en: 'Editor test post' },
        blog_author: { ar: 'فريق الاختبار', en: 'Test team' },
        blog_desc_md: { ar: markdown, en: ENGLISH_BODY },
        blog_header_image: image,
      }),
    });

    const { context, page, errors } = await adminPage(browser, 'ar');
    await page.goto(`/system/blogs/update/${blog.blog_id}`);
    await screenReady(page);
    const editable = page.getByTestId('blog-editor').locator('[contenteditable="true"]');
    await editable.waitFor();
    expect(await editable.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
    expect(
      await page
        .getByTestId('blog-editor')
        .getByRole('toolbar')
        .evaluate((el) => getComputedStyle(el).direction),
    ).toBe('rtl');
    // Undo sits at the toolbar's right-hand end in Arabic.
    const toolbarBox = (await page.getByTestId('blog-editor').getByRole('toolbar').boundingBox())!;
    const first = (await page
      .getByTestId('blog-editor')
      .getByRole('toolbar')
      .locator('button')
      .first()
      .boundingBox())!;
    expect(first.x).toBeGreaterThan(toolbarBox.x + toolbarBox.width / 2);

    await editable.locator('p').last().click();
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await page.keyboard.type('سطر جديد كتبه المحرر');
    const line = editable.getByText('سطر جديد كتبه المحرر');
    expect(await line.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');

    const saved = waitForSaved(page, 'POST', new RegExp(`^/api/blogs/${blog.blog_id}$`));
    await page.getByRole('button', { name: 'تحديث المقال' }).click();
    const sent = (await saved).request().postDataJSON() as {
      blog_desc_md: { ar: string; en: string };
      blog_header_image: null;
    };
    expect(sent.blog_header_image).toBeNull();
    expect(sent.blog_desc_md.en).toBe(ENGLISH_BODY);
    expect(sent.blog_desc_md.ar).toContain('سطر جديد كتبه المحرر');

    const html = await (await fetch(`${baseURL()}/blogs/x?blog_id=${blog.blog_id}&lang=ar`)).text();
    expect(html).toMatch(/<h3[^>]*>عنوان القسم<\/h3>/);
    expect(html).toContain('href="https://example.com/guide"');
    expect(html).toMatch(/<ul[^>]*>[\s\S]*بند أول/);
    expect(html).toMatch(/<ol[^>]*>[\s\S]*خطوة أخرى/);
    expect(html).toMatch(/<blockquote[^>]*>[\s\S]*اقتباس قصير/);
    expect(html).toContain('مهمة منجزة');
    expect(html).toContain('سطر جديد كتبه المحرر');
    expect(errors).toEqual([]);
    await context.close();
    // Other specs read the newest post: this one goes.
    await api(`/blogs/${blog.blog_id}`, { method: 'DELETE' });
  });
});
