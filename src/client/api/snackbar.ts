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
function snackbarHideMs(): number {
  if (typeof window === 'undefined') return SNACKBAR.publicHideMs;
  const { pathname } = window.location;
  const inBackOffice = pathname === PATHS.system || pathname.startsWith(`${PATHS.system}/`);
  return inBackOffice ? SNACKBAR.adminHideMs : SNACKBAR.publicHideMs;
}

type Enqueue = (
  message: string,
  options: { variant: SnackbarVariant; autoHideDuration: number; preventDuplicate: boolean },
) => unknown;

let enqueue: Enqueue | undefined;
const waiting: (() => void)[] = [];
let onWanted: (() => void) | undefined;

/**
 * notistack is not in a page's first load (decision 0011): app/snackbar-host.tsx mounts its
 * provider once the page is idle, or as soon as something wants a snackbar, and hands its
 * `enqueueSnackbar` over here; what waited for it is shown then. `undefined` on unmount.
 */
export function bindSnackbars(next: Enqueue | undefined): void {
  enqueue = next;
  if (next) for (const show of waiting.splice(0)) show();
}

/** The host asks to hear when a snackbar waits, so it mounts notistack at once. */
export function onSnackbarWanted(listener: (() => void) | undefined): void {
  onWanted = listener;
  if (listener && waiting.length > 0) listener();
}

/**
 * Shows a snackbar through notistack (SPEC §8). On the server the text is logged instead;
 * in the browser it waits for the provider if that is not mounted yet. The same text is
 * not stacked twice while it is on screen: a retried query or a burst of offline calls
 * shows it once.
 */
export function notify(message: string, variant: SnackbarVariant = 'info'): void {
  if (typeof window === 'undefined') {
    logger.warn(`snackbar (${variant}) on the server:`, message);
    return;
  }
  const show = () =>
    enqueue?.(message, { variant, autoHideDuration: snackbarHideMs(), preventDuplicate: true });
  if (enqueue) {
    show();
    return;
  }
  waiting.push(show);
  onWanted?.();
}
