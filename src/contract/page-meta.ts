import { PATHS } from './paths';
import { pick, type Lang, type LangMap } from './languages';
import type { SeoEntry } from './seo';

/**
 * SPEC §2 "Page metadata": each route's default title, description, keywords, preview
 * image and type, in Arabic. Server SEO entries matched by path override them.
 */
export type PageMeta = Omit<SeoEntry, 'path'>;

const OG_IMAGE = '/og-image.png';
const BASE_KEYWORDS = 'خدمات طلابية, رسائل ماجستير, رسائل دكتوراه, تحليل إحصائي, SPSS, ترجمة, أبحاث جامعية';

const page = (title: string, description: string, keywords = BASE_KEYWORDS, og_type: PageMeta['og_type'] = 'website'): PageMeta => ({
  title,
  description,
  keywords,
  og_image: OG_IMAGE,
  og_type,
});

export const PAGE_DEFAULTS: Record<string, PageMeta> = {
  [PATHS.home]: page(
    'مكتب باحث للخدمات الطلابية | رسائل الماجستير والدكتوراه والتحليل الإحصائي',
    'أفضل مكتب خدمات طلابية في الشرق الأوسط: إعداد رسائل الماجستير والدكتوراه، الأبحاث الجامعية، التحليل الإحصائي SPSS، الترجمة والعروض التقديمية بخبرة 20 عامًا.',
  ),
  [PATHS.about]: page(
    'من نحن | مكتب باحث للخدمات الطلابية',
    'تعرّف على مكتب باحث: أكثر من 100 باحث وأستاذ جامعي يساعدون الطلاب في الدول العربية منذ 20 عامًا.',
  ),
  [PATHS.services]: page(
    'خدماتنا | إعداد الرسائل والتحليل الإحصائي والترجمة',
    'خدمات المكتب مصنفة حسب الفئة: الرسائل العلمية، الترجمة، الأبحاث الجامعية، التحليل الإحصائي SPSS والعروض التقديمية.',
  ),
  [PATHS.whyUs]: page(
    'لماذا تختارنا | مكتب باحث للخدمات الطلابية',
    'خبرة 20 عامًا، أسعار مناسبة، نخبة من أساتذة الجامعات وتعديلات مجانية حتى اعتماد العمل.',
  ),
  [PATHS.testimonials]: page(
    'آراء العملاء | مكتب باحث للخدمات الطلابية',
    'ماذا يقول طلاب الماجستير والدكتوراه عن خدمات مكتب باحث: تجارب حقيقية مكتوبة ومسموعة.',
  ),
  [PATHS.researchers]: page(
    'الباحثون | نخبة من أساتذة الجامعات',
    'تعرّف على فريق الباحثين وأساتذة الجامعات الذين يشرفون على الرسائل والأبحاث والتحليل الإحصائي.',
  ),
  [PATHS.blogs]: page(
    'المدونة | مقالات علمية للباحثين والطلاب',
    'أحدث المقالات العلمية حول كتابة الرسائل الجامعية ومناهج البحث والتحليل الإحصائي والنشر العلمي.',
    BASE_KEYWORDS,
    'blog',
  ),
  [PATHS.contact]: page(
    'تواصل معنا | مكتب باحث للخدمات الطلابية',
    'تواصل مع المكتب عبر واتساب أو البريد الإلكتروني أو نموذج التواصل، من السبت إلى الخميس.',
  ),
  [PATHS.login]: page('تسجيل الدخول | مكتب باحث', 'تسجيل دخول فريق العمل إلى لوحة الإدارة.'),
  [PATHS.system]: page('لوحة الإدارة | مكتب باحث', 'إدارة محتوى الموقع والطلبات.'),
};

/** The route key a pathname's metadata is filed under: detail routes use their list's. */
export function pageKeyOf(pathname: string): string {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (PAGE_DEFAULTS[clean]) return clean;
  if (clean.startsWith(`${PATHS.system}/`) || clean === PATHS.system) return PATHS.system;
  if (clean.startsWith(`${PATHS.services}/`)) return PATHS.services;
  if (clean.startsWith(`${PATHS.blogs}/`)) return PATHS.blogs;
  return PATHS.home;
}

/** The metadata of a page: an exact server entry, else the route's defaults (SPEC §2). */
export function resolvePageMeta(pathname: string, entries: readonly SeoEntry[] = []): PageMeta {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const key = pageKeyOf(clean);
  const base = PAGE_DEFAULTS[key] ?? (PAGE_DEFAULTS[PATHS.home] as PageMeta);
  const entry = entries.find((e) => e.path === clean) ?? entries.find((e) => e.path === key);
  if (!entry) return base;
  return {
    title: entry.title || base.title,
    description: entry.description || base.description,
    keywords: entry.keywords || base.keywords,
    og_image: entry.og_image || base.og_image,
    og_type: entry.og_type || base.og_type,
  };
}

/**
 * What a route's data says about its page (docs/decisions/0009): a blog's title,
 * description and image, in every language. Returned by the route's loader, so the
 * server's head tags and the client's after navigation read the same thing.
 */
export interface RouteMeta {
  title?: LangMap;
  description?: LangMap;
  image?: string | null;
  type?: PageMeta['og_type'];
}

/** `meta` with a route's own title, description, image and type laid over it, in `lang`. */
export function withRouteMeta(meta: PageMeta, route: RouteMeta | undefined, lang: Lang): PageMeta {
  if (!route) return meta;
  return {
    ...meta,
    title: pick(route.title, lang) || meta.title,
    description: pick(route.description, lang) || meta.description,
    og_image: route.image || meta.og_image,
    og_type: route.type ?? meta.og_type,
  };
}
