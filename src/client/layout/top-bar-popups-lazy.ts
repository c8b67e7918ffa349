import { lazyWhenOpen } from '../render/lazy-when-open';

/** The top bar's popups' chunk (layout/top-bar-popups.ts): one import for the three. */
const load = () => import('./top-bar-popups');

/** The phone drawer, loaded ahead of its first opening (render/lazy-when-open.tsx). */
export const LazyNavDrawer = lazyWhenOpen(
  () => load().then((m) => m.NavDrawer),
  ({ open }) => open,
);

/** The public language menu, as the drawer. */
export const LazyLanguageMenu = lazyWhenOpen(
  () => load().then((m) => m.LanguageMenu),
  ({ anchor }) => anchor !== null,
);

/** The services dropdown, as the drawer. */
export const LazyServicesMenu = lazyWhenOpen(
  () => load().then((m) => m.ServicesMenuPopup),
  ({ anchor }) => anchor !== null,
);

/**
 * Fetches the chunk (each lazy popup shares it): when the page is idle after its load, and
 * on a first sign of intent. A failed load is tried again at the next.
 */
export const preloadTopBarPopups = (): void => {
  // Each wrapper keeps its own loaded component (rendered without suspending once it is here).
  LazyNavDrawer.preload();
  LazyLanguageMenu.preload();
  LazyServicesMenu.preload();
};

/** A popup's button's handlers for the first signs of intent: a pointer over it or going down, focus. */
export const POPUP_INTENT = {
  onPointerEnter: preloadTopBarPopups,
  onPointerDown: preloadTopBarPopups,
  onFocus: preloadTopBarPopups,
} as const;
