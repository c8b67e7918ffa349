import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { baseURL } from './browser';

// What the public walk (e2e/public-walk.ts) checks of each page's hydration beside its content.

/**
 * Classes on the hydrated page's elements that the server named in its style tag without
 * their CSS (render/emotion-ssr.ts: styles composed into others, on no element of its HTML).
 */
export async function classesWithoutCss(page: Page, path: string): Promise<string[]> {
  const html = await (await fetch(`${baseURL()}${path}`)).text();
  const [, key = '', ids = ''] = /<style data-emotion-ssr="(muirtl|mui) ([^"]*)"/.exec(html) ?? [];
  const onElements = new Set([...html.matchAll(/class="([^"]*)"/g)].flatMap((m) => m[1]!.split(' ')));
  const composed = new Set(
    ids
      .split(' ')
      .map((id) => `${key}-${id}`)
      .filter((c) => !onElements.has(c)),
  );
  expect(composed.size, `${path}: the server names composed styles`).toBeGreaterThan(0);
  const now = await page.evaluate(() =>
    [...document.querySelectorAll('[class]')].flatMap((el) => [...el.classList]),
  );
  return [...new Set(now.filter((c) => composed.has(c)))];
}

/**
 * Records every rule the page's code adds, from the first script on, in `window.styleChanges`.
 * Each costs its insertion and, in Arabic, the RTL transform, in the load's longest tasks
 * (decision 0020). It was 137 on / when hydration re-made the composed styles (AppBar on
 * Paper…), then 10 (an autofill keyframes per input, the reveal's phases, tab scroll
 * buttons), and 58 on /services (the category autocomplete, mounted at idle). And every
 * <style> the page's code moves: a moved style sheet is parsed again and restyles the whole
 * page (emotion re-inserts the tags it adopts; see app/emotion.ts).
 */
export async function watchStyleChanges(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { styleChanges: string[] }).styleChanges = seen;
    const insertRule = CSSStyleSheet.prototype.insertRule;
    CSSStyleSheet.prototype.insertRule = function (rule: string, index?: number) {
      seen.push(`rule ${rule.slice(0, 80)}`);
      return insertRule.call(this, rule, index);
    };
    document.addEventListener('DOMContentLoaded', () => {
      new MutationObserver((records) => {
        for (const r of records)
          for (const n of r.removedNodes)
            if (n.nodeName === 'STYLE')
              seen.push(`moved ${(n as Element).getAttribute('data-emotion') ?? ''}`.slice(0, 80));
      }).observe(document.head, { childList: true });
    });
  });
}
