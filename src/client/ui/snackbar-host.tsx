import { useEffect, useState } from 'react';
import { onSnackbarWanted } from '../api/snackbar';
import { PartBoundary, lazyPart } from '../render/lazy-part';

const Snackbars = lazyPart(() => import('./snackbars').then((m) => m.default));

/**
 * Mounts notistack when the first snackbar waits (decision 0011: not part of any page's first
 * load; mounting it when idle cost a long task in the load's profile, for toasts most
 * visits never show). Nothing renders on the server or during hydration, so the server's
 * HTML and the first client render agree.
 */
export function SnackbarHost() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    onSnackbarWanted(() => setWanted(true));
    return () => onSnackbarWanted(undefined);
  }, []);
  // Its code fetched during a connection cut: tried again, and the page stays as it is meanwhile (decision 0062).
  return wanted ? (
    <PartBoundary>
      <Snackbars />
    </PartBoundary>
  ) : null;
}
