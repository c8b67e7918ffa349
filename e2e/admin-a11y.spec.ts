import AxeBuilder from '@axe-core/playwright';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PATHS, CONTENT, CONTENT_NAMES, OFFICE_ADMIN_PATHS, type Service } from '../src/contract';
import { adminPage } from './admin-session';
import { baseURL, launchBrowser } from './browser';

/** Every back-office screen: the lists, the create forms and an update form. */
const SCREENS = [
  ...new Set([...CONTENT_NAMES.map((name) => CONTENT[name].admin), ...Object.values(ADMIN_PATHS)]),
  ...Object.values(OFFICE_ADMIN_PATHS),
  ...CONTENT_NAMES.map((name) => `${CONTENT[name].admin}/create`),
];

/** Axe finds nothing on any admin screen, in Arabic on a phone and in English on a desktop. */
describe('the back-office is accessible (axe)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  /** What is wrong on each screen in `lang` at `width`: axe's findings, sideways scrolling and page errors. */
  async function problems(lang: 'ar' | 'en', width: number, screens: string[]): Promise<string[]> {
    const { context, page, errors } = await adminPage(browser, lang, width);
    const found: string[] = [];
    try {
      for (const path of screens) {
        await page.goto(path, { waitUntil: 'networkidle' });
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        if (overflow > 1) found.push(`${lang} ${width} ${path}: scrolls sideways by ${overflow}px`);
        const axe = await new AxeBuilder({ page }).analyze();
        for (const v of axe.violations)
          found.push(
            `${lang} ${width} ${path}: ${v.id}: ${v.nodes
              .map((n) => n.target.join(' '))
              .slice(0, 3)
              .join(' | ')}`,
          );
        for (const error of errors.splice(0)) found.push(`${lang} ${width} ${path}: ${error}`);
      }
    } finally {
      await context.close();
    }
    return found;
  }

  it('finds no axe violations, sideways scrolling or page errors on any admin screen, in ar at 390 px and en at 1440 px', async () => {
    const [service] = (await (await fetch(`${baseURL()}/api/services`)).json()) as Service[];
    const screens = [...SCREENS, `${ADMIN_PATHS.services}/update/${service!.service_id}`];
    // The two walks in parallel, one context each: half the wall time on CI.
    const found = (await Promise.all([problems('ar', 390, screens), problems('en', 1440, screens)])).flat();
    expect(found).toEqual([]);
  }, 300_000);
});
