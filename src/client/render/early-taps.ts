declare global {
  interface Window {
    /** The buttons tapped before the part each is in could take them, in order (public/boot.js, deferred sections). */
    __earlyTaps?: HTMLElement[];
    /** React's listeners are in the page (public/boot.js holds taps from them until it has hydrated). */
    __pageCodeRunning?: boolean;
    /**
     * public/boot.js: shows a tap's answer that needs no code (a tab's panel, the still
     * carousel's next slide), where the HTML holds it.
     */
    __answerEarly?: (button: HTMLElement) => void;
    /** The page's part in the popups is here (layout/popup-behaviour.ts): boot.js serves them until then. */
    __popupsServed?: boolean;
  }
}

/**
 * Taps that come before the page can take them are answered where the HTML allows and
 * given again, not lost (decisions 0039, 0041). A page's code comes after its `load`
 * (decision 0011), and a deferred section's after that (render/deferred-section): a button
 * tapped meanwhile did nothing. public/boot.js, there from the start, keeps the buttons
 * tapped until the page has hydrated (and keeps the taps from React meanwhile, which would
 * otherwise hydrate the whole page at once before the browser could answer); a deferred section keeps those tapped inside it until
 * its code is here. What the HTML can show at once is shown (`__answerEarly`: the tab's
 * panel, the carousel's next slide; the drawer and the menus open with no code at all), and
 * once the part that holds a button has hydrated, each tap is given again (`click()`), once,
 * in order, so React's state comes to what the page shows.
 */

/** Called just before React takes the page (entry-client): from now React would hear a tap. */
export function notePageCodeRunning(): void {
  window.__pageCodeRunning = true;
}

/** Keeps a tap on `button` for its part to take once it has hydrated, and shows what it can now. */
export function keepTap(button: HTMLElement): void {
  window.__answerEarly?.(button);
  (window.__earlyTaps ??= []).push(button);
}

/** The kept taps' buttons still in the page, in the order they were tapped. */
export function keptTaps(): HTMLElement[] {
  return (window.__earlyTaps ??= []).filter((button) => button.isConnected);
}

/**
 * Whether a kept tap's part cannot take it yet: a deferred section still without its code, or
 * a language in a popup before the page's part in the popups is here.
 */
export const tapWaits = (button: HTMLElement): boolean =>
  button.closest('[data-deferred]:not([data-deferred-ready])') !== null ||
  (button.hasAttribute('data-set-lang') && !window.__popupsServed);

/** Gives again, once and in order, the kept taps inside `part` (which has now hydrated) that `which` takes. */
export function replayTapsIn(part: Element, which: (button: HTMLElement) => boolean = () => true): void {
  const mine = keptTaps().filter((button) => part.contains(button) && which(button));
  window.__earlyTaps = keptTaps().filter((button) => !mine.includes(button));
  for (const button of mine) if (!(button as HTMLButtonElement).disabled) button.click();
}
