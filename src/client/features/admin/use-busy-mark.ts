import { skipToken, useQueryClient, type Query, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

/**
 * Whether a read will still change what a screen shows: one is fetching, or one a screen
 * rendered has no answer yet. The second counts from the render that created it, before its
 * fetch starts (and before its observer subscribes, when `isDisabled` would say it never
 * fetched), so a screen's heading never shows with its reads not yet counted.
 */
const waitedFor = (query: Query): boolean =>
  query.state.fetchStatus === 'fetching' ||
  (query.state.status === 'pending' &&
    (query.getObserversCount() > 0 ? query.isActive() : query.options.queryFn !== skipToken));

const isBusy = (queryClient: QueryClient): boolean =>
  queryClient.isMutating() > 0 || queryClient.getQueryCache().getAll().some(waitedFor);

/**
 * `data-busy` on <html> while a read or a write is in flight: the back-office's readiness
 * mark, as `data-hydrated` and `data-deferred-ready` are the public pages'. The browser tests
 * wait for it (e2e/browser.ts `screenReady`) rather than for the network to fall silent,
 * which costs half a second of nothing on every screen. Set from the caches' own events,
 * not a React state, so it follows them within a task.
 */
export function useBusyMark(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const root = document.documentElement;
    const update = () => root.toggleAttribute('data-busy', isBusy(queryClient));
    update();
    const stopQueries = queryClient.getQueryCache().subscribe(update);
    const stopMutations = queryClient.getMutationCache().subscribe(update);
    return () => {
      stopQueries();
      stopMutations();
      root.removeAttribute('data-busy');
    };
  }, [queryClient]);
}
