import { SnackbarProvider, enqueueSnackbar } from 'notistack';
import { useEffect } from 'react';
import { SNACKBAR } from '../../contract';
import { bindSnackbars } from '../api/snackbar';

/**
 * notistack's provider (SPEC §9: at most 3, bottom-left) and the binding `notify` shows
 * through. Its own chunk: app/snackbar-host.tsx loads it after the page is idle.
 */
export default function Snackbars() {
  useEffect(() => {
    // The provider (a child) is constructed by now, so notistack's global enqueue works.
    bindSnackbars(enqueueSnackbar);
    return () => bindSnackbars(undefined);
  }, []);
  return <SnackbarProvider maxSnack={SNACKBAR.max} autoHideDuration={SNACKBAR.publicHideMs} anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }} />;
}
