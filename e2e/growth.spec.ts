import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_SIZE, type Blog, type BlogCardData, type CardPage } from '../src/contract';
import { adminApi, adminPage, pngFile } from './admin-session';
import { baseURL, launchBrowser, openPage, screenReady } from './browser';
import { withChallenge } from './challenge';

const PAGES = 7;
/** The gathering window of live changes (src/client/api/live-changes.ts) and a margin. */
const QUIET_MS = 3000;

const cardPage = async (page: number) =>
  (await (
    await fetch(`${baseURL()}/api/blogs/cards?page=${page}&limit=${PAGE_SIZE.blogs}`)
  ).json()) as CardPage<BlogCardData>;

/**
 * Content that grows (decision 0028): the blogs page carries its own cards only, a page past
 * the last is not found, and an open page refetches only when a change touches what it shows.
 */
describe('a list of posts seven pages long', () => {
  let browser: Browser;
  const made: number[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
    const image = `data:image/png;base64,${(await pngFile('#2A9D8F')).buffer.toString('base64')}`;
    const missing = PAGES * PAGE_SIZE.blogs - (await cardPage(1)).total;
    for (let i = 0; i < missing; i++) {
      const { data } = await adminApi<{ data: Blog }>('/blogs', {
        method: 'POST',
        body: JSON.stringify({
          blog_title: { ar: `مقال للتصفح رقم ${i + 1}`, en: `Paging post ${i + 1}` },
          blog_author: { ar: 'فريق الاختبار', en: 'Test team' },
          blog_desc_md: { ar: `نص المقال ${i + 1}.`, en: `The body of post ${i + 1}.` },
          blog_header_image: image,
        }),
      });
      made.push(data.blog_id);
    }
  }, 120_000);
  afterAll(async () => {
    for (const id of made) await adminApi(`/blogs/${id}`, { method: 'DELETE' });
    await browser?.close();
  }, 120_000);

  it("answers 404 past the last page, with the not-found page in the visitor's language", async () => {
    const { total } = await cardPage(1);
    const past = Math.ceil(total / PAGE_SIZE.blogs) + 1;
    const res = await fetch(`${baseURL()}/blogs?page=${past}&lang=en`);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('<html lang="en"');
    expect((await fetch(`${baseURL()}/blogs?page=${past - 1}&lang=en`)).status).toBe(200);
  });

  it('on an open /blogs?page=2, an edit on page 7 downloads nothing, and an edit on page 2 updates its card without a reload', async () => {
    const { context, page, errors } = await openPage(browser, { width: 1280 });
    const socket = page.waitForEvent('websocket');
    await page.goto('/blogs?page=2&lang=en', { waitUntil: 'networkidle' });
    const ws = await socket;
    const events: string[] = [];
    ws.on('framereceived', ({ payload }) => {
      if (String(payload).includes('blogs_changed')) events.push(String(payload));
    });
    const calls: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/')) calls.push(`${url.pathname}${url.search}`);
    });
    const loads: string[] = [];
    page.on('load', () => loads.push(page.url()));
    const titles = () => page.getByRole('main').getByRole('article').getByRole('heading').allTextContents();
    const shown = (await cardPage(2)).items;
    expect(await titles()).toEqual(shown.map((card) => card.blog_title.en));

    // The server's cached page is kept or dropped the same way: its ETag says which.
    const pageTag = async () => (await fetch(`${baseURL()}/blogs?page=2&lang=en`)).headers.get('etag');
    const tagBefore = await pageTag();
    expect(await pageTag()).toBe(tagBefore);

    // Page 7: the event arrives, names the post, and the open page asks for nothing.
    const far = (await cardPage(PAGES)).items[0]!;
    await adminApi(`/blogs/${far.blog_id}`, {
      method: 'POST',
      body: JSON.stringify({ blog_author: { ar: 'محرر آخر', en: 'Another editor' } }),
    });
    await expect.poll(() => events.length, { timeout: 5000 }).toBe(1);
    expect(events[0]).toContain(`"id":${far.blog_id}`);
    // Time is what this checks: nothing is fetched for a while after the event.
    await page.waitForTimeout(QUIET_MS);
    expect(calls).toEqual([]);
    expect(await pageTag()).toBe(tagBefore);

    // Page 2: its one page of cards is fetched again, and the card shows the new title.
    const near = shown[1]!;
    await adminApi(`/blogs/${near.blog_id}`, {
      method: 'POST',
      body: JSON.stringify({ blog_title: { ...near.blog_title, en: 'Edited while open' } }),
    });
    await expect.poll(async () => (await titles())[1], { timeout: 5000 }).toBe('Edited while open');
    expect(calls).toEqual([`/api/blogs/cards?page=2&limit=${PAGE_SIZE.blogs}`]);
    expect(loads).toEqual([]);
    expect(await pageTag()).not.toBe(tagBefore);
    await adminApi(`/blogs/${near.blog_id}`, {
      method: 'POST',
      body: JSON.stringify({ blog_title: near.blog_title }),
    });
    expect(errors).toEqual([]);
    await context.close();
  });
  it('pages the back-office list on the server, searches it in Arabic with marks, keeps page and search in the address, and opens an update screen by its address', async () => {
    const { context, page, errors } = await adminPage(browser, 'ar');
    await page.goto('/system/blogs');
    await screenReady(page);
    const titles = () => page.locator('main h2').allTextContents();
    await expect.poll(titles).toHaveLength(20);
    const pager = page.getByRole('navigation', { name: 'صفحات القائمة' });
    await pager.getByRole('link', { name: '2', exact: false }).first().click();
    await expect.poll(() => new URL(page.url()).searchParams.get('page'), { timeout: 5000 }).toBe('2');
    await expect.poll(async () => (await titles()).length, { timeout: 5000 }).toBeGreaterThan(0);

    const box = page.getByRole('searchbox', { name: 'بحث' });
    await box.fill('مَقَال للتصفح رقم 7');
    await expect
      .poll(() => new URL(page.url()).searchParams.get('q'), { timeout: 5000 })
      .toBe('مَقَال للتصفح رقم 7');
    expect(new URL(page.url()).searchParams.get('page')).toBeNull();
    await expect.poll(titles, { timeout: 5000 }).toEqual(['مقال للتصفح رقم 7']);
    await page.reload();
    await screenReady(page);
    await expect.poll(titles).toEqual(['مقال للتصفح رقم 7']);

    // Missing Chinese: every post made here lacks it.
    await box.fill('');
    await page.getByRole('combobox', { name: 'اللغة الناقصة' }).click();
    await page.getByRole('option', { name: '中文' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('missing'), { timeout: 5000 }).toBe('zh');
    await expect
      .poll(async () => (await titles()).every((title) => title.startsWith('مقال للتصفح')), { timeout: 5000 })
      .toBe(true);

    const id = made[6]!;
    await page.goto(`/system/blogs/update/${id}`);
    await screenReady(page);
    await expect
      .poll(() => page.locator('input[value="مقال للتصفح رقم 7"]').count(), { timeout: 5000 })
      .toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the requests inbox search (decision 0028)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('finds a request by part of the name typed with or without Arabic marks, and by its reference number, kept in the address', async () => {
    const send = async (request_name: string) => {
      const res = await fetch(`${baseURL()}/api/requests`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-language': 'ar' },
        body: JSON.stringify(
          await withChallenge({
            request_name,
            request_desc: 'تحليل إحصائي لرسالة ماجستير',
            request_email: 'student@example.com',
            request_phone: '+966500000000',
            request_address: 'جدة',
          }),
        ),
      });
      expect(res.status).toBe(201);
      return ((await res.json()) as { data: { request_id: number } }).data.request_id;
    };
    const wanted = await send('مُحَمَّد الزَّهْرانِيّ للبحث');
    const other = await send('سارة العتيبي للبحث');
    const { context, page, errors } = await adminPage(browser, 'ar');
    await page.goto('/system/requests');
    await screenReady(page);
    const box = page.getByRole('searchbox', { name: 'بحث' });
    const names = () => page.getByRole('article').getByRole('heading').allTextContents();
    for (const typed of ['محمد الزهراني', 'مُحَمَّد الزَّهْرانِي', `#${wanted}`]) {
      await box.fill(typed);
      await expect.poll(() => new URL(page.url()).searchParams.get('q'), { timeout: 5000 }).toBe(typed);
      await expect.poll(names, { timeout: 5000 }).toEqual(['مُحَمَّد الزَّهْرانِيّ للبحث']);
    }
    await box.fill('للبحث');
    await expect.poll(() => new URL(page.url()).searchParams.get('q'), { timeout: 5000 }).toBe('للبحث');
    await expect.poll(async () => (await names()).length, { timeout: 5000 }).toBe(2);
    await page.reload();
    await screenReady(page);
    expect(await box.inputValue()).toBe('للبحث');
    await expect
      .poll(async () => (await names()).sort())
      .toEqual(['سارة العتيبي للبحث', 'مُحَمَّد الزَّهْرانِيّ للبحث'].sort());
    expect(errors).toEqual([]);
    await context.close();
    for (const id of [wanted, other]) await adminApi(`/requests/${id}`, { method: 'DELETE' });
  });
});
