import type { ReactNode } from 'react';

/** What a carousel shows and how it moves (SPEC §2 "Home page", §9). */
export interface CarouselProps {
  /** The accessible name of the carousel region (already translated). */
  label: string;
  /** One node per slide, each with a stable key. */
  slides: readonly { key: string | number; node: ReactNode }[];
  /** Slides in view from the lg breakpoint (1200 px) up; one below it. */
  perViewLg: number;
  autoplayMs: number;
  /** How long a step slides, in ms (300 unless SPEC §9 says otherwise). */
  speed?: number;
}

/** MUI's lg breakpoint, where the multi-slide carousels show more than one slide. */
export const LG_MIN_WIDTH = 1200;

/** True when the visitor asked for less motion: no autoplay, no sliding. */
export const prefersReducedMotion = (): boolean =>
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;
