import createEmotionServer from '@emotion/server/create-instance';
import type { Direction } from '../../contract';
import { belowTheFoldTags, recordSheets, sheetTags, type BelowTheFoldFile } from './sheet';
import { renderRecorder } from './render-recorder';
import { SERVER_STYLES_ATTRIBUTE, createEmotionCache } from './mui/emotion-cache';

type Cache = ReturnType<typeof createEmotionCache>;

interface DirectionStyles {
  cache: Cache;
  server: ReturnType<typeof createEmotionServer>;
}

/** The style names the running render looks up (renderToString is synchronous: one render at a time). */
const styleNames = renderRecorder<string>();

/**
 * One emotion cache per direction for the server's life (DESIGN §9), with its extractor:
 * a style is serialised (and, in Arabic, flipped by the RTL plugin) once, not on every
 * render; each page's critical CSS is still picked by the class names in its own HTML.
 * renderToString is synchronous, so renders never interleave on a cache.
 */
const byDirection = new Map<Direction, DirectionStyles>();
function stylesFor(dir: Direction): DirectionStyles {
  let found = byDirection.get(dir);
  if (!found) {
    const cache = createEmotionCache(dir);
    const entry: DirectionStyles = { cache, server: createEmotionServer(cache) };
    // Every style a render uses is looked up here (emotion's insertStyles), new or not.
    cache.inserted = new Proxy(cache.inserted, {
      get(target, name, receiver) {
        if (typeof name === 'string') styleNames.note(name);
        return Reflect.get(target, name, receiver) as unknown;
      },
    });
    // Made after the proxy and before the first render: it switches the cache into collecting styles.
    byDirection.set(dir, (found = entry));
  }
  return found;
}

/**
 * Renders with the direction's cache and returns the HTML with the page's style tags: the
 * sheets its plain elements used (render/sheet.ts), then emotion's critical CSS.
 *
 * Besides the styles of its HTML, the main tag names (without their CSS) the styles the
 * render composed into others: a MUI component styled on top of another (AppBar on Paper,
 * Button on ButtonBase) makes a class of its own styles that the inner component merges
 * into the class it puts on the element. That class is on no element, so it is not in the
 * HTML's CSS; but the browser, hydrating, met it again and inserted it (stylis, the RTL
 * plugin, insertRule): 137 rules for 26 such classes on `/`, a fifth of hydration's
 * main-thread time. Named in the tag, they count as inserted (the browser's cache reads
 * the tag's names: adoptServerStyles in render/mui/emotion-cache.ts), so hydration skips
 * them. A class on an element is always in the HTML, so it keeps its CSS.
 */
export function renderWithStyles(
  dir: Direction,
  render: (cache: Cache) => string,
  belowTheFold?: BelowTheFoldFile,
): { html: string; styles: string; tail: string } {
  const entry = stylesFor(dir);
  const {
    result: { result: html, noted: seen },
    sheets,
    below,
  } = recordSheets(() => styleNames.record(() => render(entry.cache)));
  const { link, inline, whileLinked } = belowTheFoldTags(below, belowTheFold);
  const { key, registered, inserted } = entry.cache;
  // No public page renders MUI on the server (decision 0021): while the cache holds no style
  // at all, there is nothing to find, and scanning the page's HTML for class names was 2 % of
  // an uncached render. The same (empty) tag as the scan gives.
  const chunks =
    Object.keys(inserted).length > 0
      ? entry.server.extractCriticalToChunks(html)
      : { html, styles: [{ key, ids: [] as string[], css: '' }] };
  const main = chunks.styles.find((chunk) => chunk.key === key);
  if (main) {
    const inHtml = new Set(main.ids);
    // Registered: a class (not a global style or keyframes); not in the HTML: composed into another.
    for (const name of seen)
      if (!inHtml.has(name) && registered[`${key}-${name}`] !== undefined) main.ids.push(name);
  }
  const tags = entry.server
    .constructStyleTagsFromChunks(chunks)
    .replace(`<style data-emotion="${key} `, `<style ${SERVER_STYLES_ATTRIBUTE}="${key} `)
    // `data-s` marks a tag emotion has already placed: its default cache, made as its code
    // loads, otherwise moves every server tag to the end of the head (render/mui/emotion-cache.ts).
    .replaceAll('<style data-emotion="', '<style data-s="" data-emotion="');
  // The plain elements' sheets (ui/css) first: they hold the page's variables and type scale.
  // Those only the parts below the fold use are linked at the end of the body (`tail`).
  const head = inline.length ? [...sheets, ...inline].sort((a, b) => a.order - b.order) : sheets;
  return { html, styles: `${sheetTags(head, whileLinked)}${tags}`, tail: link };
}
