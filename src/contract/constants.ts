/** SPEC §9 business constants shared by client and server. */
export const APP_VERSION_LABEL = 'v2.0.1';
export const COPYRIGHT_YEAR = 2025;
export const STORAGE_KEYS = {
  token: 'jwt_token',
  lang: 'lang',
  translations: 'ui_translations',
  seo: 'seo_metadata',
} as const;
/** The cookie that mirrors localStorage `lang` so the server renders the right language (DESIGN §5). */
export const LANG_COOKIE = 'lang';
export const MAX_CONTENT_WIDTH = 1600;
export const PAGE_TOP_MARGIN = 100;
export const SNACKBAR = { max: 3, publicHideMs: 5000, adminHideMs: 3000 } as const;
export const PAGE_SIZE = { services: 9, blogs: 6, testimonials: 6, researchers: 6 } as const;
export const BLOG_CARD_TRUNCATE = 120;
export const THEME_COLORS = { primary: '#331FAB', secondary: '#FF6010' } as const;
/**
 * An orange contained button's hover: lighter, under the same dark ink (6.8:1; the darker
 * #B3420A under it was 3.1:1). The public sheets' `--secondary-hover` and MUI's theme.
 */
export const SECONDARY_HOVER = '#FF7A33';
/** SPEC §9: the home page's carousels and typing hero. */
export const CAROUSEL = {
  reviews: { autoplayMs: 5000, speed: 500, perViewLg: 1 },
  services: { autoplayMs: 3000, speed: 500, perViewLg: 4 },
  blogs: { autoplayMs: 3000, speed: 500, perViewLg: 4 },
} as const;
export const TYPING = { holdMs: 3000, speed: 50 } as const;
/** SPEC §9 "Scroll-in animations": a block appears when 60 % of it is visible, siblings 300 ms apart. */
export const SCROLL_IN = { threshold: 0.6, staggerMs: 300 } as const;
