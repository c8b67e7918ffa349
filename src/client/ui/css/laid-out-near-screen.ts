/** The block sizes a part takes, by the house's breakpoints (600, 900 and 1200 px wide). */
export interface BlockSizes {
  phone: number;
  tablet: number;
  desktop: number;
  wide: number;
}

/**
 * CSS that lets the browser skip styling, laying out and painting a part below the first
 * screen until it comes near it (`content-visibility: auto`), as its size in the meantime the
 * one it has at each width (measured on the demo content in the three languages; `auto`
 * keeps the real one once it has been laid out). The home page's sections after the hero
 * made most of its style and layout work during the load (decision 0056).
 *
 * The part becomes a containing block for its positioned descendants and clips what would
 * paint outside it, so it suits full-width parts with nothing fixed inside. axe (and so
 * Lighthouse) cannot see a skipped part's background: text on a background of its own (the
 * footer's white on dark) reads to it as text on the page's, a false contrast failure
 * (dequelabs/axe-core#2768). Such parts stay laid out.
 */
export function laidOutNearScreen(selector: string, sizes: BlockSizes): string {
  const size = (px: number) => `${selector}{contain-intrinsic-block-size:auto ${px}px}`;
  return `${selector}{content-visibility:auto}${size(sizes.phone)}
  @media (min-width: 600px){${size(sizes.tablet)}}
  @media (min-width: 900px){${size(sizes.desktop)}}
  @media (min-width: 1200px){${size(sizes.wide)}}`;
}
