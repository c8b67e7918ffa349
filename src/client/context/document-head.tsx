import { useEffect } from 'react';
import { useLocation, useMatches } from './navigation';
import { resolvePageMeta, routePathIn, withRouteMeta } from '../../contract';
import { absoluteUrl, langUrl } from '../../contract/head-tags';
import { useApp } from './app-provider';
import { routeMetaOf } from './route-handle';

function setMeta(attr: 'name' | 'property', key: string, content: string) {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
  if (!el) {
    el = document.createElement('meta');
    el.setAttribute(attr, key);
    document.head.appendChild(el);
  }
  el.content = content;
}

/**
 * The server writes the head tags of the first page; after client navigation this keeps
 * title, description, keywords, og/twitter tags and the canonical in step (React 19 does
 * not hoist them from a tree rendered into #root: DESIGN §9). A route's own meta (a blog's
 * title, from its loader) wins over the SEO entry, as on the server; `title` (a client-only
 * screen's) over both. JSON-LD and the alternates stay the first page's: they are for
 * crawlers, which read the server's HTML of each URL.
 */
export function DocumentHead({ title }: { title?: string | undefined }) {
  const { pathname, search } = useLocation();
  const { seoEntries, lang } = useApp();
  const routeMeta = routeMetaOf(useMatches());
  useEffect(() => {
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
  }, [pathname, search, seoEntries, routeMeta, lang, title]);
  return null;
}
