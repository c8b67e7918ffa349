import { Suspense, lazy, useEffect, useState } from 'react';
import { onSnackbarWanted } from '../api/snackbar';
import { whenIdle } from './when-idle';

const Snackbars = lazy(() => import('./snackbars'));

/**
 * Mounts notistack after the page is idle, or at once when a snackbar waits (issue 10:
 * it is not part of any page's first load). Nothing renders on the server or during
 * hydration, so the server's HTML and the first client render agree.
 */
export function SnackbarHost() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const want = () => setWanted(true);
    onSnackbarWanted(want);
    const cancel = whenIdle(want);
    return () => {
      onSnackbarWanted(undefined);
      cancel();
    };
  }, []);
  return wanted ? (
    <Suspense fallback={null}>
      <Snackbars />
    </Suspense>
  ) : null;
}
