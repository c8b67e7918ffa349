import { enqueueSnackbar } from 'notistack';
import { PATHS, SNACKBAR } from '../../contract';
import { logger } from './logger';

export type SnackbarVariant = 'error' | 'success' | 'info' | 'warning';
type Translate = (text: string) => string;

let translate: Translate = (text) => text;

/**
 * The axios interceptor lives outside React, so the AppProvider hands it the current `t`
 * (in an effect, whenever the language or the translations change). `null` restores the
 * identity, which is also what runs before the provider mounts and on the server.
 */
export function setSnackbarTranslator(next: Translate | null): void {
  translate = next ?? ((text) => text);
}

/** Translates a client-made English text (server messages arrive localised, DESIGN §4). */
export const translateMessage = (text: string): string => translate(text);

/** SPEC §9: auto-hide 3000 ms in the back-office, 5000 ms on the public site. */
export function snackbarHideMs(): number {
  if (typeof window === 'undefined') return SNACKBAR.publicHideMs;
  const { pathname } = window.location;
  const inBackOffice = pathname === PATHS.system || pathname.startsWith(`${PATHS.system}/`);
  return inBackOffice ? SNACKBAR.adminHideMs : SNACKBAR.publicHideMs;
}

/**
 * Shows a snackbar through notistack's global `enqueueSnackbar`. That binding only exists
 * once a SnackbarProvider has been constructed, so before it (and on the server) the text
 * is logged instead of breaking the failing call. The same text is not stacked twice while
 * it is on screen: a retried query or a burst of offline calls shows it once.
 */
export function notify(message: string, variant: SnackbarVariant = 'info'): void {
  if (typeof window === 'undefined' || typeof enqueueSnackbar !== 'function') {
    logger.warn(`snackbar (${variant}) without a SnackbarProvider:`, message);
    return;
  }
  enqueueSnackbar(message, { variant, autoHideDuration: snackbarHideMs(), preventDuplicate: true });
}
