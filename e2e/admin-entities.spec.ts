import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogPath, servicePath, type LangMap } from '../src/contract';
import { wavBytes } from '../src/server/test/fixtures';
import { adminApi as api, adminPage, moveToScreen, pngFile, waitForSaved } from './admin-session';
import { baseURL, launchBrowser, screenReady } from './browser';

interface EntityCase {
  entity: 'services' | 'blogs' | 'testimonials' | 'researchers' | 'faqs';
  idKey: string;
  nameKey: string;
  /** The name field's English label. */
  nameLabel: string;
  /** Where the public site shows the item (a list, or its own page). */
  publicPath: (id: number, name: string) => string;
  create: string;
  submit: string;
  update: string;
  deleteTitle: string;
  /** Fills the create form in English, files included. */
  fill: (page: Page, name: string) => Promise<void>;
  /** The stored URLs the files became. */
  files: string[];
}

const audioFile = { name: 'review.wav', mimeType: 'audio/wav', buffer: wavBytes() };

const CASES: EntityCase[] = [
  {
    entity: 'services',
    idKey: 'service_id',
    nameKey: 'service_name',
    nameLabel: 'Service name',
    publicPath: (id, name) => `${servicePath(name, id)}&lang=en`,
    create: 'Create Service',
    submit: 'Submit Service',
    update: 'Update Service',
    deleteTitle: 'Service Delete',
    files: ['service_header_url'],
    fill: async (page, name) => {
      await page.getByLabel('Service name (English)').fill(name);
      await page.getByTestId('image-upload-input').setInputFiles(await pngFile('#2A9D8F'));
      await page.getByLabel('Long name (English)').fill('Questionnaire design and validation');
      await page
        .getByLabel('Description (English)')
        .fill('From the first draft of the questions to the reliability test.');
      await page.getByLabel('Feature 1 (English)').fill('Reliability and validity tests');
    },
  },
  {
    entity: 'blogs',
    idKey: 'blog_id',
    nameKey: 'blog_title',
    nameLabel: 'Title',
    publicPath: (id, name) => `${blogPath(name, id)}&lang=en`,
    create: 'Create Blog',
    submit: 'Create Blog',
    update: 'Update Blog',
    deleteTitle: 'Blog Delete',
    files: ['blog_header_url'],
    fill: async (page, name) => {
      await page.getByTestId('image-upload-input').setInputFiles(await pngFile('#F4A261'));
      await page.getByLabel('Title (English)').fill(name);
      await page.getByLabel('Author (English)').fill('The research team');
      const editable = page.getByTestId('blog-editor').locator('[contenteditable="true"]');
      await editable.click();
      await page.keyboard.type('How to pick a sample size for a survey, step by step.');
    },
  },
  {
    entity: 'testimonials',
    idKey: 'testimonial_id',
    nameKey: 'customer_name',
    nameLabel: 'Customer name',
    publicPath: () => '/testimonials?lang=en',
    create: 'Create Testimonial',
    submit: 'Create Testimonial',
    update: 'Update Testimonial',
    deleteTitle: 'Testimonial Delete',
    files: ['customer_avatar_url', 'testimonial_audio_url'],
    fill: async (page, name) => {
      await page.getByLabel('Customer name (English)').fill(name);
      await page.getByLabel('Location (English)').fill('Baghdad, Iraq');
      await page.getByLabel('Message (English)').fill('They explained every statistical test in my thesis.');
      await page.getByTestId('image-upload-input').setInputFiles(await pngFile('#264653', 'avatar.png'));
      await page.getByTestId('audio-upload-input').setInputFiles(audioFile);
    },
  },
  {
    entity: 'researchers',
    idKey: 'researcher_id',
    nameKey: 'researcher_name',
    nameLabel: 'Researcher name',
    publicPath: () => '/researchers?lang=en',
    create: 'Add New',
    submit: 'Add Researcher',
    update: 'Update Researcher',
    deleteTitle: 'Researcher Delete',
    files: ['researcher_avatar_url'],
    fill: async (page, name) => {
      await page.getByLabel('Researcher name (English)').fill(name);
      await page.getByLabel('Position (English)').fill('Professor of statistics');
      await page
        .getByLabel('Bio (English)')
        .fill('Twenty years of supervising theses in applied statistics.');
      await page.getByTestId('image-upload-input').setInputFiles(await pngFile('#E9C46A', 'avatar.png'));
    },
  },
  {
    entity: 'faqs',
    idKey: 'faq_id',
    nameKey: 'faq_question',
    nameLabel: 'Question',
    publicPath: () => '/faq?lang=en',
    create: 'Add New',
    submit: 'Add Question',
    update: 'Update Question',
    deleteTitle: 'Question Delete',
    files: [],
    fill: async (page, name) => {
      await page.getByLabel('Question (English)').fill(name);
      await page.getByLabel('Answer (English)').fill('Yes: we check the sample size before any test is run.');
    },
  },
];

/**
 * Each entity created with its files (if it has any), seen publicly, edited in English with the
 * Arabic kept, deleted and restored.
 */
describe('the back-office round trip of each entity with files', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const c of CASES) {
    it(`${c.entity}: create with files → public page → English edit keeps the Arabic → delete → restore from the trash`, async () => {
      const name = `E2E ${c.entity} person`;
      let id = 0;
      const publicHtml = async (shown: string) =>
        (await fetch(`${baseURL()}${c.publicPath(id, shown)}`)).text();
      const { context, page, errors } = await adminPage(browser, 'en');
      try {
        await page.goto(`/system/${c.entity}`);
        await screenReady(page);
        await page.getByRole('link', { name: c.create }).click();
        await c.fill(page, name);
        const submit = page.getByRole('button', { name: c.submit });
        await expect.poll(() => submit.isEnabled()).toBe(true);
        const created = waitForSaved(page, 'POST', new RegExp(`^/api/${c.entity}$`));
        await submit.click();
        const item = ((await (await created).json()) as { data: Record<string, unknown> }).data;
        id = item[c.idKey] as number;
        for (const key of c.files) {
          const url = item[key] as string;
          expect(url).toMatch(/^\/media\//);
          expect((await fetch(`${baseURL()}${url}`)).status).toBe(200);
        }
        await page.waitForURL((url) => url.pathname === `/system/${c.entity}`);
        expect(await publicHtml(name)).toContain(name);

        // Another admin writes the Arabic; an English edit keeps it exactly.
        const names = item[c.nameKey] as LangMap;
        await api(`/${c.entity}/${id}`, {
          method: 'POST',
          body: JSON.stringify({ [c.nameKey]: { ...names, ar: 'اسم عربي للاختبار' } }),
        });
        await moveToScreen(page, `/system/${c.entity}/update/${id}`);
        const field = page.getByLabel(`${c.nameLabel} (English)`);
        await expect.poll(() => field.inputValue()).toBe(name);
        await field.fill(`${name} edited`);
        const updated = waitForSaved(page, 'POST', new RegExp(`^/api/${c.entity}/${id}$`));
        await page.getByRole('button', { name: c.update }).click();
        const after = ((await (await updated).json()) as { data: Record<string, unknown> }).data;
        expect(after[c.nameKey]).toEqual({ en: `${name} edited`, ar: 'اسم عربي للاختبار' });
        for (const key of c.files) expect(after[key]).toBe(item[key]);

        // Delete through the dialog, then restore from the trash.
        await moveToScreen(page, `/system/${c.entity}`);
        await page.getByRole('button', { name: `Delete ${name} edited` }).click();
        const removed = waitForSaved(page, 'DELETE', new RegExp(`^/api/${c.entity}/${id}$`));
        await page.getByRole('dialog', { name: c.deleteTitle }).getByRole('button', { name: 'Yes' }).click();
        await removed;
        expect(await publicHtml(`${name} edited`)).not.toContain(`${name} edited`);
        await page.getByRole('link', { name: 'Trash' }).click();
        const restored = waitForSaved(page, 'POST', new RegExp(`^/api/trash/${c.entity}/${id}/restore$`));
        await page.getByRole('button', { name: `Restore ${name} edited` }).click();
        await restored;
        expect(await publicHtml(`${name} edited`)).toContain(`${name} edited`);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
        // Other specs read the public lists: leave none of this behind.
        if (id) await api(`/${c.entity}/${id}`, { method: 'DELETE' }).catch(() => undefined);
      }
    });
  }
});
