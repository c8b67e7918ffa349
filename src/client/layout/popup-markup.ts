// The names the public popups' HTML and the scripts that serve it share (decision 0041).
// public/boot.js, there before the page's code, reads the same attributes: keep them in step.

/** The phone drawer's dialog. */
export const NAV_DRAWER_ID = 'nav-drawer';
/** The top bar's language menu, and the one the drawer opens from its own button. */
export const TOP_LANGUAGE_MENU_ID = 'language-menu';
export const DRAWER_LANGUAGE_MENU_ID = 'drawer-language-menu';
/** The top bar's search popup (layout/search-dialog.tsx). */
export const SITE_SEARCH_ID = 'site-search';

/**
 * On a plain link: the navigation state it passes to the next page, as JSON (what `Link`'s
 * `state` does; boot.js and the page's code put it where the next page takes it).
 */
export const NAV_STATE_ATTRIBUTE = 'data-nav-state';
/** On a language menu's button: the language it switches to (the page's code acts on it). */
export const SET_LANG_ATTRIBUTE = 'data-set-lang';
