import createCache, { type EmotionCache } from '@emotion/cache';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import type { Direction } from '../../contract';

/**
 * One emotion cache per direction (DESIGN §9): `muirtl` runs the RTL plugin, `mui` does
 * not. The server renders with the same keys so the browser adopts its style tags.
 */
export function createEmotionCache(dir: Direction): EmotionCache {
  const insertionPoint =
    typeof document === 'undefined' ? undefined : (document.querySelector<HTMLMetaElement>('meta[name="emotion-insertion-point"]') ?? undefined);
  return dir === 'rtl'
    ? createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin], ...(insertionPoint ? { insertionPoint } : {}) })
    : createCache({ key: 'mui', ...(insertionPoint ? { insertionPoint } : {}) });
}

const browserCaches: Partial<Record<Direction, EmotionCache>> = {};

/** In the browser a cache lives for the whole visit, so flipping direction back is free. */
export function browserEmotionCache(dir: Direction): EmotionCache {
  return (browserCaches[dir] ??= createEmotionCache(dir));
}
