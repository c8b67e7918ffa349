import { useIsFetching, useIsMutating } from '@tanstack/react-query';
import { useEffect } from 'react';

/**
 * `data-busy` on <html> while a read or a write is in flight: the back-office's readiness
 * mark, as `data-hydrated` and `data-deferred-ready` are the public pages'. The browser tests
 * wait for it (e2e/browser.ts `screenReady`) rather than for the network to fall silent,
 * which costs half a second of nothing on every screen.
 */
export function useBusyMark(): void {
  const busy = useIsFetching() + useIsMutating() > 0;
  useEffect(() => {
    document.documentElement.toggleAttribute('data-busy', busy);
  }, [busy]);
  useEffect(() => () => document.documentElement.removeAttribute('data-busy'), []);
}
