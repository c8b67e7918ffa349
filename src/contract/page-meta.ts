import { PATHS, blogPath, servicePath } from './paths';
import { CONTENT } from './content-registry';
import { DEFAULT_LANG, pick, type Lang, type LangMap } from './languages';
import type { SeoEntry } from './seo';

/**
 * SPEC §2 "Page metadata": each route's default title, description, keywords, preview
 * image and type. SPEC's defaults are Arabic; the English and Chinese ones live beside
 * them (docs/decisions/0010): a page in a language carries that language's texts.
 */
export type PageMeta = Omit<SeoEntry, 'path'>;
type Texts = readonly [title: string, description: string];

const OG_IMAGE = '/og-image.png';
const KEYWORDS: Record<Lang, string> = {
  ar: 'خدمات طلابية, رسائل ماجستير, رسائل دكتوراه, تحليل إحصائي, SPSS, ترجمة, أبحاث جامعية',
  en: 'student services, master thesis, PhD dissertation, statistical analysis, SPSS, translation, university research',
  zh: '学术服务, 硕士论文, 博士论文, 统计分析, SPSS, 翻译, 大学研究',
};

const FAQ = CONTENT.faqs.sitemap.listPath;

const TEXTS: Record<Lang, Record<string, Texts>> = {
  ar: {
    [PATHS.home]: [
      'مكتب باحث للخدمات الطلابية | رسائل الماجستير والدكتوراه والتحليل الإحصائي',
      'أفضل مكتب خدمات طلابية في الشرق الأوسط: إعداد رسائل الماجستير والدكتوراه، الأبحاث الجامعية، التحليل الإحصائي SPSS، الترجمة والعروض التقديمية بخبرة 20 عامًا.',
    ],
    [PATHS.about]: [
      'من نحن | مكتب باحث للخدمات الطلابية',
      'تعرّف على مكتب باحث: أكثر من 100 باحث وأستاذ جامعي يساعدون الطلاب في الدول العربية منذ 20 عامًا.',
    ],
    [PATHS.services]: [
      'خدماتنا | إعداد الرسائل والتحليل الإحصائي والترجمة',
      'خدمات المكتب مصنفة حسب الفئة: الرسائل العلمية، الترجمة، الأبحاث الجامعية، التحليل الإحصائي SPSS والعروض التقديمية.',
    ],
    [PATHS.whyUs]: [
      'لماذا تختارنا | مكتب باحث للخدمات الطلابية',
      'خبرة 20 عامًا، أسعار مناسبة، نخبة من أساتذة الجامعات وتعديلات مجانية حتى اعتماد العمل.',
    ],
    [PATHS.testimonials]: [
      'آراء العملاء | مكتب باحث للخدمات الطلابية',
      'ماذا يقول طلاب الماجستير والدكتوراه عن خدمات مكتب باحث: تجارب حقيقية مكتوبة ومسموعة.',
    ],
    [PATHS.researchers]: [
      'الباحثون | نخبة من أساتذة الجامعات',
      'تعرّف على فريق الباحثين وأساتذة الجامعات الذين يشرفون على الرسائل والأبحاث والتحليل الإحصائي.',
    ],
    [PATHS.blogs]: [
      'المدونة | مقالات علمية للباحثين والطلاب',
      'أحدث المقالات العلمية حول كتابة الرسائل الجامعية ومناهج البحث والتحليل الإحصائي والنشر العلمي.',
    ],
    [FAQ]: [
      'الأسئلة الشائعة | مكتب باحث للخدمات الطلابية',
      'إجابات عن أكثر ما يسأله الطلاب: الأسعار، مدة التنفيذ، السرية، التعديلات، التحليل الإحصائي SPSS وطرق الدفع والتواصل.',
    ],
    [PATHS.track]: [
      'تابع طلبك | مكتب باحث للخدمات الطلابية',
      'اعرف حالة طلبك لدى مكتب باحث برقمك المرجعي وبريدك الإلكتروني: جديد، قيد التنفيذ، بانتظارك، تم التسليم.',
    ],
    [PATHS.contact]: [
      'تواصل معنا | مكتب باحث للخدمات الطلابية',
      'تواصل مع المكتب عبر واتساب أو البريد الإلكتروني أو نموذج التواصل، من السبت إلى الخميس.',
    ],
    [PATHS.login]: ['تسجيل الدخول | مكتب باحث', 'تسجيل دخول فريق العمل إلى لوحة الإدارة.'],
    [PATHS.system]: ['لوحة الإدارة | مكتب باحث', 'إدارة محتوى الموقع والطلبات.'],
  },
  en: {
    [PATHS.home]: [
      'Bahith Student Services Office | Master’s and PhD Theses, Statistical Analysis',
      'A leading student services office in the Middle East: master’s and PhD theses, university research, SPSS statistical analysis, translation and presentations, with 20 years of experience.',
    ],
    [PATHS.about]: [
      'About Us | Bahith Student Services Office',
      'Meet Bahith: more than 100 researchers and university professors helping students across the Arab world for 20 years.',
    ],
    [PATHS.services]: [
      'Our Services | Theses, Statistical Analysis and Translation',
      'The office’s services by category: theses and dissertations, translation, university research, SPSS statistical analysis and presentations.',
    ],
    [PATHS.whyUs]: [
      'Why Choose Us | Bahith Student Services Office',
      '20 years of experience, affordable prices, the best university professors and free modifications until your work is approved.',
    ],
    [PATHS.testimonials]: [
      'Testimonials | Bahith Student Services Office',
      'What master’s and PhD students say about Bahith’s services: real experiences, written and recorded.',
    ],
    [PATHS.researchers]: [
      'Researchers | Distinguished University Professors',
      'Meet the researchers and university professors who supervise theses, research and statistical analysis.',
    ],
    [PATHS.blogs]: [
      'Blog | Scientific Articles for Researchers and Students',
      'The latest articles on writing theses, research methods, statistical analysis and academic publishing.',
    ],
    [FAQ]: [
      'Frequently Asked Questions | Bahith Student Services Office',
      'Answers to what students ask most: prices, delivery times, confidentiality, revisions, SPSS statistical analysis, payment and how to reach us.',
    ],
    [PATHS.track]: [
      'Track Your Request | Bahith Student Services Office',
      'See where your request to Bahith stands with your reference number and email: new, in progress, waiting for you, delivered.',
    ],
    [PATHS.contact]: [
      'Contact Us | Bahith Student Services Office',
      'Reach the office on WhatsApp, by email or through the contact form, Saturday to Thursday.',
    ],
    [PATHS.login]: ['Sign In | Bahith', 'Staff sign-in to the administration panel.'],
    [PATHS.system]: ['Administration | Bahith', 'Manage the website’s content and requests.'],
  },
  zh: {
    [PATHS.home]: [
      '巴希斯学术服务中心 | 硕士与博士论文、统计分析',
      '中东领先的学术服务机构：硕士与博士论文撰写、大学研究、SPSS 统计分析、翻译及演示文稿制作，拥有 20 年经验。',
    ],
    [PATHS.about]: [
      '关于我们 | 巴希斯学术服务中心',
      '认识巴希斯：100 多位研究人员和大学教授，20 年来为阿拉伯世界的学生提供帮助。',
    ],
    [PATHS.services]: [
      '我们的服务 | 论文撰写、统计分析与翻译',
      '按类别浏览本中心的服务：学位论文、翻译、大学研究、SPSS 统计分析和演示文稿。',
    ],
    [PATHS.whyUs]: [
      '为什么选择我们 | 巴希斯学术服务中心',
      '20 年经验、合理的价格、优秀的大学教授团队，免费修改直至成果通过。',
    ],
    [PATHS.testimonials]: [
      '客户评价 | 巴希斯学术服务中心',
      '硕士和博士研究生如何评价巴希斯的服务：真实的文字与语音体验。',
    ],
    [PATHS.researchers]: [
      '研究人员 | 优秀的大学教授团队',
      '认识指导论文、研究和统计分析的研究人员与大学教授团队。',
    ],
    [PATHS.blogs]: [
      '博客 | 面向研究人员和学生的学术文章',
      '关于论文写作、研究方法、统计分析和学术发表的最新文章。',
    ],
    [FAQ]: [
      '常见问题 | 巴希斯学术服务中心',
      '学生最常问的问题：价格、完成时间、保密、修改、SPSS 统计分析、付款方式及联系方式。',
    ],
    [PATHS.track]: [
      '查询申请进度 | 巴希斯学术服务中心',
      '凭参考编号和电子邮箱查询您在巴希斯的申请状态：新申请、处理中、等待您回复、已交付。',
    ],
    [PATHS.contact]: [
      '联系我们 | 巴希斯学术服务中心',
      '通过 WhatsApp、电子邮件或联系表单与本中心取得联系，周六至周四。',
    ],
    [PATHS.login]: ['登录 | 巴希斯', '工作人员登录管理后台。'],
    [PATHS.system]: ['管理后台 | 巴希斯', '管理网站内容和需求。'],
  },
};

const defaultsIn = (lang: Lang): Record<string, PageMeta> =>
  Object.fromEntries(
    Object.entries(TEXTS[lang]).map(([path, [title, description]]) => [
      path,
      {
        title,
        description,
        keywords: KEYWORDS[lang],
        og_image: OG_IMAGE,
        og_type: path === PATHS.blogs ? 'blog' : 'website',
      } satisfies PageMeta,
    ]),
  );

/** Every route's defaults in every language. */
export const PAGE_DEFAULTS_BY_LANG: Record<Lang, Record<string, PageMeta>> = {
  ar: defaultsIn('ar'),
  en: defaultsIn('en'),
  zh: defaultsIn('zh'),
};

/** SPEC's defaults, in Arabic: what the SEO entries are seeded with. */
export const PAGE_DEFAULTS: Record<string, PageMeta> = PAGE_DEFAULTS_BY_LANG[DEFAULT_LANG];

const cleanPath = (pathname: string): string =>
  pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;

/** The route key a pathname's metadata is filed under: detail routes use their list's. */
export function pageKeyOf(pathname: string): string {
  const clean = cleanPath(pathname);
  if (PAGE_DEFAULTS[clean]) return clean;
  if (clean.startsWith(`${PATHS.system}/`) || clean === PATHS.system) return PATHS.system;
  if (clean.startsWith(`${PATHS.services}/`)) return PATHS.services;
  if (clean.startsWith(`${PATHS.blogs}/`)) return PATHS.blogs;
  return PATHS.home;
}

/**
 * The metadata of a page in `lang`: the route's defaults in that language, with the
 * server's SEO entry (exact path, else the route's) laid over. An entry's texts are the
 * Arabic ones (SPEC §3 has one text per field, edited as SPEC's Arabic defaults are), so
 * they override the Arabic page only; its preview image and type hold in every language
 * (docs/decisions/0010).
 */
export function resolvePageMeta(
  pathname: string,
  entries: readonly SeoEntry[] = [],
  lang: Lang = DEFAULT_LANG,
): PageMeta {
  const clean = cleanPath(pathname);
  const key = pageKeyOf(clean);
  const defaults = PAGE_DEFAULTS_BY_LANG[lang];
  const base = defaults[key] ?? (defaults[PATHS.home] as PageMeta);
  const entry = entries.find((e) => e.path === clean) ?? entries.find((e) => e.path === key);
  if (!entry) return base;
  const texts = lang === DEFAULT_LANG;
  return {
    title: (texts && entry.title) || base.title,
    description: (texts && entry.description) || base.description,
    keywords: (texts && entry.keywords) || base.keywords,
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
  /** The item's own name without the site name: JSON-LD's headline and the last breadcrumb. */
  name?: LangMap;
  /** What the structured data says beyond the head tags (src/contract/json-ld.ts). */
  entity?:
    | { kind: 'blog'; id: number; author: LangMap; published: string }
    | { kind: 'service'; id: number; categoryId: number | null };
  /**
   * Nodes the page adds to its JSON-LD graph in `lang` (a FAQ page's `FAQPage`), made from
   * the data its loader read, so the structured data says what the page shows.
   */
  graph?: (lang: Lang) => readonly Record<string, unknown>[];
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

/**
 * A detail's address in `lang`: its name in that language makes the path, as its cards and
 * menus link it; undefined for a page that is not a detail (its path is the same in all).
 */
export function routePathIn(route: RouteMeta | undefined, lang: Lang): string | undefined {
  const entity = route?.entity;
  if (!entity || !route.name) return undefined;
  const name = pick(route.name, lang);
  return entity.kind === 'blog' ? blogPath(name, entity.id) : servicePath(name, entity.id);
}
