import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogPath, servicePath, type Lang } from '../src/contract';
import { adminApi, adminPage, moveToScreen, pngFile } from './admin-session';
import { launchBrowser, openPage, screenReady } from './browser';

/**
 * Decision 0014: stored-script probes in every text field of every entity render inert, on
 * the public pages (server-rendered and hydrated) and in the back-office, checked in
 * Chromium: no probe runs (`window.__xss` stays unset, no dialog), no element carries a
 * handler or a `javascript:` link, the CSP reports nothing, and a probe in a plain field
 * shows as the text it is. The zh probe closes the embedded hydration data's </script>.
 */
const probes = (n: number) => ({
  en: `<script>window.__xss=${n}</script>`,
  ar: `<img src=x onerror="window.__xss=${n}">`,
  zh: `</script><script>window.__xss=${n}</script>`,
});
const MARKDOWN = [
  '[click me](javascript:window.__xss=101)',
  '[data](data:text/html;base64,PHNjcmlwdD53aW5kb3cuX194c3M9MTAyPC9zY3JpcHQ+)',
  '<script>window.__xss=103</script>',
  '<img src=x onerror="window.__xss=104">',
  '<iframe src="javascript:window.__xss=105"></iframe>',
  '<a href="javascript:window.__xss=106">raw link</a>',
  '![x](javascript:window.__xss=107)',
  '<svg onload="window.__xss=108"></svg>',
  '</script><script>window.__xss=109</script>',
].join('\n\n');
const withLang = (path: string, lang: Lang) => `${path}${path.includes('?') ? '&' : '?'}lang=${lang}`;

interface Created {
  data: Record<string, unknown>;
}

describe('stored-script probes render inert everywhere', () => {
  let browser: Browser;
  let image = '';
  const ids: {
    categories?: number;
    services?: number;
    blogs?: number;
    testimonials?: number;
    researchers?: number;
  } = {};
  let serviceUrl = '';
  let blogUrl = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    image = `data:image/png;base64,${(await pngFile('#7a2a2a')).buffer.toString('base64')}`;
    const post = async (path: string, body: object) =>
      (await adminApi<Created>(path, { method: 'POST', body: JSON.stringify(body) })).data;
    ids.categories = (await post('/categories', { cat_name: probes(1), cat_header_image: image }))
      .cat_id as number;
    ids.services = (
      await post('/services', {
        service_name: probes(2),
        service_long_name: probes(3),
        service_desc: probes(4),
        service_features: [probes(5), probes(6)],
        service_header_image: image,
        cat_id: ids.categories,
      })
    ).service_id as number;
    ids.blogs = (
      await post('/blogs', {
        blog_title: probes(7),
        blog_author: probes(8),
        blog_desc_md: { en: MARKDOWN, ar: MARKDOWN, zh: MARKDOWN },
        blog_header_image: image,
      })
    ).blog_id as number;
    ids.testimonials = (
      await post('/testimonials', {
        customer_name: probes(9),
        customer_location: probes(10),
        testimonial_message: probes(11),
        customer_avatar_image: image,
      })
    ).testimonial_id as number;
    ids.researchers = (
      await post('/researchers', {
        researcher_name: probes(12),
        researcher_position: probes(13),
        researcher_bio: probes(14),
        researcher_avatar_image: image,
      })
    ).researcher_id as number;
    serviceUrl = servicePath(probes(2).ar, ids.services);
    blogUrl = blogPath(probes(7).ar, ids.blogs);
  });
  afterAll(async () => {
    for (const [entity, id] of Object.entries(ids))
      if (id) await adminApi(`/${entity}/${id}`, { method: 'DELETE' }).catch(() => undefined);
    await browser?.close();
  });

  /** What on the page shows that a probe ran, or could. */
  const inertness = async (page: Page, dialogs: string[]) => ({
    ran: await page.evaluate(() => (window as unknown as { __xss?: number }).__xss ?? null),
    dialogs,
    handlers: await page.locator('[onerror], [onload], [onclick], [onmouseover]').count(),
    scriptLinks: await page
      .locator(
        'a[href^="javascript:" i], a[href^="data:" i], iframe[src^="javascript:" i], img[src^="javascript:" i]',
      )
      .count(),
    ourScripts: await page.evaluate(
      () =>
        [...document.scripts].filter(
          (s) => !s.src && s.type !== 'application/json' && s.type !== 'application/ld+json',
        ).length,
    ),
  });
  const clean = { ran: null, dialogs: [], handlers: 0, scriptLinks: 0, ourScripts: 0 };

  it.each(['en', 'ar', 'zh'] as const)('public pages in %s', async (lang) => {
    const { page, errors, context } = await openPage(browser);
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    try {
      for (const path of ['/', '/services', serviceUrl, '/blogs', blogUrl, '/testimonials', '/researchers']) {
        const res = await page.goto(withLang(path, lang));
        expect(res?.status(), path).toBe(200);
        // Scroll through so the carousels and lazy sections mount too.
        await page.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += 600) {
            window.scrollTo(0, y);
            await new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame)));
          }
        });
        expect(await inertness(page, dialogs), `${path} in ${lang}`).toEqual(clean);
        expect(errors.splice(0), `${path} in ${lang}`).toEqual([]);
      }
      // A plain field shows its probe as text.
      await page.goto(withLang(serviceUrl, lang));
      expect(await page.locator('body').innerText()).toContain(probes(3)[lang]);
    } finally {
      await context.close();
    }
  });

  it.each(['en', 'ar'] as const)('back-office lists and forms in %s', async (lang) => {
    const { page, errors, context } = await adminPage(browser, lang);
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    try {
      const screens = ['services', 'categories', 'blogs', 'testimonials', 'researchers'].flatMap((entity) => [
        `/system/${entity}`,
        `/system/${entity}/update/${ids[entity as keyof typeof ids]}`,
      ]);
      // One document for the whole walk: a probe that ran on any screen would still be seen on the last.
      await page.goto(screens[0]!);
      await screenReady(page);
      for (const path of [...screens, '/system/trash']) {
        if (path !== screens[0]) await moveToScreen(page, path);
        expect(await inertness(page, dialogs), `${path} in ${lang}`).toEqual(clean);
        expect(errors.splice(0), `${path} in ${lang}`).toEqual([]);
      }
      await moveToScreen(page, '/system/services');
      // The list's cards come in the render after their read answers: waited for as text.
      await expect.poll(() => page.locator('main').first().innerText()).toContain(probes(2)[lang]);
    } finally {
      await context.close();
    }
  });
});
