/**
 * Waits between tries while the browser says it is online: the connection may be back long
 * before it says so (a phone on a train keeps its Wi-Fi or cell icon through a tunnel).
 */
const ONLINE_RETRY_DELAYS_MS = [1_000, 3_000, 8_000] as const;

/** Resolves when the browser says it is back online, or after `ms` (whichever comes first). */
function onlineOrAfter(ms: number | undefined): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      window.removeEventListener('online', done);
      clearTimeout(timer);
      resolve();
    };
    const timer = ms === undefined ? undefined : setTimeout(done, ms);
    window.addEventListener('online', done);
  });
}

/**
 * Loads a chunk of code (`() => import(...)`), trying again when the network fails
 * (decision 0062). While the browser is offline it waits for the connection and tries again
 * as soon as it is back, however long that takes; online, it tries three more times over
 * about twelve seconds, then gives up with the last error, which the caller shows as its
 * fallback (`PartBoundary`, the form's network words).
 *
 * A second try of the same address is a real fetch: Chromium, Firefox and Safari no longer
 * keep a failed dynamic import's error for the next one (checked in Chromium 156), and
 * Vite's preloads, once tried, are not asked for again.
 */
export async function retryImport<T>(load: () => Promise<T>): Promise<T> {
  // The server's imports are files on its disk.
  if (typeof window === 'undefined') return load();
  for (let failures = 0; ;) {
    try {
      return await load();
    } catch (error) {
      if (navigator.onLine === false) {
        await onlineOrAfter(undefined);
        continue;
      }
      const delay = ONLINE_RETRY_DELAYS_MS[failures++];
      if (delay === undefined) throw error;
      await onlineOrAfter(delay);
    }
  }
}
