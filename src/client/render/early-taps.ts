declare global {
  interface Window {
    /** The last button tapped before the part it is in could take it (public/boot.js, deferred sections). */
    __earlyTap?: HTMLElement | null;
    /** React holds the page's events from now (public/boot.js keeps no more taps). */
    __pageCodeRunning?: boolean;
  }
}

/**
 * Taps that come before the page can take them are kept and given again, not lost (decision
 * 0039). A page's code comes after its `load` (decision 0011), and a deferred section's after
 * that (render/deferred-section): a button tapped meanwhile did nothing, and the visitor's
 * tap on the menu, a featured tab or a carousel arrow was simply gone. public/boot.js, there
 * from the start, keeps the last button tapped until React holds the page; a deferred
 * section keeps one tapped inside it until its code is here. Once the part that holds the
 * button has hydrated, the tap is given again (`click()`), once.
 */

/** Called just before React takes the page (entry-client): from now React hears every tap. */
export function notePageCodeRunning(): void {
  window.__pageCodeRunning = true;
}

/** Keeps a tap on `button` for its part to take once it has hydrated. */
export function keepTap(button: HTMLElement): void {
  window.__earlyTap = button;
}

/** The kept tap's button, if it is still in the page. */
export function keptTap(): HTMLElement | undefined {
  const button = window.__earlyTap;
  if (button && !button.isConnected) window.__earlyTap = null;
  return window.__earlyTap ?? undefined;
}

/** Gives the kept tap again if its button is inside `part` (which has now hydrated), once. */
export function replayTapIn(part: Element): void {
  const button = keptTap();
  if (!button || !part.contains(button)) return;
  window.__earlyTap = null;
  if (!(button as HTMLButtonElement).disabled) button.click();
}
