import { SnackbarProvider, enqueueSnackbar } from 'notistack';
import { useEffect } from 'react';
import { SNACKBAR } from '../../contract';
import { bindSnackbars } from '../api/snackbar';

/**
 * notistack's provider (SPEC §9: at most 3, bottom-left) and the binding `notify` shows
 * through. Its own chunk: app/snackbar-host.tsx loads it after the page is idle.
 */
/**
 * notistack's own colours put white text on green (#43a047, 3.3:1), orange and light blue:
 * under WCAG's 4.5:1 for text this size (axe). These are MUI's darker shades of the same
 * colours, each at least 4.5:1 with white.
 */
const READABLE: Record<string, string> = {
  success: '#2e7d32',
  info: '#0277bd',
  warning: '#b45309',
  error: '#c62828',
  default: '#313131',
};

export default function Snackbars() {
  useEffect(() => {
    // The provider (a child) is constructed by now, so notistack's global enqueue works.
    bindSnackbars((message, options) =>
      enqueueSnackbar(message, {
        ...options,
        style: { backgroundColor: READABLE[options.variant] ?? READABLE.default },
      }),
    );
    return () => bindSnackbars(undefined);
  }, []);
  return (
    <SnackbarProvider
      maxSnack={SNACKBAR.max}
      autoHideDuration={SNACKBAR.publicHideMs}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
    />
  );
}
