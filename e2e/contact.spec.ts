import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pick, type SiteSettings, type Testimonial } from '../src/contract';
import { uiText } from './ui-text';
import { adminToken, baseURL, launchBrowser, openPage } from './browser';

const textOf = uiText;
const api = async <T>(path: string, headers: Record<string, string> = {}): Promise<T> =>
  (await fetch(`${baseURL()}/api${path}`, { headers })).json() as Promise<T>;

const adminHeaders = async (): Promise<Record<string, string>> => ({
  authorization: `Bearer ${await adminToken()}`,
});

const BLUR_MESSAGES = {
  'Full name': 'Please enter your name',
  Email: 'Please enter your email',
  'WhatsApp number': 'Please enter your WhatsApp number',
  Subject: 'Please enter the subject of your inquiry',
  'Your message': 'Please enter your message',
} as const;

/** SPEC §2: the About, Why us and Contact pages as a visitor meets them. */
describe('the About, Why us and Contact pages', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each(['ar', 'en', 'zh'] as const)(
    'sends their headings and content in the HTML, before any JavaScript (%s), with no third-party frame',
    async (lang) => {
      const settings = await api<SiteSettings>('/settings');
      const testimonials = await api<Testimonial[]>('/testimonials');
      const { context, page } = await openPage(browser, { javaScriptEnabled: false });
      const frames: string[] = [];
      page.on('request', (r) => {
        if (!r.url().startsWith(baseURL())) frames.push(r.url());
      });

      await page.goto(`/about-us?lang=${lang}`);
      expect((await page.locator('main h2#who-we-are-title').innerText()).trim()).toBe(
        textOf('About the office', lang),
      );
      expect(await page.locator('main h2').allInnerTexts()).toEqual(
        expect.arrayContaining([
          textOf('Why students prefer us', lang),
          textOf('Vision, message and values', lang),
        ]),
      );
      expect(
        await page
          .getByRole('region', { name: textOf('Why students prefer us', lang) })
          .getByRole('listitem')
          .count(),
      ).toBe(5);
      expect(await page.locator('main h3').allInnerTexts()).toEqual(
        expect.arrayContaining([
          textOf('Our vision', lang),
          textOf('Our message', lang),
          textOf('Our values', lang),
        ]),
      );
      // The demo office has no video yet (settings.defaults.ts): no section, no frame that plays nothing.
      expect(settings.video_url).toBe('');
      expect(await page.locator('main h2').allInnerTexts()).not.toContain(textOf('See how we work', lang));
      expect(
        await page
          .getByRole('button', { name: textOf('Play the video: An introduction to the office', lang) })
          .count(),
      ).toBe(0);

      await page.goto(`/why-us?lang=${lang}`);
      expect(await page.locator('main h3').allInnerTexts()).toEqual(
        expect.arrayContaining([textOf('20 years of experience', lang), textOf('Free modifications', lang)]),
      );
      const newest = [...testimonials]
        .sort((a, b) => b.creation_timestamp.localeCompare(a.creation_timestamp))
        .slice(0, 3);
      expect(newest.length).toBeGreaterThan(0);
      const reviews = page.getByRole('region', { name: textOf('What our students say', lang) });
      expect(await reviews.locator('article h3').allInnerTexts()).toEqual(
        newest.map((t) => pick(t.customer_name, lang)),
      );

      await page.goto(`/contact-us?lang=${lang}`);
      const form = page.getByRole('form', { name: textOf('Contact form', lang) });
      for (const label of Object.keys(BLUR_MESSAGES))
        expect(await form.getByLabel(textOf(label, lang)).count()).toBe(1);
      expect(await page.locator(`main a[href^="tel:"]`).innerText()).toBe(settings.office_phone);
      expect(await page.locator(`main a[href="mailto:${settings.office_email}"]`).count()).toBe(1);
      expect(await page.getByRole('button', { name: textOf('Show the map', lang) }).count()).toBe(1);
      expect(await page.locator('iframe').count()).toBe(0);
      expect(frames).toEqual([]);
      await context.close();
    },
  );

  it('checks the fields on blur, sends a message that the office finds, and loads the map only when asked', async () => {
    const { context, page, errors } = await openPage(browser);
    const thirdParty: string[] = [];
    page.on('request', (r) => {
      if (!r.url().startsWith(baseURL())) thirdParty.push(r.url());
    });
    await page.goto('/contact-us?lang=en');
    const form = page.getByRole('form', { name: 'Contact form' });
    const send = form.getByRole('button', { name: 'Send message' });

    // Each field, left empty, says SPEC §5's message on blur; filled, the message goes.
    for (const [label, message] of Object.entries(BLUR_MESSAGES)) {
      // Focus and blur again until the message shows: `networkidle` can come before the
      // form has hydrated (hydration waits for the first paint), and a blur before it is lost.
      await expect
        .poll(async () => {
          await form.getByLabel(label).focus();
          await form.getByLabel(label).blur();
          return form.getByText(message, { exact: true }).count();
        })
        .toBe(1);
    }
    expect(await send.isDisabled()).toBe(true);
    const subject = `Thesis question ${Date.now()}`;
    const filled = {
      'Full name': 'Salma Haddad',
      Email: 'salma@example.com',
      'WhatsApp number': '962790000111',
      Subject: subject,
      'Your message': 'Can you help with the statistics chapter of my master’s thesis?',
    };
    for (const [label, value] of Object.entries(filled)) {
      await form.getByLabel(label).fill(value);
      await form.getByLabel(label).blur();
    }
    for (const message of Object.values(BLUR_MESSAGES))
      expect(await form.getByText(message, { exact: true }).count()).toBe(0);
    expect(await send.isDisabled()).toBe(false);

    await send.click();
    await page.getByText('Your message has been sent successfully. We will reply soon.').waitFor();
    await expect.poll(() => form.getByLabel('Full name').inputValue()).toBe('');
    expect(await form.getByLabel('Your message').inputValue()).toBe('');

    const stored = await api<
      { name: string; email: string; number: string; subject: string; message: string; is_spam: boolean }[]
    >('/contact', await adminHeaders());
    expect(stored.find((m) => m.subject === subject)).toMatchObject({
      name: filled['Full name'],
      email: filled.Email,
      number: filled['WhatsApp number'],
      message: filled['Your message'],
      is_spam: false,
    });

    // The map: no frame and no request to its host until the visitor asks.
    expect(await page.locator('iframe').count()).toBe(0);
    expect(thirdParty).toEqual([]);
    const { map_url } = await api<SiteSettings>('/settings');
    await page.getByRole('button', { name: 'Show the map' }).click();
    const frame = page.locator('iframe[title="The office on the map"]');
    await frame.waitFor({ state: 'attached' });
    expect(await frame.getAttribute('src')).toBe(map_url);
    expect(await frame.getAttribute('loading')).toBe('lazy');
    // The map host cannot be reached from this machine: only our own page's errors count.
    expect(errors.filter((e) => !/maps\.google|ERR_|Failed to load resource/.test(e))).toEqual([]);
    await context.close();
  });

  it('says the blur messages in Arabic', async () => {
    const { context, page } = await openPage(browser, { width: 390 });
    await page.goto('/contact-us');
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    const field = page.getByLabel(textOf('Full name', 'ar'));
    await field.focus();
    await field.blur();
    await expect
      .poll(() => page.getByText(textOf('Please enter your name', 'ar'), { exact: true }).count())
      .toBe(1);
    await context.close();
  });
});
