import type { AxiosInstance } from 'axios';

let loading: Promise<AxiosInstance> | undefined;

/**
 * The one axios instance (./http), loaded on the first call instead of with the page
 * (decision 0015): a public page arrives with its data, so axios (~20 KB gzip with its
 * interceptors) is needed only when a visitor navigates or sends a form. The entry
 * prefetches it once the page is idle, so that first call rarely waits.
 */
export const api = (): Promise<AxiosInstance> =>
  // The first call goes on in a task after the one that ran axios' code: together, at a phone's
  // 4x CPU, the two made one of the home page's longest tasks after load (~60 ms; decision 0056).
  (loading ??= import('./http').then((m) => new Promise((next) => setTimeout(() => next(m.http), 0))));
