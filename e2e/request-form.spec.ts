import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uiText } from './ui-text';
import { axeViolations } from './axe';
import { adminToken, baseURL, launchBrowser, openPage } from './browser';

interface DeskRequest {
  request_id: number;
  request_ref: string;
  request_name: string;
  request_email: string;
  request_desc: string;
  request_documents: string[];
}

/** A real PNG of noise (it does not compress), so the upload takes long enough to watch. */
async function noisyPng(): Promise<Buffer> {
  const width = 240;
  const height = 200;
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = Math.floor(Math.random() * 256);
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

/** A real one-page PDF: the server parses it before keeping it. */
async function smallPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([300, 200]);
  page.drawText('Chapter 3: methodology', {
    x: 20,
    y: 100,
    size: 14,
    font: await doc.embedFont(StandardFonts.Helvetica),
  });
  return Buffer.from(await doc.save());
}

const arabic = (en: string) => uiText(en, 'ar');

/** SPEC §2 "Home page": the home page's request form, as a student uses it, to the back-office's list. */
describe('the request form on the home page', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('uploads two files as they are chosen, sends the request once they are stored with a progress bar and the reference, and the office finds both documents', async () => {
    const [png, pdf] = await Promise.all([noisyPng(), smallPdf()]);
    const { context, page, errors } = await openPage(browser);
    await page.goto('/?lang=en');
    const form = page.getByRole('form', { name: 'Request form' });
    const picker = form.locator('input[type="file"]');
    const listed = () =>
      form.getByRole('list', { name: 'Chosen files' }).getByRole('listitem').allInnerTexts();

    await expect.poll(() => form.getByText('Upload Files Reference +').count()).toBe(1);
    // A slow connection (32 KB/s up): each file uploads as it is chosen (decision 0064), and
    // the request, sent before they are done, waits for them with the form's progress bar.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: 32 * 1024,
    });
    await picker.setInputFiles([
      { name: 'methodology.pdf', mimeType: 'application/pdf', buffer: pdf },
      { name: 'survey-scan.png', mimeType: 'image/png', buffer: png },
    ]);
    await expect
      .poll(listed)
      .toEqual([expect.stringContaining('methodology.pdf'), expect.stringContaining('survey-scan.png')]);
    expect(await form.getByText('Re-Upload Files Reference').count()).toBe(1);
    expect(await form.getByText('Upload Files Reference +').count()).toBe(0);

    // Removed, then chosen again: appended after the one kept.
    await form.getByRole('button', { name: 'Remove survey-scan.png' }).click();
    await expect.poll(listed).toEqual([expect.stringContaining('methodology.pdf')]);
    await picker.setInputFiles([{ name: 'survey-scan.png', mimeType: 'image/png', buffer: png }]);
    await expect
      .poll(listed)
      .toEqual([expect.stringContaining('methodology.pdf'), expect.stringContaining('survey-scan.png')]);

    const send = form.getByRole('button', { name: 'Send request' });
    expect(await send.isDisabled()).toBe(true);
    const name = `E2E Student ${Date.now()}`;
    await form.getByLabel('Full name').fill(name);
    await form.getByLabel('Email').fill('student@example.com');
    await form.getByLabel('Phone number').fill('+20 100 555 0101');
    await form.getByLabel('Place of residence').fill('Alexandria');
    expect(await send.isDisabled()).toBe(true);
    await form
      .getByLabel('What do you need?')
      .fill('Statistical analysis of my questionnaire (SPSS), files attached.');
    expect(await send.isEnabled()).toBe(true);

    // Every value the form's progress bar shows, recorded as it changes.
    await page.evaluate(() => {
      const seen: number[] = [];
      Object.assign(window, { __progress: seen });
      new MutationObserver(() => {
        const bar = document.querySelector('[role="progressbar"][aria-label="Upload progress"]');
        const value = Number(bar?.getAttribute('aria-valuenow'));
        if (bar && seen.at(-1) !== value) seen.push(value);
      }).observe(document.body, {
        subtree: true,
        childList: true,
        attributes: true,
        attributeFilter: ['aria-valuenow'],
      });
    });
    await send.click();
    await page
      .getByRole('progressbar', { name: 'Upload progress', exact: true })
      .waitFor({ state: 'visible', timeout: 15_000 });

    // The reference the student keeps (decision 0030): 12 hex digits in groups of four.
    const snackbar = page.getByText(/Your reference number is [0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}\./).first();
    await snackbar.waitFor({ timeout: 30_000 });
    const reference = /([0-9A-F]{4})-([0-9A-F]{4})-([0-9A-F]{4})/
      .exec(await snackbar.innerText())!
      .slice(1)
      .join('');
    expect(await page.getByRole('link', { name: 'Follow your request' }).getAttribute('href')).toMatch(
      /^\/track-request\?ref=[0-9A-F-]{14}$/,
    );
    const progress = await page.evaluate(() => (window as unknown as { __progress: number[] }).__progress);
    expect(progress.length).toBeGreaterThan(1);
    expect(progress.at(-1)).toBe(100);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));

    // Everything cleared for the next request.
    expect(await form.getByLabel('Full name').inputValue()).toBe('');
    expect(await form.getByLabel('What do you need?').inputValue()).toBe('');
    expect(await form.getByRole('list', { name: 'Chosen files' }).count()).toBe(0);
    expect(await form.getByText('Upload Files Reference +').count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();

    // The office sees it, with both documents, in the order chosen.
    const token = await adminToken();
    const res = await fetch(`${baseURL()}/api/requests`, {
      headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' },
    });
    expect(res.status).toBe(200);
    const request = ((await res.json()) as DeskRequest[]).find((r) => r.request_ref === reference);
    expect(request).toMatchObject({ request_name: name, request_email: 'student@example.com' });
    expect(request?.request_documents).toHaveLength(2);
    const documents = await Promise.all(
      (request?.request_documents ?? []).map((url) => fetch(new URL(url, baseURL()))),
    );
    expect(documents.map((d) => [d.status, d.headers.get('content-type')])).toEqual([
      [200, 'application/pdf'],
      [200, 'image/png'],
    ]);
    expect(Buffer.from(await documents[0]!.arrayBuffer()).equals(pdf)).toBe(true);
    expect(Buffer.from(await documents[1]!.arrayBuffer()).equals(png)).toBe(true);
    // Under the student's own names on the desk, and in one zip (decision 0030).
    const desk = (await (
      await fetch(`${baseURL()}/api/requests/${request!.request_id}/desk`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json()) as { request: { request_document_names: string[] } };
    expect(desk.request.request_document_names).toEqual(['methodology.pdf', 'survey-scan.png']);
    const zip = await fetch(`${baseURL()}/api/requests/${request!.request_id}/documents.zip`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const files = unzipSync(new Uint8Array(await zip.arrayBuffer()));
    expect(Object.keys(files)).toEqual(['methodology.pdf', 'survey-scan.png']);
    expect(Buffer.from(files['methodology.pdf']!).equals(pdf)).toBe(true);
  });

  it('reads right-to-left in Arabic, names a refused file, and has no axe violations with files, warnings and field errors showing', async () => {
    const { context, page, errors } = await openPage(browser, { width: 390 });
    await page.goto('/?lang=ar');
    const form = page.getByRole('form', { name: arabic('Request form') });
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await form.getByText(arabic('Upload Files Reference +')).waitFor();
    await form.locator('input[type="file"]').setInputFiles([
      { name: 'methodology.pdf', mimeType: 'application/pdf', buffer: await smallPdf() },
      {
        name: 'notes.docx',
        mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        buffer: Buffer.from('not a pdf'),
      },
    ]);
    await form.getByText(arabic('Re-Upload Files Reference')).waitFor();
    expect(await form.getByRole('alert').innerText()).toContain('notes.docx');
    await form.getByLabel(arabic('Email')).fill('student@example');
    await form.getByLabel(arabic('Phone number')).focus();
    await form.getByLabel(arabic('Full name')).focus();
    await form.getByText(arabic('Please enter a valid email address')).waitFor();
    await form.getByText(arabic('Please enter your phone number')).waitFor();
    expect(await axeViolations(page, { scope: '#request-form' })).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
