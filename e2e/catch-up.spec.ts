import type { Browser, Page, WebSocketRoute } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Blog } from '../src/contract';
import { adminApi } from './admin-session';
import { baseURL, launchBrowser, openPage, pageReady } from './browser';
import { gate } from './gate';

/**
 * A page agrees with itself and learns what it missed (DESIGN §8): a post saved between a
 * page's load and its sections' hydration, or while its socket is away, shows on the page
 * without a page error. Pages are cached and stay open for hours on phones: this is the
 * everyday case, not a race of the tests.
 */

/** A gate a test opens when it chooses. */

/**
 * The page's socket, routed through the test: held until `connect()`, then passed through,
 * noting each catch-up the server sends; `drop()` closes it and refuses reconnections until
 * `connect()` again.
 */
async function routeSocket(page: Page) {
  let allowed = gate();
  let caughtUp = 0;
  let live: WebSocketRoute | undefined;
  await page.routeWebSocket(/\/socket\.io\//, async (ws) => {
    await allowed.opened;
    live = ws;
    const server = ws.connectToServer();
    ws.onMessage((message) => server.send(message));
    server.onMessage((message) => {
      if (String(message).includes('"caught_up"')) caughtUp += 1;
      ws.send(message);
    });
  });
  return {
    connect: () => allowed.open(),
    drop: async () => {
      allowed = gate();
      await live?.close();
    },
    caughtUp: () => caughtUp,
  };
}

describe('a page catches up with an edit it could not have seen', () => {
  let browser: Browser;
  let blog: Blog;
  beforeAll(async () => {
    browser = await launchBrowser();
    // The first post is on the home page's carousel and the first page of /blogs.
    blog = ((await (await fetch(`${baseURL()}/api/blogs`)).json()) as Blog[])[0]!;
  });
  afterEach(async () => {
    await adminApi(`/blogs/${blog.blog_id}`, {
      method: 'POST',
      body: JSON.stringify({ blog_title: blog.blog_title }),
    });
  });
  afterAll(async () => {
    await browser?.close();
  });

  const retitle = (ar: string) =>
    adminApi(`/blogs/${blog.blog_id}`, {
      method: 'POST',
      body: JSON.stringify({ blog_title: { ...blog.blog_title, ar } }),
    });

  it('/: a post saved before the carousels hydrate: no page error, and the new title in the carousel', async () => {
    const { context, page, errors } = await openPage(browser, { width: 390, waitForReady: false });
    const carousels = gate();
    await page.route(/\/assets\/home-carousels-[\w-]+\.js$/, async (route) => {
      await carousels.opened;
      await route.continue();
    });
    const socket = await routeSocket(page);
    await page.goto('/?lang=ar');
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    const title = 'عنوان حُفظ قبل أن تكتمل الصفحة';
    await retitle(title);
    // The carousels' code arrives, the visitor scrolls to them, then the socket connects.
    carousels.open();
    await page.locator('[data-deferred="carousels"]').scrollIntoViewIfNeeded();
    await page.locator('[data-deferred="carousels"][data-deferred-ready]').waitFor({ state: 'attached' });
    socket.connect();
    await page.locator('[data-deferred="carousels"]').getByText(title).first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('/blogs: a post saved before its socket connected shows once it does', async () => {
    const { context, page, errors } = await openPage(browser, { width: 390 });
    const socket = await routeSocket(page);
    await page.goto('/blogs?lang=ar');
    const title = 'عنوان حُفظ قبل اتصال الصفحة';
    await retitle(title);
    socket.connect();
    await page.getByRole('heading', { name: title }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('/blogs and /: a post saved while the socket was away shows once it is back', async () => {
    for (const path of ['/blogs?lang=ar', '/?lang=ar']) {
      const { context, page, errors } = await openPage(browser, { width: 390 });
      const socket = await routeSocket(page);
      socket.connect();
      await page.goto(path);
      await pageReady(page);
      await expect.poll(socket.caughtUp).toBe(1);
      await socket.drop();
      const title = `عنوان حُفظ والاتصال مقطوع ${path.length}`;
      await retitle(title);
      // socket.io tries again by itself (after about a second, then longer); let it through.
      socket.connect();
      await expect.poll(socket.caughtUp, { timeout: 15_000 }).toBe(2);
      await page.getByText(title).first().waitFor();
      expect(errors, path).toEqual([]);
      await context.close();
    }
  });
});
