import axe from 'axe-core';
import type { Page } from 'playwright-core';

/**
 * axe-core's own source, evaluated once per document: a page's later checks find `window.axe`
 * and only run. (`@axe-core/playwright` evaluated its 580 KB twice on every check, about a
 * third of a check's time, and the suite makes several hundred.)
 *
 * axe runs in the page itself, not in parts joined on a blank page (which is for frames from
 * other origins: 0.7 s a check against 0.3 s). Our pages hold no frame when they are checked
 * (the map and a video are loaded only when a visitor asks): a page that does is refused
 * here, not checked by half.
 */
const INSTALL = `if (!window.axe) { ${axe.source}
;window.axe.configure({ allowedOrigins: ['<same_origin>'] }); }`;

interface Check {
  /** A selector: only what it matches is checked. */
  scope?: string;
  /** Put before each line, to say which page or state failed. */
  label?: string;
  /** Only these rules (axe's ids), where a spec is about one property, such as contrast. */
  rules?: string[];
}

/**
 * axe's violations on the page, or within `scope`, one line each: the rule and its first
 * three elements with what is wrong with them. Violations only: axe then skips gathering the
 * nodes of every rule that passed.
 */
export async function axeViolations(page: Page, { scope, label, rules }: Check = {}): Promise<string[]> {
  if (page.frames().length > 1)
    throw new Error(`${page.url()} holds a frame: axe's single-document run would not check inside it`);
  await page.evaluate(INSTALL);
  const options: axe.RunOptions = {
    resultTypes: ['violations'],
    ...(rules && { runOnly: { type: 'rule', values: rules } }),
  };
  const violations = await page.evaluate(
    async ({ scope, options }) => (await window.axe.run(scope ?? document, options)).violations,
    { scope, options },
  );
  return violations.map(
    (v) =>
      `${label ? `${label}: ` : ''}${v.id}: ${v.nodes
        .slice(0, 3)
        .map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''}`.replace(/\s+/g, ' ').trim())
        .join(' | ')}`,
  );
}

declare global {
  interface Window {
    axe: typeof axe;
  }
}
