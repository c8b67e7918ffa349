/**
 * The element a dialog focuses as it opens (the browser's `autofocus`). React writes it into
 * the server's HTML from `autoFocus`, but in the browser only focuses at mount: the attribute
 * is set there by hand, for a popup rendered on the page (a static section gone live).
 */
export const autofocus = (on: boolean) =>
  on
    ? {
        autoFocus: true,
        ref: (el: HTMLElement | null) => el?.setAttribute('autofocus', ''),
      }
    : {};
