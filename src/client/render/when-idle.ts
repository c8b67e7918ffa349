/** Waits this long at most for an idle moment: a busy page still gets its deferred work. */
const IDLE_TIMEOUT_MS = 4000;

/**
 * Runs `work` when the browser is idle after the page has loaded (deferred chunks: the
 * snackbars, the axios instance), at most a few seconds later. Returns a cancel.
 */
export function whenIdle(work: () => void): () => void {
  if (typeof window === 'undefined') return () => {};
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(work, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(work, 1);
  return () => window.clearTimeout(id);
}
