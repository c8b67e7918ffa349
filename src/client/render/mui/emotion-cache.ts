import createCache, { type EmotionCache } from '@emotion/cache';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import type { Direction } from '../../../contract';

/**
 * One emotion cache per direction (DESIGN §9): `muirtl` runs the RTL plugin, `mui` does
 * not. The server renders with the same keys so the browser adopts its style tags.
 */
export function createEmotionCache(dir: Direction): EmotionCache {
  const insertionPoint =
    typeof document === 'undefined'
      ? undefined
      : (document.querySelector<HTMLMetaElement>('meta[name="emotion-insertion-point"]') ?? undefined);
  return dir === 'rtl'
    ? createCache({
        key: 'muirtl',
        stylisPlugins: [prefixer, rtlPlugin],
        ...(insertionPoint ? { insertionPoint } : {}),
      })
    : createCache({ key: 'mui', ...(insertionPoint ? { insertionPoint } : {}) });
}

const browserCaches: Partial<Record<Direction, EmotionCache>> = {};

/** In the browser a cache lives for the whole visit, so flipping direction back is free. */
export function browserEmotionCache(dir: Direction): EmotionCache {
  return (browserCaches[dir] ??= adoptServerStyles(createEmotionCache(dir)));
}

/**
 * The main tag's attribute, in place of emotion's own `data-emotion`: emotion's browser
 * cache re-inserts every tag it finds under that name (`sheet.hydrate`: `insertBefore`),
 * and a moved <style> is parsed again and restyles the whole page (~35 ms of a phone's CPU
 * at 4x, for the 70 KB of CSS of `/`). Under this name the browser leaves it where it is,
 * and `adoptServerStyles` reads its names into the cache instead. The global tags keep
 * their name (a <GlobalStyles> rendered later finds its own) but carry `data-s`, which
 * keeps emotion's default cache from moving them to the end of the head as it loads.
 */
export const SERVER_STYLES_ATTRIBUTE = 'data-emotion-ssr';

/**
 * Counts the styles of the server's main tag as inserted, and leaves the tag where it is.
 * The insertion point comes after it (index.html), so what the browser adds later follows
 * the server's rules, as it would in the tag itself.
 */
function adoptServerStyles(cache: EmotionCache): EmotionCache {
  for (const tag of document.querySelectorAll(`style[${SERVER_STYLES_ATTRIBUTE}^="${cache.key} "]`)) {
    for (const name of (tag.getAttribute(SERVER_STYLES_ATTRIBUTE) ?? '').split(' ').slice(1))
      cache.inserted[name] = true;
  }
  return cache;
}
