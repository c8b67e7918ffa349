import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SeoEntry } from '../src/contract';
import { adminApi as api, adminPage, waitForSaved } from './admin-session';
import { baseURL, launchBrowser } from './browser';

const servedTitle = async (path: string) => /<title>([^<]*)<\/title>/.exec(await (await fetch(`${baseURL()}${path}`)).text())?.[1];

describe("the office's back-office screens (issue 11 §7, §9)", () => {
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
      await page.goto('/system/seo', { waitUntil: 'networkidle' });
      const update = page.getByRole('button', { name: 'تحديث', exact: true });
      expect(await update.isDisabled()).toBe(true);
      const block = page.locator('[data-seo-path="/about-us"]');
      const title = block.getByRole('textbox', { name: 'العنوان' });
      await expect.poll(() => title.inputValue()).toBe(before.title);
      await title.fill('من نحن | عنوان من اختبار e2e');
      // The search result preview follows the typing.
      await block.getByRole('group', { name: 'معاينة نتيجة البحث' }).getByText('من نحن | عنوان من اختبار e2e').waitFor();
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
});
