import type { AxiosProgressEvent } from 'axios';

/** An upload's percentage from axios' `onUploadProgress` (0–100; `total` is unknown on some bodies). */
export function uploadPercent(event: AxiosProgressEvent): number {
  const total = event.total ?? 0;
  return total > 0
    ? Math.min(100, Math.round((event.loaded / total) * 100))
    : Math.round((event.progress ?? 0) * 100);
}
