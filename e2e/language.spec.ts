import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Blog } from '../src/contract';
import { baseURL, launchBrowser, openPage } from './browser';

describe('language switching', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('starts in Arabic, flips to English (LTR) and stays English after a reload', async () => {
    const { context, page, errors } = await openPage(browser);
    await page.goto('/');
    const html = page.locator('html');
    expect(await html.getAttribute('lang')).toBe('ar');
    expect(await html.getAttribute('dir')).toBe('rtl');

    await page.getByRole('button', { name: 'اللغة' }).first().click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await page.waitForFunction(() => document.documentElement.dir === 'ltr');
    expect(await html.getAttribute('lang')).toBe('en');
    await expect.poll(() => page.getByRole('link', { name: 'Contact Us' }).first().isVisible()).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('en');

    // The reload is rendered in English by the server (the cookie mirrors localStorage).
    const response = await page.reload({ waitUntil: 'networkidle' });
    expect(await response?.text()).toMatch(/<html lang="en" dir="ltr">/);
    expect(await html.getAttribute('dir')).toBe('ltr');
    expect(await page.getByRole('link', { name: 'Contact Us' }).first().isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows a post in the language picked, though the page brought its texts in Arabic only (api/one-language.ts)', async () => {
    const [blog] = (await (await fetch(`${baseURL()}/api/blogs`)).json()) as Blog[];
    const html = await (await fetch(`${baseURL()}/blogs/post?blog_id=${blog!.blog_id}`)).text();
    const payload = JSON.parse(
      /<script id="app-data" type="application\/json">(.*?)<\/script>/s.exec(html)![1]!,
    ) as { query: [key: unknown[], data: unknown][] };
    const post = JSON.stringify(payload.query.find(([key]) => key[1] === 'detail')![1]);
    expect(post).toContain(blog!.blog_title.ar);
    expect(post).not.toContain(blog!.blog_title.en);

    const { context, page, errors } = await openPage(browser);
    await page.goto(`/blogs/post?blog_id=${blog!.blog_id}`);
    expect(await page.getByRole('heading', { name: blog!.blog_title.ar }).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'اللغة' }).first().click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await page.waitForFunction(() => document.documentElement.dir === 'ltr');
    await expect.poll(() => page.getByRole('heading', { name: blog!.blog_title.en }).isVisible()).toBe(true);
    // The header's services menu, which came in Arabic only too.
    await page.getByRole('button', { name: 'Our Services' }).first().click();
    await expect.poll(() => page.getByRole('menuitem').first().innerText()).toMatch(/[A-Za-z]/);
    expect(errors).toEqual([]);
    await context.close();
  });
});
