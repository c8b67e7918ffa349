import { Button, type ButtonProps } from '@mui/material';
import { useState, type ReactNode } from 'react';

/**
 * A button that fetches a staff file (the requests' CSV, a request's zip: api/desk.ts) and
 * is busy meanwhile. A failure is the API client's snackbar.
 */
export function DownloadButton({
  download,
  icon,
  children,
  ...button
}: { download: () => Promise<void>; icon: ReactNode; children: ReactNode } & Pick<
  ButtonProps,
  'variant' | 'size'
>) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await download();
    } catch {
      // The interceptor's snackbar says why.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button {...button} startIcon={icon} disabled={busy} aria-busy={busy} onClick={() => void run()}>
      {children}
    </Button>
  );
}
