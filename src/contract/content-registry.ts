import { ADMIN_PATHS, OFFICE_ADMIN_PATHS, PATHS, SPEC_STATIC_PATHS, blogPath, servicePath } from './paths';

/**
 * The content registry (decision 0026): one declaration per content entity, from which
 * every list that names the entities is derived, on the server (routes, read cache, page
 * cache, trash, sitemap, seed) and in the client (admin nav and routes, trash screen,
 * writes). A list that must cover every entity is typed `satisfies Record<ContentName, …>`,
 * so a missing one is a type error; `content-registry.test.ts` checks the derived lists.
 * Plain data only: public pages import it, and a zod schema here would put zod in their
 * first load (each entity's schema is in ./content-schemas.ts).
 */
export interface ContentDeclaration {
  /**
   * SPEC §7: list and create at `/api<api>`, update and delete at `/api<api>/{id}`; the
   * client's query-key prefix.
   */
  api: `/${string}`;
  /** The row's id field. */
  id: string;
  /** The field that names a row (the trash's title). */
  title: string;
  /** The column of the row's picture, if it has one (the trash shows it). */
  image: string | null;
  /** English UI strings, translated with t(): one item, the list's title, and the admin screens' titles. */
  labels: { one: string; many: string; create: string; update: string };
  /** The admin list (`<admin>`, `/create`, `/update/:id`, SPEC §2). */
  admin: `/system/${string}`;
  /**
   * In the sitemap: `items`, each item's own page (`detailPath`) and the list's; `list`,
   * only the list page (`listPath`), dated by its newest item; `none`, shown inside other
   * pages only (its changes still date them).
   */
  sitemap:
    | { kind: 'items'; listPath: string; detailPath: (name: string, id: number) => string }
    | { kind: 'list'; listPath: string }
    | { kind: 'none' };
  /** The public footer links its list page (after SPEC §2's "Footer" links). */
  inFooter?: true;
  /**
   * Where pages other than its own (`sitemap`) show its items: the home page's carousels,
   * the header's services menu. A page whose render reads the entity must be one of its
   * own or named here, and each part named must be in its page
   * (`client/entry-server.shown-in.test.tsx`); a write to the entity drops those pages
   * (`server/modules/content-modules.test.ts`).
   */
  shownIn: readonly ShownIn[];
}

/** A part of a public page, not the entity's own, that shows the entity's items. */
export interface ShownIn {
  /** The page's path; `*`, every public page (the header). */
  path: string;
  /**
   * A CSS selector of the part in the page's server HTML: a `<section>` by the heading it is
   * labelled by, or the `data-section` / `data-deferred` wrapper of a section.
   */
  section: string;
  /** A menu that opens on demand: its items are in the page's hydration data, not in its HTML. */
  menu?: true;
}

/** SPEC §2 "Services dropdown": the header's menu of the categories and their services, on every page. */
const SERVICES_MENU = { path: '*', section: '[data-section="top-bar"] .nav-services', menu: true } as const;

/** SPEC's content, in SPEC §2's admin order, then the office's own. */
export const CONTENT = {
  services: {
    api: '/services',
    id: 'service_id',
    title: 'service_name',
    image: 'service_header_url',
    labels: { one: 'Service', many: 'Services', create: 'Create Service', update: 'Update Service' },
    admin: ADMIN_PATHS.services,
    sitemap: { kind: 'items', listPath: PATHS.services, detailPath: servicePath },
    shownIn: [SERVICES_MENU, { path: PATHS.home, section: 'section[aria-labelledby="home-services-title"]' }],
  },
  categories: {
    api: '/categories',
    id: 'cat_id',
    title: 'cat_name',
    image: 'cat_header_url',
    labels: { one: 'Category', many: 'Categories', create: 'Create Category', update: 'Update Category' },
    admin: ADMIN_PATHS.categories,
    sitemap: { kind: 'none' },
    shownIn: [SERVICES_MENU, { path: PATHS.services, section: '[data-deferred="services-sidebar"]' }],
  },
  blogs: {
    api: '/blogs',
    id: 'blog_id',
    title: 'blog_title',
    image: 'blog_header_url',
    labels: { one: 'Blog', many: 'Blogs', create: 'Create Blog', update: 'Update Blog' },
    admin: ADMIN_PATHS.blogs,
    sitemap: { kind: 'items', listPath: PATHS.blogs, detailPath: blogPath },
    shownIn: [{ path: PATHS.home, section: 'section[aria-labelledby="home-posts-title"]' }],
  },
  testimonials: {
    api: '/testimonials',
    id: 'testimonial_id',
    title: 'customer_name',
    image: 'customer_avatar_url',
    labels: {
      one: 'Testimonial',
      many: 'Testimonials',
      create: 'Create Testimonial',
      update: 'Update Testimonial',
    },
    admin: ADMIN_PATHS.testimonials,
    sitemap: { kind: 'list', listPath: PATHS.testimonials },
    shownIn: [
      { path: PATHS.home, section: 'section[aria-labelledby="home-reviews-title"]' },
      { path: PATHS.whyUs, section: 'section[aria-labelledby="why-us-reviews-title"]' },
    ],
  },
  researchers: {
    api: '/researchers',
    id: 'researcher_id',
    title: 'researcher_name',
    image: 'researcher_avatar_url',
    labels: {
      one: 'Researcher',
      many: 'Researchers',
      create: 'Add New Researcher',
      update: 'Update Researcher',
    },
    admin: ADMIN_PATHS.researchers,
    sitemap: { kind: 'list', listPath: PATHS.researchers },
    shownIn: [],
  },
  // Beyond SPEC: the questions students ask before they write, on /faq and in the footer.
  faqs: {
    api: '/faqs',
    id: 'faq_id',
    title: 'faq_question',
    image: null,
    labels: { one: 'Question', many: 'FAQ', create: 'Add Question', update: 'Update Question' },
    admin: '/system/faqs',
    sitemap: { kind: 'list', listPath: '/faq' },
    inFooter: true,
    shownIn: [],
  },
} as const satisfies Record<string, ContentDeclaration>;

export type ContentName = keyof typeof CONTENT;
export const CONTENT_NAMES = Object.keys(CONTENT) as ContentName[];

/**
 * The records that are not content but are announced on change like it (SPEC §4,
 * DESIGN §4): whether a public page shows them, and what the trash calls them if it keeps
 * them.
 */
const OFFICE_RECORDS = {
  translations: { onPages: true, trash: null, admin: OFFICE_ADMIN_PATHS.translations },
  seo: { onPages: true, trash: null, admin: ADMIN_PATHS.seo },
  settings: { onPages: true, trash: null, admin: OFFICE_ADMIN_PATHS.settings },
  requests: { onPages: false, trash: 'Request', admin: ADMIN_PATHS.requests },
  messages: { onPages: false, trash: 'Message', admin: OFFICE_ADMIN_PATHS.messages },
  staff: { onPages: false, trash: null, admin: OFFICE_ADMIN_PATHS.staff },
} as const satisfies Record<string, { onPages: boolean; trash: string | null; admin: string }>;
type OfficeRecord = keyof typeof OFFICE_RECORDS;

/**
 * Everything whose writes are announced: `changed(entity)` on the server, `<entity>_changed` on the socket.
 */
export type ChangedEntity = ContentName | OfficeRecord;
export const CHANGED_ENTITIES: readonly ChangedEntity[] = [
  ...CONTENT_NAMES,
  ...(Object.keys(OFFICE_RECORDS) as OfficeRecord[]),
];

/**
 * What the public pages show: a write to anything else (requests, messages, staff) leaves
 * cached pages as they are.
 */
export const PAGE_ENTITIES: readonly ChangedEntity[] = CHANGED_ENTITIES.filter(
  (e) => e in CONTENT || OFFICE_RECORDS[e as OfficeRecord].onPages,
);

type TrashedOffice = {
  [K in OfficeRecord]: (typeof OFFICE_RECORDS)[K]['trash'] extends string ? K : never;
}[OfficeRecord];
/** What the trash holds: every content entity (soft-deleted), and the inboxes. */
export type TrashEntity = ContentName | TrashedOffice;
export const TRASH_ENTITIES = CHANGED_ENTITIES.filter(
  (e) => e in CONTENT || OFFICE_RECORDS[e as OfficeRecord].trash !== null,
) as [TrashEntity, ...TrashEntity[]];

/** What the trash calls one item of each kind (an English UI string). */
export const trashLabel = (entity: TrashEntity): string =>
  entity in CONTENT
    ? CONTENT[entity as ContentName].labels.one
    : (OFFICE_RECORDS[entity as TrashedOffice].trash as string);

/**
 * Every public route that carries no id: SPEC §2's, then the list pages of the entities
 * beyond it (each rendered on the server, in the sitemap and SEO screen).
 */
export const PUBLIC_STATIC_PATHS: readonly string[] = [
  ...SPEC_STATIC_PATHS,
  ...CONTENT_NAMES.flatMap((name): string[] => {
    const { sitemap } = CONTENT[name] as ContentDeclaration;
    return sitemap.kind !== 'none' && !(SPEC_STATIC_PATHS as readonly string[]).includes(sitemap.listPath)
      ? [sitemap.listPath]
      : [];
  }),
];

/** The footer's links to content list pages beyond SPEC's (`inFooter`), named by their list's label. */
export const FOOTER_CONTENT_LINKS: readonly { label: string; to: string }[] = CONTENT_NAMES.flatMap(
  (name) => {
    const { sitemap, inFooter, labels } = CONTENT[name] as ContentDeclaration;
    return inFooter && sitemap.kind !== 'none' ? [{ label: labels.many, to: sitemap.listPath }] : [];
  },
);

export const isContentName = (name: string): name is ContentName => Object.hasOwn(CONTENT, name);
