import { lazyWhenOpen } from '../render/lazy-when-open';

/**
 * The wide screen's services dropdown (layout/services-menu-panel.tsx), out of the pages'
 * first load: fetched when the page is idle after its load, or at the first sign of intent,
 * so the tap does not wait for it (decision 0039). The phone's popups need no code at all
 * (decision 0041).
 */
export const LazyServicesMenu = lazyWhenOpen(
  () => import('./services-menu-panel').then((m) => m.ServicesMenuPopup),
  ({ anchor }) => anchor !== null,
);

/** A popup's button's handlers for the first signs of intent: a pointer over it or going down, focus. */
export const POPUP_INTENT = {
  onPointerEnter: LazyServicesMenu.preload,
  onPointerDown: LazyServicesMenu.preload,
  onFocus: LazyServicesMenu.preload,
} as const;
