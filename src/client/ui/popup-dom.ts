import { roveIndex } from './roving-index';

// The keys of a popup, plain DOM with no React: the house's popup components
// (ui/popup-dialog.tsx, ui/menu.tsx) and the public popups of plain HTML
// (layout/popup-behaviour.ts, decision 0041) share them, and the latter's first load brings
// nothing else of the former.

const TABBABLE =
  'a[href],summary,button:not([disabled]),input:not([disabled]),select,textarea,[tabindex]:not([tabindex="-1"])';

/**
 * Tab goes round inside the popup, as MUI's focus trap did: the browser's modal dialog keeps
 * the page behind out of reach, but from its last control Tab goes on to the browser's own
 * bar, and a visitor can lose the way back. Also for the popups of plain HTML (layout/popup-behaviour.ts).
 */
export function keepTabInside(
  dialog: HTMLElement,
  event: Pick<KeyboardEvent, 'key' | 'shiftKey' | 'defaultPrevented' | 'preventDefault'>,
): void {
  if (event.key !== 'Tab' || event.defaultPrevented) return;
  const reachable = [...dialog.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (el) => el.tabIndex >= 0 && el.getClientRects().length > 0 && !el.closest('dialog:not([open])'),
  );
  const first = reachable[0];
  const last = reachable[reachable.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey ? active === first || active === dialog : active === last) {
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  }
}

/** The menu's own items (not those of a menu inside it), those a key can reach. */
const itemsOf = (list: HTMLElement) =>
  [...list.querySelectorAll<HTMLElement>(':scope > [role="menuitem"]')].filter(
    (item) => item.getAttribute('aria-disabled') !== 'true',
  );

/**
 * The item a key moves to in a menu (WAI-ARIA's menu pattern, as MUI's MenuList): up and down
 * move between its items, round from the last to the first; Home and End go to either end.
 * Also for the menus of plain HTML (layout/popup-behaviour.ts).
 */
export function menuItemFor(list: HTMLElement, key: string): HTMLElement | undefined {
  const items = itemsOf(list);
  const to = roveIndex(key, items.indexOf(document.activeElement as HTMLElement), items.length, {
    next: 'ArrowDown',
    previous: 'ArrowUp',
  });
  return to === undefined ? undefined : items[to];
}
