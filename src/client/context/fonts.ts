import arabic400 from '@fontsource/cairo/files/cairo-arabic-400-normal.woff2?url';
import arabic700 from '@fontsource/cairo/files/cairo-arabic-700-normal.woff2?url';
import latin400 from '@fontsource/cairo/files/cairo-latin-400-normal.woff2?url';
import latin700 from '@fontsource/cairo/files/cairo-latin-700-normal.woff2?url';
import type { Lang } from '../../contract';

/**
 * SPEC §9's Cairo, self-hosted (docs/decisions/0011): only the Arabic and Latin subsets at
 * 400 and 700, the weights the theme uses. `font-display: optional` so a late font never
 * swaps under the reader (no layout shift); the page's 400 subsets are preloaded, so the
 * font is nearly always in time. Chinese is set in the system's CJK fonts: a CJK web font
 * would be megabytes.
 */
const ARABIC_RANGE =
  'U+0600-06FF,U+0750-077F,U+0870-088E,U+0890-0891,U+0897-08E1,U+08E3-08FF,U+200C-200E,U+2010-2011,U+204F,U+2E41,U+FB50-FDFF,U+FE70-FE74,U+FE76-FEFC';
const LATIN_RANGE =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';

const FACES = [
  { url: arabic400, weight: 400, range: ARABIC_RANGE },
  { url: arabic700, weight: 700, range: ARABIC_RANGE },
  { url: latin400, weight: 400, range: LATIN_RANGE },
  { url: latin700, weight: 700, range: LATIN_RANGE },
];

/** The global rules: the faces, and the body font per language through `--app-font`. */
export const FONT_RULES = [
  ...FACES.map(
    (f) =>
      `@font-face{font-family:Cairo;font-style:normal;font-weight:${f.weight};font-display:optional;src:url(${f.url}) format("woff2");unicode-range:${f.range}}`,
  ),
  ':root{--app-font:Cairo,system-ui,"Segoe UI",Tahoma,Arial,sans-serif}',
  ':root:lang(zh){--app-font:"PingFang SC","Hiragino Sans GB","Microsoft YaHei","Noto Sans CJK SC",system-ui,sans-serif}',
].join('\n');

/**
 * The font files a page in `lang` preloads: its script's 400 (Arabic pages also use Latin
 * for digits and spaces).
 */
export function fontPreloads(lang: Lang): string[] {
  if (lang === 'ar') return [arabic400, latin400];
  if (lang === 'en') return [latin400];
  return [];
}
