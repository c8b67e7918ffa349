import { readFileSync } from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfDataUrl } from '../src/server/test/fixtures';
import { adminPage } from './admin-session';
import { axeViolations } from './axe';
import { baseURL, launchBrowser, screenReady } from './browser';
import { uiText } from './ui-text';
import { withChallenge } from './challenge';

/** Decision 0033: a student's data found, downloaded and erased from the back office, in Arabic on a phone. */
describe("a student's data", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('finds a student by a reference, downloads their zip, erases them after the address is typed again, and records it', async () => {
    const email = 'erase.me@example.com';
    const res = await fetch(`${baseURL()}/api/requests`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.77' },
      body: JSON.stringify(
        await withChallenge({
          request_name: 'ريم العتيبي',
          request_desc: 'ترجمة ملخص الرسالة',
          request_email: email,
          request_phone: '+966 55 222 3333',
          request_address: 'جدة',
          request_lang: 'ar',
          request_documents: [
            pdfDataUrl('Abstract').replace('data:application/pdf;', 'data:application/pdf;name=الملخص.pdf;'),
          ],
        }),
      ),
    });
    expect(res.status).toBe(201);
    const { request_ref: ref } = ((await res.json()) as { data: { request_ref: string } }).data;

    const { page, context, errors } = await adminPage(browser, 'ar', 390);
    const axe = () => axeViolations(page);
    try {
      await page.goto('/system/students');
      await screenReady(page);
      expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
      await page.getByLabel(uiText('Email or reference number', 'ar')).fill(ref);
      await page.getByRole('button', { name: uiText('Find', 'ar'), exact: true }).click();
      await page.getByRole('heading', { name: email }).waitFor();
      expect(
        await page
          .getByText(
            uiText(
              '{requests, plural, one {# request} other {# requests}}, {messages, plural, one {# message} other {# messages}}, {mails, plural, one {# email} other {# emails}}',
              'ar',
              { requests: 1, messages: 0, mails: 2 },
            ),
          )
          .count(),
      ).toBe(1);

      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: uiText('Download their data (zip)', 'ar') }).click();
      const files = unzipSync(readFileSync((await (await download).path())!));
      expect(Object.keys(files).sort()).toEqual(['data.json', `documents/${ref}/الملخص.pdf`]);
      expect(
        (JSON.parse(strFromU8(files['data.json']!)) as { requests: { request_name: string }[] }).requests[0]!
          .request_name,
      ).toBe('ريم العتيبي');

      await page.getByRole('button', { name: uiText('Erase this student', 'ar') }).click();
      const dialog = page.getByRole('dialog');
      const yes = dialog.getByRole('button', { name: uiText('Yes', 'ar') });
      expect(await yes.isDisabled()).toBe(true);
      await dialog.getByLabel(uiText('Email address', 'ar')).fill('ERASE.ME@example.com');
      expect(await axe()).toEqual([]);
      await yes.click();
      await dialog.waitFor({ state: 'detached' });
      // The server's message, once its entrance is over (axe would read it half-faded).
      await page.waitForFunction(() =>
        [...document.querySelectorAll('#notistack-snackbar')].every(
          (el) => getComputedStyle(el.closest('.notistack-MuiContent') ?? el).opacity === '1',
        ),
      );
      // The record: who, when and how many; the student is gone.
      const row = page
        .getByRole('table', { name: uiText('Erasures', 'ar') })
        .getByRole('row')
        .nth(1);
      await row.waitFor();
      expect((await row.innerText()).replace(/\s+/g, ' ')).toMatch(/1 0 1$/);
      await page.getByLabel(uiText('Email or reference number', 'ar')).fill(email);
      await page.getByRole('button', { name: uiText('Find', 'ar'), exact: true }).click();
      await page
        .getByText(
          uiText(
            '{requests, plural, one {# request} other {# requests}}, {messages, plural, one {# message} other {# messages}}, {mails, plural, one {# email} other {# emails}}',
            'ar',
            { requests: 0, messages: 0, mails: 0 },
          ),
        )
        .waitFor();
      expect(await axe()).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
