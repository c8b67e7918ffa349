import type { PageModule } from './page-route';

/**
 * The public pages, each in its own chunk so a page loads its own code only. The key is
 * the route's id and its module under `src/client/app/routes/`: the server preloads the
 * matched page's chunk with the HTML (`pageModulesOf`), and names the page in its data;
 * the browser loads that page before hydrating (entry-client), so nothing waits on a
 * second round trip. No react-router here: the browser's public pages run without it
 * (decision 0015).
 */
export const PUBLIC_PAGES = {
  'public/home': () => import('./public/home').then((m) => m.homePage),
  'public/about': () => import('./public/about').then((m) => m.aboutPage),
  'public/services': () => import('./public/services').then((m) => m.servicesPage),
  'public/service': () => import('./public/service').then((m) => m.servicePage),
  'public/why-us': () => import('./public/why-us').then((m) => m.whyUsPage),
  'public/testimonials': () => import('./public/testimonials').then((m) => m.testimonialsPage),
  'public/researchers': () => import('./public/researchers').then((m) => m.researchersPage),
  'public/blogs': () => import('./public/blogs').then((m) => m.blogsPage),
  'public/blog': () => import('./public/blog').then((m) => m.blogPage),
  'public/contact': () => import('./public/contact').then((m) => m.contactPage),
  'public/faq': () => import('./public/faq').then((m) => m.faqPage),
  'public/track': () => import('./public/track').then((m) => m.trackPage),
  'public/search': () => import('./public/search').then((m) => m.searchPage),
  'public/not-found': () => import('./public/not-found').then((m) => m.notFoundPage),
} satisfies Record<string, () => Promise<PageModule>>;
export type PublicPageId = keyof typeof PUBLIC_PAGES;

/**
 * SPEC §2 "Public routes" and the registry's list pages beyond them, under the layout: each
 * path (`null`: the index) and its page. `*` is every address no other route takes.
 */
export const PUBLIC_ROUTES: readonly (readonly [path: string | null, page: PublicPageId])[] = [
  [null, 'public/home'],
  ['about-us', 'public/about'],
  ['services', 'public/services'],
  ['services/:service', 'public/service'],
  ['why-us', 'public/why-us'],
  ['testimonials', 'public/testimonials'],
  ['researchers', 'public/researchers'],
  ['blogs', 'public/blogs'],
  ['blogs/:blog', 'public/blog'],
  ['contact-us', 'public/contact'],
  ['faq', 'public/faq'],
  ['track-request', 'public/track'],
  ['search', 'public/search'],
  ['*', 'public/not-found'],
];

export const isPublicPageId = (id: string): id is PublicPageId => Object.hasOwn(PUBLIC_PAGES, id);

/** The source modules of the matched pages (manifest keys), for the server's preload links. */
export const pageModulesOf = (routeIds: readonly string[]): string[] =>
  routeIds.filter(isPublicPageId).map((id) => `src/client/app/routes/${id}.tsx`);
