import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/**
 * axe's violations on the page, or within `scope` (a selector), one line each: the rule and
 * its first three elements with what is wrong with them, after `label` when given.
 *
 * axe runs in the page itself (legacy mode). By default it runs in parts and opens a blank
 * page to join them, for frames from other origins: 0.7 s a check against 0.3 s, and a
 * browser walk makes ~150 checks. Our pages hold no frame when they are checked (the map and
 * a video are loaded only when a visitor asks): a page that does is refused here, not
 * checked by half. Violations only: axe then skips gathering the nodes of every rule that passed.
 */
export async function axeViolations(
  page: Page,
  { scope, label }: { scope?: string; label?: string } = {},
): Promise<string[]> {
  if (page.frames().length > 1)
    throw new Error(`${page.url()} holds a frame: axe's legacy mode would not check inside it`);
  const builder = new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });
  const { violations } = await (scope ? builder.include(scope) : builder).analyze();
  return violations.map(
    (v) =>
      `${label ? `${label}: ` : ''}${v.id}: ${v.nodes
        .slice(0, 3)
        .map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''}`.replace(/\s+/g, ' ').trim())
        .join(' | ')}`,
  );
}
