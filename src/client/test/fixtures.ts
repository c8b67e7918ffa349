import {
  pick,
  servicePath,
  toBlogCard,
  toServiceCard,
  type Blog,
  type CardPage,
  type CardPageQuery,
  type Category,
  type Faq,
  type Researcher,
  type SeoEntry,
  type Service,
  type SiteSettings,
  type Testimonial,
  type UiTranslation,
} from '../../contract';
import type { PublicReads } from '../../contract/public-reads';

const map = (en: string, ar = `${en} (ar)`, zh = `${en} (zh)`) => ({ en, ar, zh });
const IMAGE = (n: number) => `/media/${String(n).padStart(64, 'a')}-960.webp`;
const at = (day: number) => new Date(Date.UTC(2026, 0, day)).toISOString();

export const makeBlog = (id: number, over: Partial<Blog> = {}): Blog => ({
  blog_id: id,
  blog_title: map(`Blog post ${id}`, `مقالة ${id}`),
  blog_desc_md: map(
    `## Heading\n\nThe **body** of post ${id}, with a [link](https://example.com).`,
    `## عنوان\n\nنص المقالة ${id}.`,
  ),
  blog_author: map(`Author ${id}`, `الكاتب ${id}`),
  blog_header_url: IMAGE(id),
  is_deleted: false,
  creation_timestamp: at(id),
  ...over,
});

export const makeService = (id: number, over: Partial<Service> = {}): Service => ({
  service_id: id,
  service_name: map(`Service ${id}`, `خدمة ${id}`),
  service_long_name: map(`The long name of service ${id}`),
  service_desc: map(`What service ${id} does for a student.`),
  service_features: [map(`Feature one of ${id}`)],
  service_header_url: IMAGE(100 + id),
  cat_id: null,
  is_deleted: false,
  creation_timestamp: at(id),
  ...over,
});

export const makeCategory = (id: number, over: Partial<Category> = {}): Category => ({
  cat_id: id,
  cat_name: map(`Category ${id}`, `تصنيف ${id}`),
  cat_header_url: IMAGE(200 + id),
  is_deleted: false,
  creation_timestamp: at(id),
  ...over,
});

export const makeTestimonial = (id: number, over: Partial<Testimonial> = {}): Testimonial => ({
  testimonial_id: id,
  customer_name: map(`Customer ${id}`, `العميل ${id}`),
  customer_location: map(`City ${id}`),
  testimonial_message: map(`What customer ${id} said about the office.`),
  customer_avatar_url: IMAGE(300 + id),
  testimonial_audio_url: null,
  is_deleted: false,
  creation_timestamp: at(id),
  ...over,
});

export const makeResearcher = (id: number, over: Partial<Researcher> = {}): Researcher => ({
  researcher_id: id,
  researcher_name: map(`Researcher ${id}`, `الباحث ${id}`),
  researcher_position: map(`Position ${id}`),
  researcher_bio: map(`The bio of researcher ${id}.`),
  researcher_avatar_url: IMAGE(400 + id),
  is_deleted: false,
  creation_timestamp: at(id),
  ...over,
});

export const SETTINGS: SiteSettings = {
  office_phone: '+20 111 222 3333',
  office_email: 'office@example.com',
  whatsapp_number: '201112223333',
  social_links: {
    facebook: 'https://facebook.com/x',
    x: 'https://x.com/x',
    linkedin: 'https://linkedin.com/x',
    instagram: 'https://instagram.com/x',
  },
  map_url: 'https://maps.example.com',
  video_url: 'https://video.example.com',
  site_name: map('Test Office', 'مكتب الاختبار', '测试办公室'),
};

/** A page of cards as the API answers it (`GET /api/blogs/cards`). */
const pageOf = <T>(items: T[], { page, limit }: CardPageQuery): CardPage<T> => ({
  items: items.slice((page - 1) * limit, page * limit),
  total: items.length,
  page,
  limit,
});

/**
 * What the server's renderer reads (contract/public-reads.ts), answered from these lists as
 * the API answers: a detail read (`?service_id=`, `?blog_id=`) is the matching item or none.
 */
/**
 * The reads beside SPEC's lists (`GET /api/blogs/cards`, `/api/services/cards?cat_id=`,
 * `/api/services/menu`) answered from the whole lists, as the server answers them: a test
 * gives the lists, these follow.
 */
export const READS_FROM_LISTS: Record<string, (list: unknown[], params: Record<string, unknown>) => unknown> =
  {
    '/services/menu': (list) => ({
      items: (list as Service[]).map(({ service_id, service_name, cat_id }) => ({
        service_id,
        service_name,
        cat_id,
      })),
      more: [],
    }),
    '/blogs/cards': (list, { page = 1, limit = 6 }) =>
      pageOf((list as Blog[]).map(toBlogCard), { page: Number(page), limit: Number(limit) }),
    '/services/cards': (list, { page = 1, limit = 9, cat_id }) =>
      pageOf(
        (list as Service[])
          .filter((s) => cat_id === undefined || s.cat_id === Number(cat_id))
          .map(toServiceCard),
        { page: Number(page), limit: Number(limit) },
      ),
  };

export function fixtureReads(lists: {
  services?: Service[];
  categories?: Category[];
  blogs?: Blog[];
  faqs?: Faq[];
  seo?: SeoEntry[];
  translations?: UiTranslation[];
}): PublicReads {
  const byId = <T>(items: T[], id: number | undefined, idOf: (item: T) => number) =>
    id === undefined ? items : items.filter((item) => idOf(item) === id);
  return {
    services: async (id) => byId(lists.services ?? [], id, (s) => s.service_id),
    categories: async () => lists.categories ?? [],
    blogs: async (id) => byId(lists.blogs ?? [], id, (b) => b.blog_id),
    testimonials: async () => [],
    researchers: async () => [],
    faqs: async () => lists.faqs ?? [],
    servicesMenu: async () => ({
      items: (lists.services ?? []).map(({ service_id, service_name, cat_id }) => ({
        service_id,
        service_name,
        cat_id,
      })),
      more: [],
    }),
    blogCards: async (ask) => pageOf((lists.blogs ?? []).map(toBlogCard), ask),
    serviceCards: async ({ cat_id, ...ask }) =>
      pageOf(
        (lists.services ?? []).filter((s) => cat_id === undefined || s.cat_id === cat_id).map(toServiceCard),
        ask,
      ),
    // The services whose name in the language holds the query as typed: enough for a page's test.
    search: async ({ q, lang }) => ({
      results: (lists.services ?? [])
        .filter((s) => pick(s.service_name, lang).toLowerCase().includes(q.toLowerCase()))
        .map((s) => ({
          kind: 'service' as const,
          id: s.service_id,
          title: pick(s.service_name, lang),
          path: servicePath(pick(s.service_name, lang), s.service_id),
        })),
      words: [q.toLowerCase()],
    }),
    settings: async () => SETTINGS,
    seo: async () => lists.seo ?? [],
    translations: async () => lists.translations ?? [],
  };
}
