import { DEFAULT_LANG, LANGS, pick, type Lang, type LangMap } from './languages';
import type { PageMeta } from './page-meta';
import { PATHS } from './paths';

const escapeHtml = (s: string): string =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

const OG_LOCALE: Record<Lang, string> = { ar: 'ar_EG', en: 'en_US', zh: 'zh_CN' };

/**
 * The query parameters that make a page's content, in the order a canonical URL writes
 * them (docs/decisions/0010), each with the pages that read it: a detail's id (without it
 * the URL redirects to the list), the services category and a page of a list past the
 * first. Anything else (`lang`, which each language's URL sets itself, tracking tags,
 * typos, `?page=` on a page without a pager) is left out: it is the same page, with the
 * same canonical URL and the same entry in the server's page cache.
 */
const LISTS: readonly string[] = [PATHS.services, PATHS.blogs, PATHS.testimonials, PATHS.researchers];
const CONTENT_PARAMS: readonly (readonly [string, (pathname: string) => boolean])[] = [
  ['service_id', (pathname) => pathname.startsWith(`${PATHS.services}/`)],
  ['blog_id', (pathname) => pathname.startsWith(`${PATHS.blogs}/`)],
  ['category', (pathname) => pathname === PATHS.services],
  ['page', (pathname) => LISTS.includes(pathname)],
];

/**
 * `search` reduced to the parameters that change the page at `pathname`, in a fixed order.
 * The path is compared as the routes match it: in any letter case, with or without a final slash.
 */
export function canonicalQuery(search: string | URLSearchParams, pathname: string): URLSearchParams {
  const from = typeof search === 'string' ? new URLSearchParams(search) : search;
  const path = pathname.toLowerCase().replace(/\/+$/, '') || '/';
  const kept = new URLSearchParams();
  for (const [name, readBy] of CONTENT_PARAMS) {
    const value = from.get(name)?.trim();
    if (!value || !readBy(path)) continue;
    if (name === 'page' && !(Number.isSafeInteger(Number(value)) && Number(value) > 1)) continue;
    kept.set(name, value);
  }
  return kept;
}

/**
 * The address of a page in a language: Arabic (the default a visitor without a cookie
 * gets, DESIGN §5) without `lang`, so its URL is also the `x-default`; English and Chinese
 * with `?lang=`. `path` may carry a query; only what names the page is kept of it. Used by
 * canonical, hreflang, JSON-LD and the sitemap alike.
 */
export function langUrl(origin: string, path: string, lang: Lang): string {
  const [pathname = '/', search = ''] = path.split('?', 2);
  const query = canonicalQuery(search, pathname);
  if (lang !== DEFAULT_LANG) query.set('lang', lang);
  const qs = query.toString();
  return `${origin}${pathname}${qs ? `?${qs}` : ''}`;
}

export const absoluteUrl = (origin: string, url: string): string =>
  /^https?:\/\//i.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`;

export interface HeadInput {
  meta: PageMeta;
  lang: Lang;
  /** Absolute origin for canonical and og:url (PUBLIC_URL, else the request's). */
  origin: string;
  /**
   * The page's path and query (`/services/x?service_id=3&page=2`): what of the query names the page is kept.
   */
  path: string;
  /** The page's path in each language, when it differs (a detail's slug is its name in that language). */
  pathIn?: ((lang: Lang) => string) | undefined;
  /** The office's name (site settings), for og:site_name. */
  siteName: LangMap;
  /** false for a 404 and the staff screens: `noindex`, and no canonical or alternates. */
  indexable?: boolean;
  /** The page's JSON-LD script (src/contract/json-ld.ts), already made safe. */
  jsonLd?: string;
}

/**
 * The head tags every page's HTML carries as first sent (decision 0010, DESIGN §5): title,
 * description, keywords, canonical, Open Graph, Twitter, hreflang alternates, JSON-LD.
 */
export function renderHeadTags({
  meta,
  lang,
  origin,
  path,
  pathIn = () => path,
  siteName,
  indexable = true,
  jsonLd,
}: HeadInput): string {
  const url = langUrl(origin, pathIn(lang), lang);
  const image = absoluteUrl(origin, meta.og_image);
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}">`,
    `<meta name="keywords" content="${escapeHtml(meta.keywords)}">`,
    ...(indexable
      ? [
          `<link rel="canonical" href="${escapeHtml(url)}">`,
          ...LANGS.map(
            (l) =>
              `<link rel="alternate" hreflang="${l}" href="${escapeHtml(langUrl(origin, pathIn(l), l))}">`,
          ),
          `<link rel="alternate" hreflang="x-default" href="${escapeHtml(langUrl(origin, pathIn(DEFAULT_LANG), DEFAULT_LANG))}">`,
          `<meta property="og:url" content="${escapeHtml(url)}">`,
        ]
      : ['<meta name="robots" content="noindex">']),
    `<meta property="og:title" content="${escapeHtml(meta.title)}">`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}">`,
    `<meta property="og:type" content="${escapeHtml(meta.og_type)}">`,
    `<meta property="og:image" content="${escapeHtml(image)}">`,
    `<meta property="og:site_name" content="${escapeHtml(pick(siteName, lang))}">`,
    `<meta property="og:locale" content="${OG_LOCALE[lang]}">`,
    ...LANGS.filter((l) => l !== lang).map(
      (l) => `<meta property="og:locale:alternate" content="${OG_LOCALE[l]}">`,
    ),
    `<meta name="twitter:card" content="summary_large_image">`,
    `<meta name="twitter:title" content="${escapeHtml(meta.title)}">`,
    `<meta name="twitter:description" content="${escapeHtml(meta.description)}">`,
    `<meta name="twitter:image" content="${escapeHtml(image)}">`,
    ...(jsonLd ? [jsonLd] : []),
  ];
  return tags.join('\n    ');
}

/** JSON for a `<script type="application/json">`: `<` escaped so the data cannot close the tag. */
export const safeJson = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');
