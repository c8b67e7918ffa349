import { useCallback, useEffect, useMemo, useState, type ComponentType } from 'react';
import {
  NavigationProvider,
  type NavigateOptions,
  type Navigation,
  type PageLocation,
  type PageMatch,
} from '../context/navigation';
import { PublicLayout } from '../layout/public-layout';
import { deferredSectionsReady } from '../render/deferred-section';
import { PageErrorBoundary } from './page-error';

/** Where the state passed to a page on another address waits for that page's load. */
export const PENDING_STATE_KEY = 'navigation-state';

let keys = 0;
const nextKey = () => `k${(keys += 1)}`;

/** The browser's address as a location, with the state of its history entry. */
export const windowLocation = (state: unknown = null): PageLocation => ({
  pathname: window.location.pathname,
  search: window.location.search,
  hash: window.location.hash,
  state,
  key: nextKey(),
});

/**
 * State for the next page: a link with state to another address is a page load, so the
 * state waits in sessionStorage, for that address only, and is taken once.
 */
function takePendingState(): unknown {
  const raw = sessionStorage.getItem(PENDING_STATE_KEY);
  if (raw === null) return undefined;
  sessionStorage.removeItem(PENDING_STATE_KEY);
  try {
    const { to, state } = JSON.parse(raw) as { to?: unknown; state?: unknown };
    return to === `${window.location.pathname}${window.location.search}` ? state : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Moves on the public site (decision 0015). Another page is a page load: the server sends
 * it from its page cache, and this page's code is not reused. The same page at another
 * address (a list's `?page=`, a category, a `#hash`) changes in place, as a single-page app
 * would, and the back button undoes it.
 */
function documentNavigate(
  setLocation: (location: PageLocation) => void,
  to: string,
  { state, replace }: NavigateOptions = {},
): void {
  const url = new URL(to, window.location.href);
  if (url.origin === window.location.origin && url.pathname === window.location.pathname) {
    window.history[replace ? 'replaceState' : 'pushState'](state ?? null, '', url.href);
    setLocation(windowLocation(state ?? null));
    return;
  }
  if (state !== undefined && state !== null)
    sessionStorage.setItem(PENDING_STATE_KEY, JSON.stringify({ to: `${url.pathname}${url.search}`, state }));
  if (replace) window.location.replace(url.href);
  else window.location.assign(url.href);
}

export interface PublicAppProps {
  /** The matched page's component (app/routes/public-pages.ts). */
  page: ComponentType;
  /** The matched routes' handles and loader data, as the server had them. */
  matches: readonly PageMatch[];
  /** Where the page is: the request's address on the server, the window's in the browser. */
  location: PageLocation;
}

/**
 * A public page as the server renders it and the browser hydrates it: the layout and the
 * page, with no router (decision 0015). The same tree on both sides, so hydration matches.
 */
export function PublicApp({ page: Page, matches, location }: PublicAppProps) {
  return (
    <NavigationProvider value={useDocumentNavigation(location, matches)}>
      <PublicLayout headFromServer>
        <PageErrorBoundary>
          <Page />
        </PageErrorBoundary>
      </PublicLayout>
    </NavigationProvider>
  );
}

/**
 * The public site's navigation: its location, kept in step with the address bar, and
 * `navigate` (documentNavigate).
 */
export function useDocumentNavigation(initial: PageLocation, matches: readonly PageMatch[]): Navigation {
  const [location, setShownLocation] = useState(initial);
  // A section still dehydrated would be rendered again from nothing by the update, and be
  // empty until its code came (render/deferred-section): the code comes first.
  const setLocation = useCallback(
    (next: PageLocation) => void deferredSectionsReady().then(() => setShownLocation(next)),
    [],
  );
  const navigate = useCallback(
    (to: string, options?: NavigateOptions) => documentNavigate(setLocation, to, options),
    [setLocation],
  );

  useEffect(() => {
    // After hydration, which must match the server's HTML (rendered without it): the state a link passed.
    const pending = takePendingState();
    if (pending !== undefined) {
      window.history.replaceState(pending, '');
      setLocation(windowLocation(pending));
    }
    const onPopState = (event: PopStateEvent) => setLocation(windowLocation(event.state));
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [setLocation]);

  return useMemo(() => ({ location, matches, navigate }), [location, matches, navigate]);
}
