import { ADMIN_PATHS, CONTENT, CONTENT_NAMES, PATHS, PUBLIC_STATIC_PATHS } from '../../../../contract';
import { MAIN_MENU } from '../../../layout/nav-items';
import { OFFICE_SECTIONS } from '../admin-sections';

/** English UI strings, translated with t(): the name of the page an SEO entry is for. */
const PAGE_NAMES: Record<string, string> = {
  ...Object.fromEntries(MAIN_MENU.map((item) => [item.to, item.label])),
  ...Object.fromEntries(CONTENT_NAMES.map((name) => [CONTENT[name].admin, CONTENT[name].labels.many])),
  ...Object.fromEntries(OFFICE_SECTIONS.map((section) => [section.path, section.label])),
  [PATHS.login]: 'Sign in',
  [PATHS.system]: 'Back-office',
};

export const seoPageName = (path: string): string => PAGE_NAMES[path] ?? path;

const PUBLIC = new Set<string>(PUBLIC_STATIC_PATHS);

/** Public pages are indexed; /login and /system/* send `noindex` (docs/decisions/0010). */
export const isPublicSeoPath = (path: string): boolean => PUBLIC.has(path);

/** Public pages in menu order, then the staff pages in sidebar order; unknown paths last. */
const ORDER = [...PUBLIC_STATIC_PATHS, PATHS.login, PATHS.system, ...Object.values(ADMIN_PATHS)] as string[];
export const seoPathOrder = (a: string, b: string): number => rank(a) - rank(b) || a.localeCompare(b);
const rank = (path: string): number => {
  const at = ORDER.indexOf(path);
  return at === -1 ? ORDER.length : at;
};
