import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { E2E_ADMIN } from './admin';
import { baseURL, launchBrowser, openPage } from './browser';

/** The login page in English, so the labels below are the spec's words. */
async function openLogin(browser: Browser, path = '/login?lang=en') {
  const watched = await openPage(browser);
  await watched.page.goto(path, { waitUntil: 'networkidle' });
  return watched;
}

describe('admin sign-in and the /system guard', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('sends /system without a token to /login?redirect=%2Fsystem', async () => {
    const { context, page } = await openPage(browser);
    await page.goto('/system');
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).search).toBe('?redirect=%2Fsystem');
    await context.close();
  });

  it('signs the admin in and lands on /system/services with the sidebar', async () => {
    const { context, page, errors } = await openLogin(browser);
    // The login route is client-only and lazy: its page may still be rendering after the network is idle.
    await page.getByText('v2.0.1').waitFor({ state: 'visible' });
    await page.getByLabel('Email').fill(E2E_ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
    await page.getByLabel('Password', { exact: true }).press('Enter');
    await page.waitForURL((url) => url.pathname === '/system/services');
    const nav = page.getByRole('navigation', { name: 'Admin navigation' });
    for (const item of [
      'Services',
      'Categories',
      'Blogs',
      'Testimonials',
      'Researchers',
      'SEO',
      'Requests',
    ]) {
      expect(await nav.getByRole('link', { name: item, exact: true }).count()).toBe(1);
    }
    expect(await page.evaluate(() => localStorage.getItem('jwt_token'))).toMatch(/^ey/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('follows the redirect parameter after sign-in and logs out', async () => {
    const { context, page } = await openLogin(browser, '/login?lang=en&redirect=%2Fsystem%2Fblogs');
    await page.getByLabel('Email').fill(E2E_ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'LOGIN' }).click();
    await page.waitForURL((url) => url.pathname === '/system/blogs');
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    expect(await page.evaluate(() => localStorage.getItem('jwt_token'))).toBeNull();
    await context.close();
  });

  it('shows an error for a wrong password and stays on the login page', async () => {
    const { context, page } = await openLogin(browser);
    await page.getByLabel('Email').fill(E2E_ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'LOGIN' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Invalid email or password' });
    await alert.waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await page.evaluate(() => localStorage.getItem('jwt_token'))).toBeNull();
    await context.close();
  });

  it('serves /login as the client-only shell with lang and dir set by the server', async () => {
    const html = await (await fetch(`${baseURL()}/login`)).text();
    expect(html).toMatch(/<html lang="ar" dir="rtl">/);
    expect(html).toMatch(/<div id="root"><\/div>/);
    expect(html).not.toMatch(/id="app-data"/);
  });
});
