// The top bar's popups in one chunk, out of the pages' first load (decision 0039): the
// drawer, the language menu and the services dropdown share their popup, menu and list
// code, and a page needs all of them or none. Loaded when the page is idle after its load,
// or at the first sign of intent (render/lazy-when-open.tsx).
export { NavDrawer } from './nav-drawer';
export { LanguageMenu } from '../ui/language-menu';
export { ServicesMenuPopup } from './services-menu-panel';
