import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGS, pick, type Faq } from '../src/contract';
import { adminApi } from './admin-session';
import { baseURL, launchBrowser, openPage } from './browser';
import { uiText } from './ui-text';

/** The FAQ (decision 0026's worked example) as a visitor meets it, in each language, and kept live. */
describe('the FAQ page', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each(LANGS)(
    'lists the questions in %s, opens one from the keyboard, and links from the footer',
    async (lang) => {
      const faqs = (await (await fetch(`${baseURL()}/api/faqs`)).json()) as Faq[];
      expect(faqs.length).toBeGreaterThanOrEqual(8);
      const { context, page, errors } = await openPage(browser, { width: 390 });
      await page.goto(`/?lang=${lang}`);
      await page
        .getByRole('contentinfo')
        .getByRole('link', { name: uiText('FAQ', lang) })
        .click();
      await page.waitForURL((url) => url.pathname === '/faq');
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
        uiText('Frequently Asked Questions', lang),
      );
      expect(await page.locator('html').getAttribute('dir')).toBe(lang === 'ar' ? 'rtl' : 'ltr');
      const questions = page.getByRole('main').getByRole('heading', { level: 2 });
      expect(await questions.allTextContents()).toEqual(faqs.map((f) => pick(f.faq_question, lang)));

      // Closed until asked; Tab reaches the first question, Enter opens it.
      const first = page.locator('details.faq-item').first();
      const answer = pick(faqs[0]!.faq_answer, lang);
      expect(await page.getByText(answer.split('\n')[0]!, { exact: true }).isVisible()).toBe(false);
      await page.locator('summary.faq-q').first().focus();
      await page.keyboard.press('Enter');
      expect(await first.getAttribute('open')).toBe('');
      expect(await page.getByText(answer.split('\n')[0]!, { exact: true }).isVisible()).toBe(true);
      await page.getByRole('link', { name: uiText('Ask us directly', lang) }).click();
      await page.waitForURL((url) => url.pathname === '/contact-us');
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it('shows a question the office adds, moves and deletes on the open page, without a reload', async () => {
    const { context, page, errors } = await openPage(browser, { width: 1280 });
    const socket = page.waitForEvent('websocket');
    await page.goto('/faq?lang=en');
    await socket;
    const loads: string[] = [];
    page.on('load', () => loads.push(page.url()));
    const question = {
      ar: 'هل تساعدون في إعداد خطة البحث؟',
      en: 'Do you help with the research proposal?',
      zh: '你们协助撰写研究计划书吗？',
    };
    const { data } = await adminApi<{ data: Faq }>('/faqs', {
      method: 'POST',
      body: JSON.stringify({
        faq_question: question,
        faq_answer: {
          ar: 'نعم، من اختيار العنوان إلى المنهجية.',
          en: 'Yes, from the title to the method.',
          zh: '是的，从选题到研究方法。',
        },
        faq_order: 9999,
      }),
    });
    try {
      const headings = () => page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents();
      await expect.poll(async () => (await headings()).at(-1), { timeout: 5000 }).toBe(question.en);
      await adminApi(`/faqs/${data.faq_id}`, {
        method: 'POST',
        body: JSON.stringify({ faq_id: data.faq_id, faq_order: 0 }),
      });
      await expect.poll(async () => (await headings())[0], { timeout: 5000 }).toBe(question.en);
      await adminApi(`/faqs/${data.faq_id}`, { method: 'DELETE' });
      await expect.poll(async () => (await headings()).includes(question.en), { timeout: 5000 }).toBe(false);
      expect(loads).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await adminApi(`/faqs/${data.faq_id}`, { method: 'DELETE' }).catch(() => undefined);
      await context.close();
    }
  });
});
