import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_SIZE, type Service } from '../src/contract';
import { adminToken, baseURL, launchBrowser, openPage, socketConnected } from './browser';
import { uiText as say } from './ui-text';

const names = { ar: 'خدمة مراجعة الخطط البحثية', en: 'Research plan review', zh: '研究计划审阅服务' };

/** A service with no category, created through the API as the back-office does (SPEC §7). */
async function createService(name: Record<'ar' | 'en' | 'zh', string>): Promise<void> {
  const image = `data:image/png;base64,${(
    await sharp({ create: { width: 64, height: 36, channels: 3, background: '#331FAB' } })
      .png()
      .toBuffer()
  ).toString('base64')}`;
  const feature = { ar: 'مراجعة شاملة للخطة', en: 'A full review of the plan', zh: '全面审阅研究计划' };
  const res = await fetch(`${baseURL()}/api/services`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await adminToken()}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      service_name: name,
      service_long_name: name,
      service_desc: { ar: 'وصف الخدمة الجديدة', en: 'The new service, described', zh: '新服务的说明文字' },
      service_features: [feature],
      service_header_image: image,
      cat_id: null,
    }),
  });
  expect(res.status, await res.text()).toBeLessThan(300);
}

/**
 * SPEC §4: a service created through the API shows on an open page and in the dropdown within a
 * second, without a reload.
 */
describe('a new service reaches open pages live', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('appears on the open /services page and in the services dropdown without a reload', async () => {
    const before = (await (await fetch(`${baseURL()}/api/services`)).json()) as Service[];
    // Services are listed by id, so the new one lands at the end: open the last page there
    // is (a page the list does not have yet redirects to the first, decision 0018). When that
    // page is full, the new service starts a page of its own: the pager's link to it comes live.
    const lastPage = Math.max(1, Math.ceil(before.length / PAGE_SIZE.services));
    const startsNewPage = before.length > 0 && before.length % PAGE_SIZE.services === 0;
    const { context, page, errors } = await openPage(browser, { width: 1440 });
    const socket = socketConnected(page);
    await page.goto(`/services?lang=en${lastPage > 1 ? `&page=${lastPage}` : ''}`);
    await socket;
    const loads: string[] = [];
    // Document loads only: moving to the new page of the list is in place (pushState).
    page.on('load', () => loads.push(page.url()));

    await createService(names);
    const created = Date.now();

    if (startsNewPage)
      await page.getByRole('link', { name: `Go to page ${lastPage + 1}` }).waitFor({ timeout: 5000 });
    const seenAfterMs = Date.now() - created;
    if (startsNewPage) await page.getByRole('link', { name: `Go to page ${lastPage + 1}` }).click();
    await page.locator('main article', { hasText: names.en }).first().waitFor({ timeout: 5000 });
    console.log(`the new service showed on the open page ${seenAfterMs} ms after the API answered`);
    await page.getByRole('button', { name: 'Our Services' }).click();
    await page.getByRole('menuitem', { name: names.en }).waitFor({ timeout: 2000 });
    expect(loads).toEqual([]);
    expect(seenAfterMs).toBeLessThan(2000);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('leaves an open drawer open, its focus inside, and shows the new service when it opens again (ar, phone)', async () => {
    const { context, page, errors } = await openPage(browser, { width: 390 });
    const socket = socketConnected(page);
    await page.goto('/about-us?lang=ar');
    await socket;
    await page.getByRole('button', { name: say('Open menu', 'ar') }).click();
    const drawer = page.locator('dialog.nav-drawer');
    const close = drawer.getByRole('button', { name: say('Close menu', 'ar') });
    await expect.poll(() => close.evaluate((el) => el === document.activeElement)).toBe(true);

    const name = { ar: 'خدمة تدقيق المراجع', en: 'Reference check', zh: '参考文献核对' };
    const menuRead = page.waitForResponse((r) => r.url().includes('/api/services/menu'));
    await createService(name);
    // The page heard of it and read the menu again, while the drawer was open.
    await menuRead;
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    expect(await drawer.evaluate((d: HTMLDialogElement) => d.open && d.matches(':modal'))).toBe(true);
    expect(await close.evaluate((el) => el === document.activeElement)).toBe(true);

    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: say('Open menu', 'ar') }).click();
    await drawer.locator('summary', { hasText: say('Our Services', 'ar') }).click();
    await drawer.getByRole('link', { name: name.ar }).waitFor({ timeout: 2000 });
    expect(errors).toEqual([]);
    await context.close();
  });
});
