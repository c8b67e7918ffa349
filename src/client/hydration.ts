import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';
import type { Lang } from '../contract';

/** What the server hands the browser in `<script id="app-data" type="application/json">`. */
export interface HydrationPayload {
  lang: Lang;
  router: Partial<HydrationState>;
  query: DehydratedState;
}

export const HYDRATION_ELEMENT_ID = 'app-data';

export function readHydrationPayload(): HydrationPayload | null {
  const el = document.getElementById(HYDRATION_ELEMENT_ID);
  if (!el?.textContent) return null;
  return JSON.parse(el.textContent) as HydrationPayload;
}
