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

/** Forces `states` on every marked button at once (none: each at rest). */
async function forceState(cdp: CDPSession, states: string[]): Promise<void> {
  const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
  const { nodeIds } = await cdp.send('DOM.querySelectorAll', { nodeId: root.nodeId, selector: `[${MARK}]` });
  for (const nodeId of nodeIds)
    await cdp.send('CSS.forcePseudoState', { nodeId, forcedPseudoClasses: states });
}

/**
 * The page's visible buttons, each in each state: axe's contrast rule alone (the walks run
 * every rule on the page at rest) with the state forced (the DevTools protocol's
 * CSS.forcePseudoState), and for the disabled state, which axe leaves out (WCAG exempts it),
 * the ratio computed from the drawn colours: 4.5:1 or more in every one.
 *
 * All the buttons take a state together and axe checks them in one run: a button's colours
 * follow its own state only (a state is forced on the element, never on its parents), and one
 * run a state costs what one run a button did.
 */
async function checkButtons(page: Page, label: string): Promise<string[]> {
  await page.addStyleTag({
    content: '*,*::before,*::after{transition:none!important;animation:none!important}',
  });
  // Enabled while their states are checked (a form's send button waits for its fields).
  const marked = await page.locator(BUTTONS).evaluateAll(
    (buttons, mark) =>
      buttons.filter((el) => {
        if (!el.checkVisibility()) return false;
        el.setAttribute(mark, '');
        el.removeAttribute('disabled');
        el.classList.remove('Mui-disabled');
        return true;
      }).length,
    MARK,
  );
  expect(marked, `${label}: buttons to check`).toBeGreaterThan(0);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const problems: string[] = [];
  for (const state of ['rest', ...FORCED]) {
    await forceState(cdp, state === 'rest' ? [] : [state]);
    problems.push(
      ...(await axeViolations(page, {
        scope: `[${MARK}]`,
        label: `${label} ${state}`,
        rules: ['color-contrast'],
      })),
    );
  }
  await forceState(cdp, []);
  await cdp.detach();
  // Disabled as the page draws it: its words on its own grey, composited over white where the
  // grey is see-through, as WCAG computes it.
  const disabled = await page.locator(`[${MARK}]`).evaluateAll((buttons) => {
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
    for (const el of buttons) {
      el.setAttribute('disabled', '');
      el.classList.add('Mui-disabled');
    }
    return buttons.map((el) => {
      const style = getComputedStyle(el);
      const background = over(rgba(style.backgroundColor), [255, 255, 255]);
      const ink = over(rgba(style.color), background);
      const [hi, lo] = [luminance(ink), luminance(background)].sort((x, y) => y - x);
      return {
        name: (el as HTMLElement).innerText.trim() || el.getAttribute('aria-label') || el.tagName,
        ratio: (hi! + 0.05) / (lo! + 0.05),
      };
    });
  });
  for (const { name, ratio } of disabled)
    if (ratio < 4.5) problems.push(`${label} "${name}" disabled: ${ratio.toFixed(2)}:1`);
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
