import type { Browser, CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATHS } from '../src/contract';
import { adminPage } from './admin-session';
import { axeViolations } from './axe';
import { launchBrowser, openPage, pageReady, screenReady } from './browser';
import { withLang } from './public-walk';

/** The states a button is drawn in; a phone keeps the hover look after a tap. */
const FORCED = ['hover', 'focus', 'focus-visible', 'active'] as const;
const MARK = 'data-state-check';
/** The buttons of a screen's content (the top bar's and the footer's are checked by the walks). */
const BUTTONS = 'main .btn, main .MuiButton-root';

async function forceState(cdp: CDPSession, states: string[]): Promise<void> {
  const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: `[${MARK}]` });
  await cdp.send('CSS.forcePseudoState', { nodeId, forcedPseudoClasses: states });
}

/**
 * Each button of the page, in each state: axe's contrast check with the state forced (the
 * DevTools protocol's CSS.forcePseudoState), and for the disabled state, which axe leaves out
 * (WCAG exempts it), the ratio computed from the drawn colours: 4.5:1 or more in every one.
 */
async function checkButtons(page: Page, label: string): Promise<string[]> {
  await page.addStyleTag({
    content: '*,*::before,*::after{transition:none!important;animation:none!important}',
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const count = await page.locator(BUTTONS).count();
  expect(count, `${label}: buttons to check`).toBeGreaterThan(0);
  const problems: string[] = [];
  for (let n = 0; n < count; n++) {
    const button = page.locator(BUTTONS).nth(n);
    if (!(await button.isVisible())) continue;
    await button.evaluate((el, mark) => el.setAttribute(mark, ''), MARK);
    const name = (await button.innerText()).trim() || (await button.getAttribute('aria-label')) || `#${n}`;
    // Enabled while its states are checked (a form's send button waits for its fields).
    const wasDisabled = await button.evaluate((el) => {
      const was = el.hasAttribute('disabled');
      el.removeAttribute('disabled');
      el.classList.remove('Mui-disabled');
      return was;
    });
    for (const state of ['rest', ...FORCED]) {
      await forceState(cdp, state === 'rest' ? [] : [state]);
      problems.push(
        ...(await axeViolations(page, { scope: `[${MARK}]`, label: `${label} "${name}" ${state}` })),
      );
    }
    await forceState(cdp, []);
    if (wasDisabled)
      await button.evaluate((el) => {
        el.setAttribute('disabled', '');
        el.classList.add('Mui-disabled');
      });
    // Disabled as the page would draw it; its words on its own grey, composited over white
    // where the grey is see-through, as WCAG computes it.
    const disabled = await button.evaluate((el) => {
      const was = el.hasAttribute('disabled');
      el.setAttribute('disabled', '');
      el.classList.add('Mui-disabled');
      const rgba = (value: string) => (value.match(/[\d.]+/g) ?? []).map(Number);
      const over = (top: number[], under: number[]) => {
        const a = top[3] ?? 1;
        return [0, 1, 2].map((i) => top[i]! * a + under[i]! * (1 - a));
      };
      const luminance = (rgb: number[]) => {
        const [r, g, b] = rgb.map((c) => {
          const v = c / 255;
          return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
      };
      const style = getComputedStyle(el);
      const background = over(rgba(style.backgroundColor), [255, 255, 255]);
      const ink = over(rgba(style.color), background);
      const [hi, lo] = [luminance(ink), luminance(background)].sort((x, y) => y - x);
      if (!was) {
        el.removeAttribute('disabled');
        el.classList.remove('Mui-disabled');
      }
      return (hi! + 0.05) / (lo! + 0.05);
    });
    if (disabled < 4.5) problems.push(`${label} "${name}" disabled: ${disabled.toFixed(2)}:1`);
    await button.evaluate((el, mark) => el.removeAttribute(mark), MARK);
  }
  await cdp.detach();
  return problems;
}

describe('every button state at 4.5:1 (WCAG 1.4.3)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each([PATHS.track, PATHS.contact, PATHS.home])('the public buttons on %s in Arabic', async (path) => {
    const { context, page, errors } = await openPage(browser, { width: 390 });
    await page.goto(withLang(path, 'ar'));
    await pageReady(page);
    expect(await checkButtons(page, path)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the back-office buttons (MUI) on the blogs screen', async () => {
    const { context, page, errors } = await adminPage(browser, 'ar');
    await page.goto('/system/blogs');
    await screenReady(page);
    expect(await checkButtons(page, '/system/blogs')).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
