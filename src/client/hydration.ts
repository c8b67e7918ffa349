import type { DehydratedState } from '@tanstack/react-query';
import type { Lang } from '../contract';
import type { PublicPageId } from './app/routes/public-pages';
import type { PageMatch } from './context/navigation';

/** What the server hands the browser in `<script id="app-data" type="application/json">`. */
export interface HydrationPayload {
  lang: Lang;
  /** The page the server rendered, which the browser loads and hydrates (decision 0015). */
  page: PublicPageId;
  /** The matched routes' handles and loader data (breadcrumb title, head tags). */
  matches: PageMatch[];
  query: DehydratedState;
  /** The queries whose data is in the page's language only (api/one-language.ts), by hash. */
  oneLanguage?: string[];
}

export const HYDRATION_ELEMENT_ID = 'app-data';

export function readHydrationPayload(): HydrationPayload | null {
  const el = document.getElementById(HYDRATION_ELEMENT_ID);
  if (!el?.textContent) return null;
  return JSON.parse(el.textContent) as HydrationPayload;
}
