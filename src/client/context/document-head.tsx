import { useEffect } from 'react';
import { useLocation, useMatches } from 'react-router';
import { resolvePageMeta, withRouteMeta } from '../../contract';
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
 * title, description, keywords and og tags in step (React 19 does not hoist them from
 * a tree rendered into #root: DESIGN §9). A route's own meta (a blog's title, from its
 * loader) wins over the SEO entry, as on the server; `title` (a client-only screen's) over both.
 */
export function DocumentHead({ title }: { title?: string | undefined }) {
  const { pathname } = useLocation();
  const { seoEntries, lang } = useApp();
  const routeMeta = routeMetaOf(useMatches());
  useEffect(() => {
    const meta = withRouteMeta(resolvePageMeta(pathname, seoEntries), routeMeta, lang);
    document.title = title ?? meta.title;
    setMeta('name', 'description', meta.description);
    setMeta('name', 'keywords', meta.keywords);
    setMeta('property', 'og:title', title ?? meta.title);
    setMeta('property', 'og:description', meta.description);
    setMeta('property', 'og:type', meta.og_type);
  }, [pathname, seoEntries, routeMeta, lang, title]);
  return null;
}
