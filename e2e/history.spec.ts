import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEvent, Blog, SeoEntry, UiTranslation, WriteResponse } from '../src/contract';
import { adminApi, adminPage, pngFile, waitForSaved } from './admin-session';
import { axeViolations } from './axe';
import { launchBrowser, screenReady } from './browser';
import { uiText } from './ui-text';

const FIRST = 'يقدّم المكتب تحليلًا إحصائيًا كاملًا للاستبيان.';
const SECOND = 'يقدّم المكتب تحليلًا إحصائيًا موجزًا للاستبيان.';
const THIRD = 'يقدّم المكتب تحليلًا موجزًا.';

/**
 * An item's history (decision 0059) in Chromium: a post's Arabic body saved twice, its
 * versions listed with who saved them, the change shown right to left, and the first
 * version restored exactly, the form showing it at once.
 */
describe('history and undo', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it("restores a post's first Arabic body exactly, its change shown right to left", async () => {
    const image = await pngFile('#335577');
    const { data: blog } = await adminApi<WriteResponse<Blog>>('/blogs', {
      method: 'POST',
      body: JSON.stringify({
        blog_title: { ar: 'منشور السجل', en: 'A post with a history' },
        blog_desc_md: { ar: FIRST, en: 'The office analyses the whole survey.' },
        blog_author: { ar: 'المكتب', en: 'The office' },
        blog_header_image: `data:image/png;base64,${image.buffer.toString('base64')}`,
      }),
    });
    for (const ar of [SECOND, THIRD])
      await adminApi(`/blogs/${blog.blog_id}`, {
        method: 'POST',
        body: JSON.stringify({ blog_desc_md: { ...blog.blog_desc_md, ar } }),
      });

    const { page, context, errors } = await adminPage(browser, 'ar', 390);
    try {
      await page.goto(`/system/blogs/update/${blog.blog_id}`);
      await screenReady(page);
      await page.getByRole('button', { name: uiText('History', 'ar') }).click();
      const dialog = page.getByRole('dialog', { name: uiText('History', 'ar') });
      const versions = dialog.getByRole('list', { name: uiText('Versions', 'ar') }).getByRole('button');
      await expect.poll(() => versions.count()).toBe(3);
      expect(await versions.nth(0).innerText()).toContain(uiText('Current', 'ar'));
      expect(await versions.nth(2).innerText()).toContain(uiText('Created', 'ar'));
      expect(await versions.nth(1).innerText()).toContain(uiText('Saved', 'ar'));

      // The first version against now: its Arabic change, right to left, removals and additions marked.
      await versions.nth(2).click();
      const diff = dialog.getByTestId('diff-ar');
      await diff.waitFor();
      expect(await diff.getAttribute('dir')).toBe('rtl');
      expect(await diff.getAttribute('lang')).toBe('ar');
      expect(await diff.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
      expect(await diff.locator('del').allInnerTexts()).toEqual(
        expect.arrayContaining([expect.stringContaining('كاملًا')]),
      );
      expect(await diff.locator('ins').allInnerTexts()).toEqual(
        expect.arrayContaining([expect.stringContaining('موجزًا')]),
      );
      expect(await axeViolations(page)).toEqual([]);

      const restored = waitForSaved(page, 'POST', /^\/api\/revisions\/restore\/\d+$/);
      await dialog.getByRole('button', { name: uiText('Restore this version', 'ar') }).click();
      await restored;
      await dialog.waitFor({ state: 'detached' });
      // The server holds the first text exactly, and the form shows it without a reload.
      const now = await adminApi<Blog>(`/blogs/admin/${blog.blog_id}`);
      expect(now.blog_desc_md.ar).toBe(FIRST);
      expect(now.blog_desc_md.en).toBe(blog.blog_desc_md.en);
      await page.getByText(FIRST).first().waitFor();
      // And the restore is itself the newest version.
      await page.getByRole('button', { name: uiText('History', 'ar') }).click();
      await expect
        .poll(() =>
          page
            .getByRole('list', { name: uiText('Versions', 'ar') })
            .getByRole('button')
            .count(),
        )
        .toBe(4);
      // The audit log names who saved and who restored (decision 0060).
      const saves = await adminApi<AuditEvent[]>('/audit?kind=content.save&limit=200');
      const ofPost = saves.filter((e) => e.target === `blogs #${blog.blog_id}`);
      expect(ofPost).toHaveLength(3);
      expect(ofPost.every((e) => e.user !== null)).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
      await adminApi(`/blogs/${blog.blog_id}`, { method: 'DELETE' });
    }
  });

  it("restores a UI string's earlier Arabic from its row, and an SEO entry's title from its block", async () => {
    const en = `History phrase ${Date.now()}`;
    const { data: entry } = await adminApi<WriteResponse<UiTranslation>>('/translations/ui', {
      method: 'POST',
      body: JSON.stringify({ en, ar: 'عبارة أولى', zh: '' }),
    });
    await adminApi(`/translations/ui/${entry.id}`, {
      method: 'PATCH',
      body: JSON.stringify({ ar: 'عبارة ثانية' }),
    });
    const { page, context, errors } = await adminPage(browser, 'en', 1280);
    try {
      await page.goto('/system/translations');
      await screenReady(page);
      await page.getByRole('searchbox', { name: 'Search' }).fill(en);
      const row = page.getByRole('group', { name: en, exact: true });
      await row.getByRole('button', { name: `History of ${en}` }).click();
      const dialog = page.getByRole('dialog', { name: 'History' });
      const versions = dialog.getByRole('list', { name: 'Versions' }).getByRole('button');
      await expect.poll(() => versions.count()).toBe(2);
      await versions.nth(1).click();
      expect(await dialog.getByTestId('diff-ar').getAttribute('dir')).toBe('rtl');
      const restored = waitForSaved(page, 'POST', /^\/api\/revisions\/restore\/\d+$/);
      await dialog.getByRole('button', { name: 'Restore this version' }).click();
      await restored;
      await expect.poll(() => row.getByRole('textbox', { name: 'العربية' }).inputValue()).toBe('عبارة أولى');

      // An SEO entry: its block's History puts the earlier title back, and the untouched block shows it.
      // A page no other spec edits: specs share the server and run at once.
      const entries = await adminApi<SeoEntry[]>('/seoMetaData');
      const seo = entries.find((e) => e.path === '/researchers') ?? entries.at(-1);
      const path = seo!.path;
      await adminApi(`/seoMetaData/${encodeURIComponent(path)}`, {
        method: 'PATCH',
        body: JSON.stringify({ title: 'عنوان مؤقت للاختبار' }),
      });
      await page.goto('/system/seo');
      await screenReady(page);
      await page.getByRole('button', { name: `History of ${path}`, exact: true }).click();
      const seoVersions = page
        .getByRole('dialog', { name: 'History' })
        .getByRole('list', { name: 'Versions' });
      await seoVersions.getByRole('button').nth(1).click();
      const seoRestored = waitForSaved(page, 'POST', /^\/api\/revisions\/restore\/\d+$/);
      await page.getByRole('button', { name: 'Restore this version' }).click();
      await seoRestored;
      const now = (await adminApi<SeoEntry[]>('/seoMetaData')).find((e) => e.path === path);
      expect(now?.title).toBe(seo!.title);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
      await adminApi(`/translations/ui/${entry.id}`, { method: 'DELETE' });
    }
  });
});
