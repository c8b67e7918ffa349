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
  /**
   * The server's content stamp when it rendered the page: its socket catches up from there
   * (contract CATCH_UP_EVENT).
   */
  since?: number;
  /** The share of page views that measure field vitals (decision 0040); absent: none. */
  vitals?: number;
}

/** The reads only the page's deferred sections show (render/deferred-section.tsx), in an element of their own. */
export interface SectionData {
  query: DehydratedState;
  oneLanguage: string[];
}

export const SECTION_DATA_ELEMENT_ID = 'section-data';

const HYDRATION_ELEMENT_ID = 'app-data';

export function readHydrationPayload(): HydrationPayload | null {
  const el = document.getElementById(HYDRATION_ELEMENT_ID);
  if (!el?.textContent) return null;
  return JSON.parse(el.textContent) as HydrationPayload;
}

/** The deferred sections' data, once: the first section to hydrate takes it all (null when none, or taken). */
let sectionDataTaken = false;
export function takeSectionData(): SectionData | null {
  const el = sectionDataTaken ? null : document.getElementById(SECTION_DATA_ELEMENT_ID);
  if (!el?.textContent) return null;
  sectionDataTaken = true;
  return JSON.parse(el.textContent) as SectionData;
}
