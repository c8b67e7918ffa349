import { LANGS, pick, type Lang, type LangMap } from './languages';
import type { PageMeta } from './page-meta';

const escapeHtml = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

const OG_LOCALE: Record<Lang, string> = { ar: 'ar_EG', en: 'en_US', zh: 'zh_CN' };

export interface HeadInput {
  meta: PageMeta;
  lang: Lang;
  /** Absolute origin for canonical and og:url (PUBLIC_URL, else the request's). */
  origin: string;
  pathname: string;
  /** The office's name (site settings), for og:site_name. */
  siteName: LangMap;
}

const withLang = (origin: string, pathname: string, lang: Lang) => `${origin}${pathname}?lang=${lang}`;

/**
 * The head tags every page's HTML carries as first sent (issue 2 §8, DESIGN §5): title,
 * description, keywords, canonical, Open Graph, Twitter, hreflang alternates.
 */
export function renderHeadTags({ meta, lang, origin, pathname, siteName }: HeadInput): string {
  const url = withLang(origin, pathname, lang);
  const image = meta.og_image.startsWith('http') ? meta.og_image : `${origin}${meta.og_image}`;
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}">`,
    `<meta name="keywords" content="${escapeHtml(meta.keywords)}">`,
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    ...LANGS.map((l) => `<link rel="alternate" hreflang="${l}" href="${escapeHtml(withLang(origin, pathname, l))}">`),
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(`${origin}${pathname}`)}">`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}">`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}">`,
    `<meta property="og:type" content="${escapeHtml(meta.og_type)}">`,
    `<meta property="og:image" content="${escapeHtml(image)}">`,
    `<meta property="og:url" content="${escapeHtml(url)}">`,
    `<meta property="og:site_name" content="${escapeHtml(pick(siteName, lang))}">`,
    `<meta property="og:locale" content="${OG_LOCALE[lang]}">`,
    `<meta name="twitter:card" content="summary_large_image">`,
    `<meta name="twitter:title" content="${escapeHtml(meta.title)}">`,
    `<meta name="twitter:description" content="${escapeHtml(meta.description)}">`,
    `<meta name="twitter:image" content="${escapeHtml(image)}">`,
  ];
  return tags.join('\n    ');
}

/** JSON for a `<script type="application/json">`: `<` escaped so the data cannot close the tag. */
export const safeJson = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');
