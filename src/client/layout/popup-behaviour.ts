import { LANGS, type Lang } from '../../contract';
import type { NavigateOptions } from '../context/navigation';
import { keepTabInside, menuItemFor } from '../ui/popup-dom';
import { replayTapsIn } from '../render/early-taps';
import { NAV_STATE_ATTRIBUTE, SET_LANG_ATTRIBUTE } from './popup-markup';

/** What the popups' HTML asks of the page (the language, a move), kept current by the top bar. */
export interface PopupActions {
  setLang: (lang: Lang) => void;
  navigate: (to: string, options?: NavigateOptions) => void;
}

const OPEN_POPUPS = 'dialog.popup[open]';

/** Whether the browser does every part of the popups' HTML itself (else layout/popup-fallbacks.ts does). */
const supportsAll = () =>
  'commandForElement' in HTMLButtonElement.prototype &&
  'closedBy' in HTMLDialogElement.prototype &&
  CSS.supports('position-area', 'block-end');

const isLang = (value: string | null): value is Lang => LANGS.includes(value as Lang);

/** A plain click: the main button, no modifier (a link opened in another tab stays the browser's). */
const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;

function closeAll(): void {
  for (const dialog of document.querySelectorAll<HTMLDialogElement>(OPEN_POPUPS)) dialog.close();
}

/**
 * The page's part in the public popups of plain HTML (decision 0041): the drawer and the
 * language menus open, close and lead on without code (public/boot.js serves their links and
 * keeps a language chosen until this is here); the page adds what HTML alone cannot do:
 * - a language chosen in a menu switches the page's language (`data-set-lang`);
 * - a link in an open popup closes it and moves as the app's links do (`navigate`, with its
 *   `data-nav-state`), so an address on the same page changes in place;
 * - Tab goes round inside an open popup; the arrow keys, Home and End move in a menu, and
 *   Tab leaves it closed;
 * - where the browser lacks a part (a command button, a tap beside a popup to close it, a
 *   menu's place below its button), that part, in a chunk of its own (layout/popup-fallbacks.ts).
 * Returns what removes it all.
 */
export function installPopupBehaviour(actions: { readonly current: PopupActions }): () => void {
  let removeFallbacks: (() => void) | undefined;
  let removed = false;
  if (!supportsAll())
    void import('./popup-fallbacks').then(({ installPopupFallbacks }) => {
      if (!removed) removeFallbacks = installPopupFallbacks();
    });

  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    if (!target) return;
    const lang = target.closest(`[${SET_LANG_ATTRIBUTE}]`)?.getAttribute(SET_LANG_ATTRIBUTE) ?? null;
    if (isLang(lang)) {
      closeAll();
      actions.current.setLang(lang);
    }
    const link = target.closest<HTMLAnchorElement>('a[href]');
    if (link?.closest(OPEN_POPUPS) && !event.defaultPrevented && isPlainClick(event) && !link.target) {
      event.preventDefault();
      const state = link.getAttribute(NAV_STATE_ATTRIBUTE);
      closeAll();
      actions.current.navigate(link.getAttribute('href')!, state ? { state: JSON.parse(state) } : {});
    }
  };

  const onKeyDown = (event: KeyboardEvent) => {
    // A popup of React's own (the services dropdown, ui/popup-dialog.tsx) has taken the key.
    if (event.defaultPrevented) return;
    const target = event.target instanceof HTMLElement ? event.target : null;
    const dialog = target?.closest<HTMLDialogElement>(OPEN_POPUPS);
    if (!target || !dialog) return;
    const menu = target.closest<HTMLElement>('[role="menu"]');
    if (menu && event.key === 'Tab') {
      event.preventDefault();
      dialog.close();
      return;
    }
    const next = menu && menuItemFor(menu, event.key);
    if (next) {
      event.preventDefault();
      next.focus();
      return;
    }
    keepTabInside(dialog, event);
  };

  document.addEventListener('click', onClick);
  document.addEventListener('keydown', onKeyDown);
  window.__popupsServed = true;
  // A language chosen before this was here (public/boot.js kept it).
  replayTapsIn(document.documentElement, (button) => button.hasAttribute(SET_LANG_ATTRIBUTE));
  return () => {
    window.__popupsServed = false;
    removed = true;
    removeFallbacks?.();
    document.removeEventListener('click', onClick);
    document.removeEventListener('keydown', onKeyDown);
  };
}
