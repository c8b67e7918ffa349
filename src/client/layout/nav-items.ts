import { FOOTER_CONTENT_LINKS, PATHS } from '../../contract';
import { isActivePath } from '../context/navigation';
import { REQUEST_FORM_ID } from '../ui/request-form-anchor';

export interface NavItem {
  /** English UI string, translated with t(). */
  label: string;
  to: string;
}

/** SPEC §2 "Public layout": the main menu, in order. Detail routes are not in it. */
export const MAIN_MENU: readonly NavItem[] = [
  { label: 'Home', to: PATHS.home },
  { label: 'Who Are We', to: PATHS.about },
  { label: 'Our Services', to: PATHS.services },
  { label: 'Why Choose Us', to: PATHS.whyUs },
  { label: 'Testimonials', to: PATHS.testimonials },
  { label: 'Researchers', to: PATHS.researchers },
  { label: 'Blogs', to: PATHS.blogs },
  { label: 'Contact Us', to: PATHS.contact },
];

/**
 * Whether the main menu marks `item` on `pathname`: home only on itself, the others on their pages and below.
 */
export function isMenuItemActive(pathname: string, item: NavItem): boolean {
  return isActivePath(pathname, item.to, item.to === PATHS.home);
}

/**
 * All the top bar shows of the address: on home it floats transparent over the hero, and
 * its menu marks the current section. The server keeps one copy of the bar's HTML per
 * value (layout/public-layout.tsx), so every page of a section shares it.
 */
export function topBarVariant(pathname: string): string {
  if (pathname === PATHS.home) return 'home';
  return MAIN_MENU.map((item) => (isMenuItemActive(pathname, item) ? '1' : '0')).join('');
}

/** SPEC §2 "Footer". */
export const INFO_LINKS: readonly NavItem[] = [
  { label: 'Contact Us', to: PATHS.contact },
  { label: 'Who Are We', to: PATHS.about },
  { label: 'Why Choose Us', to: PATHS.whyUs },
];

export const INTERNAL_LINKS: readonly NavItem[] = [
  { label: 'Our Services', to: PATHS.services },
  { label: 'Testimonials', to: PATHS.testimonials },
  { label: 'Researchers', to: PATHS.researchers },
  { label: 'Blogs', to: PATHS.blogs },
  ...FOOTER_CONTENT_LINKS,
];

/** The home page's request form; the Order Document button leads here. */
export const ORDER_DOCUMENT_PATH = `${PATHS.home}#${REQUEST_FORM_ID}`;
