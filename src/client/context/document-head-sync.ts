import {
  resolvePageMeta,
  routePathIn,
  withRouteMeta,
  type Lang,
  type RouteMeta,
  type SeoEntry,
} from '../../contract';
import { absoluteUrl, langUrl } from '../../contract/head-tags';

function setMeta(attr: 'name' | 'property', key: string, content: string) {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
  if (!el) {
    el = document.createElement('meta');
    el.setAttribute(attr, key);
    document.head.appendChild(el);
  }
  el.content = content;
}

export interface HeadInput {
  pathname: string;
  search: string;
  seoEntries: SeoEntry[];
  routeMeta: RouteMeta | undefined;
  lang: Lang;
  title: string | undefined;
}

/** Writes the head tags for a page the browser moved to or re-rendered (context/document-head.tsx). */
export function syncHead({ pathname, search, seoEntries, routeMeta, lang, title }: HeadInput): void {
  const meta = withRouteMeta(resolvePageMeta(pathname, seoEntries, lang), routeMeta, lang);
  const { origin } = window.location;
  const url = langUrl(origin, routePathIn(routeMeta, lang) ?? `${pathname}${search}`, lang);
  document.title = title ?? meta.title;
  setMeta('name', 'description', meta.description);
  setMeta('name', 'keywords', meta.keywords);
  for (const prefix of ['og', 'twitter'] as const) {
    const attr = prefix === 'og' ? 'property' : 'name';
    setMeta(attr, `${prefix}:title`, title ?? meta.title);
    setMeta(attr, `${prefix}:description`, meta.description);
    setMeta(attr, `${prefix}:image`, absoluteUrl(origin, meta.og_image));
  }
  setMeta('property', 'og:type', meta.og_type);
  const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (canonical) canonical.href = url;
  if (document.head.querySelector('meta[property="og:url"]')) setMeta('property', 'og:url', url);
}
