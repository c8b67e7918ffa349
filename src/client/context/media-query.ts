import { useCallback, useSyncExternalStore } from 'react';

/**
 * The theme's breakpoints (MUI's defaults, which render/mui/theme.ts keeps), in px: what the
 * screen-size flags and the sheets' `@media (min-width: …)` use. Plain numbers, so the code
 * above any MUI component needs none of MUI (decision 0021: MUI is not in a public page's first load).
 */
export const BREAKPOINT_PX = { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } as const;

/** The media query of a screen narrower than `key`: MUI's `breakpoints.down(key)`, without `@media`. */
export const below = (key: Exclude<keyof typeof BREAKPOINT_PX, 'xs'>): string =>
  `(max-width:${BREAKPOINT_PX[key] - 0.05}px)`;

/**
 * Whether the screen matches `query` now, and again whenever that changes. Read at once, in
 * hydration too (the server's answer is `false`): no public markup reads it, so it cannot
 * mismatch, and a flag flipping right after hydration would render the page a second time.
 */
export function useMediaQuery(query: string): boolean {
  const read = () => typeof window !== 'undefined' && window.matchMedia(query).matches;
  // Stable for a query: React subscribes again whenever this function changes.
  const subscribe = useCallback(
    (changed: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', changed);
      return () => list.removeEventListener('change', changed);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, read, read);
}
