/** URLs are built in one place (STYLE §2.7). SPEC §2 "Public routes". */
export const PATHS = {
  home: '/',
  about: '/about-us',
  services: '/services',
  whyUs: '/why-us',
  testimonials: '/testimonials',
  researchers: '/researchers',
  blogs: '/blogs',
  contact: '/contact-us',
  /** A student follows a request by its reference and e-mail (decision 0030). */
  track: '/track-request',
  login: '/login',
  system: '/system',
} as const;

/**
 * SPEC §2's public routes that carry no id; content-registry.ts adds its entities' list
 * pages (PUBLIC_STATIC_PATHS).
 */
export const SPEC_STATIC_PATHS = [
  PATHS.home,
  PATHS.about,
  PATHS.services,
  PATHS.whyUs,
  PATHS.testimonials,
  PATHS.researchers,
  PATHS.blogs,
  PATHS.contact,
] as const;

export const ADMIN_PATHS = {
  services: '/system/services',
  categories: '/system/categories',
  blogs: '/system/blogs',
  testimonials: '/system/testimonials',
  researchers: '/system/researchers',
  seo: '/system/seo',
  requests: '/system/requests',
} as const;

/**
 * The back-office screens beyond SPEC §2 (decision 0013). Kept apart from ADMIN_PATHS, which
 * is SPEC's list (its SEO entries are seeded from it).
 */
export const OFFICE_ADMIN_PATHS = {
  messages: '/system/messages',
  /** The desk's numbers (decision 0032). */
  dashboard: '/system/dashboard',
  /** Export or erase a student's data (decision 0033). */
  students: '/system/students',
  translations: '/system/translations',
  settings: '/system/settings',
  staff: '/system/staff',
  trash: '/system/trash',
  /** One's own sessions and password (decision 0057). */
  account: '/system/account',
} as const;

/** The track page with a reference filled in: the confirmation mail's link. */
export const trackPath = (ref: string): string => `${PATHS.track}?ref=${encodeURIComponent(ref)}`;

/** One request on the desk (decision 0030): `/system/requests/{id}`. */
export const requestDeskPath = (id: number): string => `${ADMIN_PATHS.requests}/${id}`;

const slug = (name: string): string => name.trim().replace(/\s+/g, '-');

/** SPEC §2: a service detail route is the name with hyphens plus `?service_id=`. */
export const servicePath = (name: string, serviceId: number): string =>
  `${PATHS.services}/${encodeURIComponent(slug(name))}?service_id=${serviceId}`;

/** SPEC §2: a blog detail route is the title with hyphens plus `?blog_id=`. */
export const blogPath = (title: string, blogId: number): string =>
  `${PATHS.blogs}/${encodeURIComponent(slug(title))}?blog_id=${blogId}`;

/** `/login?redirect=…`, leaving out a redirect back to the login page itself (SPEC §2 "Login"). */
export const loginPath = (redirect?: string): string =>
  redirect && !redirect.startsWith(PATHS.login)
    ? `${PATHS.login}?redirect=${encodeURIComponent(redirect)}`
    : PATHS.login;

/** Client-only routes: not rendered on the server (decision 0003). */
export const isClientOnlyPath = (pathname: string): boolean =>
  pathname === PATHS.login ||
  pathname.startsWith(`${PATHS.login}/`) ||
  pathname === PATHS.system ||
  pathname.startsWith(`${PATHS.system}/`);

/** Letters, marks and digits of any script: what a page's link may carry as they are. */
const READABLE = /^[\p{L}\p{M}\p{N}]$/u;

/**
 * A same-site link as a page writes it (decision 0049): the letters of a slug as they are
 * (`/services/إعداد-رسائل?service_id=1`), not their escapes (`%D8%A5…`, three times the
 * bytes of Arabic in the HTML). The browser escapes them again when it follows the link, so
 * the address it asks for is the same. Only letters, marks and digits come back; an escaped
 * space, slash, question mark, bidi control or anything else stays escaped.
 */
export function readableHref(href: string): string {
  return href.replace(/(?:%[89A-F][0-9A-F])+/gi, (escaped) => {
    let text: string;
    try {
      text = decodeURIComponent(escaped);
    } catch {
      return escaped;
    }
    let out = '';
    for (const char of text) out += READABLE.test(char) ? char : encodeURIComponent(char);
    return out;
  });
}
