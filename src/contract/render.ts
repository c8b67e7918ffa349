import type { Direction, Lang } from './languages';
import type { PublicReads } from './public-reads';

/**
 * What the server hands the client's server renderer (src/client/entry-server.tsx) and
 * what it gets back. Here, not in the client, so the server depends on the contract only.
 */
export interface RenderInput {
  request: Request;
  lang: Lang;
  origin: string;
  /** The data seam of this request: the server's cached reads (docs/decisions/0009). */
  reads: PublicReads;
  /**
   * The server's pages version (a write to anything pages show changes it): with it the
   * render keeps its costly sections' HTML for the next renders of the same version
   * (src/client/render/cached-section.tsx); without it every section is rendered.
   */
  version?: number;
  /**
   * The server's content stamp when the render began (the `caught_up` event of
   * contract/realtime.ts): the page's socket asks for every change after it.
   */
  since?: number;
  /** The share of page views that measure field vitals (`VITALS_SAMPLE_RATE`, decision 0040). */
  vitalsSampleRate?: number;
}

export type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      status: number;
      lang: Lang;
      dir: Direction;
      head: string;
      html: string;
      data: string;
      /**
       * Markup for the end of the body, after the hydration data (the stylesheet of what is below the fold).
       */
      tail?: string;
      /** The source modules of the page's lazy routes, for the server's preload links. */
      modules?: string[];
    };
