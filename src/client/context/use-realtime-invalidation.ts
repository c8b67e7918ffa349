import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { logger } from '../api/logger';
import { afterLoad } from './socket';

/**
 * Keeps what the page shows live (context/live-invalidation.ts); mounted once, by the
 * AppProvider. Its code is fetched after the page has loaded, with the socket's, so the
 * first load carries neither (perf-budget.json).
 */
export function useRealtimeInvalidation(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    let stop: (() => void) | undefined;
    let active = true;
    void afterLoad()
      .then(() => import('./live-invalidation'))
      .then(({ startLiveInvalidation }) => {
        if (active) stop = startLiveInvalidation(queryClient);
      })
      // Its code did not come (a dropped connection): the page stays as sent, with no error shown.
      .catch((error: unknown) => logger.warn('live updates unavailable', error));
    return () => {
      active = false;
      stop?.();
    };
  }, [queryClient]);
}
