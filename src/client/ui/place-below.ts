// Where a menu opens when the browser cannot place it itself (CSS anchor positioning): the
// house's AnchoredMenu (ui/anchored-menu.tsx) and the public menus' fallback
// (layout/popup-fallbacks.ts, decision 0041).

/** Room kept between a menu and the window's edges, and below its button (px). */
const EDGE = 8;
const GAP = 4;

/**
 * Places the open menu below its button, its start edge on the button's (the right edge in
 * Arabic), moved in to stay whole on a narrow screen, and no taller than the room below.
 */
export function placeBelow(dialog: HTMLDialogElement, anchor: HTMLElement) {
  const button = anchor.getBoundingClientRect();
  const width = document.documentElement.clientWidth;
  const style = dialog.style;
  style.top = `${button.bottom + GAP}px`;
  style.maxHeight = `${Math.max(120, window.innerHeight - button.bottom - GAP - EDGE)}px`;
  style.maxWidth = `${width - 2 * EDGE}px`;
  const rtl = getComputedStyle(anchor).direction === 'rtl';
  const own = dialog.getBoundingClientRect().width;
  // The start edge in the direction's own terms: the distance from the right in Arabic.
  const start = rtl ? width - button.right : button.left;
  const fits = Math.max(EDGE, Math.min(start, width - own - EDGE));
  style.left = rtl ? 'auto' : `${fits}px`;
  style.right = rtl ? `${fits}px` : 'auto';
}
