import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { resolvePageMeta } from '../../contract';
import { useApp } from './app-provider';

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
 * a tree rendered into #root: DESIGN §9).
 */
export function DocumentHead({ title }: { title?: string | undefined }) {
  const { pathname } = useLocation();
  const { seoEntries } = useApp();
  useEffect(() => {
    const meta = resolvePageMeta(pathname, seoEntries);
    document.title = title ?? meta.title;
    setMeta('name', 'description', meta.description);
    setMeta('name', 'keywords', meta.keywords);
    setMeta('property', 'og:title', title ?? meta.title);
    setMeta('property', 'og:description', meta.description);
    setMeta('property', 'og:type', meta.og_type);
  }, [pathname, seoEntries, title]);
  return null;
}
