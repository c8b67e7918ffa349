import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { SeoEntry } from '../../contract';
import { seoQueryOptions } from '../api/seo';
import { useLocation, useMatches } from './navigation';
import { useApp } from './app-provider';
import { routeMetaOf } from './route-handle';

/** Until the first answer: a stable empty list. */
const NONE_YET: SeoEntry[] = [];

/**
 * The server writes the head tags of the first page; after client navigation this keeps
 * title, description, keywords, og/twitter tags and the canonical in step (React 19 does
 * not hoist them from a tree rendered into #root: DESIGN §9). A route's own meta (a blog's
 * title, from its loader) wins over the SEO entry, as on the server; `title` (a client-only
 * screen's) over both. JSON-LD and the alternates stay the first page's: they are for
 * crawlers, which read the server's HTML of each URL.
 */
export function DocumentHead({
  title,
  fromServer = false,
}: {
  title?: string | undefined;
  fromServer?: boolean;
}) {
  const { pathname, search } = useLocation();
  const { lang } = useApp();
  const { data: seoEntries = NONE_YET } = useQuery(seoQueryOptions());
  const routeMeta = routeMetaOf(useMatches());
  // The server's HTML already holds the first page's head: its code (every page's SEO
  // defaults) loads only when the page changes, never in the first load (docs/rendering.md), nor when
  // the SEO entries the server wrote it from arrive on start.
  const serverPage = useRef(fromServer ? `${pathname}${search} ${lang}` : undefined);
  useEffect(() => {
    if (serverPage.current === `${pathname}${search} ${lang}`) return undefined;
    serverPage.current = undefined;
    let current = true;
    void import('./document-head-sync').then(
      ({ syncHead }) => current && syncHead({ pathname, search, seoEntries, routeMeta, lang, title }),
    );
    return () => {
      current = false;
    };
  }, [pathname, search, seoEntries, routeMeta, lang, title]);
  return null;
}
