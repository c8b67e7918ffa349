/**
 * Public media URLs (decision 0002; src/server/media/README.md). Zod-free: the public
 * bundle imports it.
 *
 * An uploaded image is stored as WebP at each of IMAGE_WIDTHS it is wider than, plus its
 * own width when narrower than the largest. Its one stored URL names the largest:
 * `/media/<sha256>-<width>.webp`; the narrower ones are `/media/<sha256>-480.webp` and so
 * on. Audio is `/media/<sha256>.<ext>`.
 */
export const IMAGE_WIDTHS = [480, 960, 1600] as const;

const IMAGE_URL = /^(.*\/media\/[0-9a-f]{64})-(\d{1,5})\.webp$/;

export interface ImageVariant {
  url: string;
  width: number;
}

/** Every stored width of an uploaded image, narrowest first; null for any other URL. */
export function imageVariants(url: string | null | undefined): ImageVariant[] | null {
  const match = url ? IMAGE_URL.exec(url) : null;
  if (!match) return null;
  const [, base, widthText] = match;
  const width = Number(widthText);
  const widths = [...IMAGE_WIDTHS.filter((w) => w < width), width];
  return widths.map((w) => ({ url: `${base}-${w}.webp`, width: w }));
}

/**
 * The `srcSet` of an uploaded image (`…-480.webp 480w, …-960.webp 960w, …`), or undefined
 * for a URL that is not one (a data: preview, an outside link): then `src` alone is used.
 * Pair it with a `sizes` that says how wide the image is drawn.
 */
export function mediaSrcSet(url: string | null | undefined): string | undefined {
  const variants = imageVariants(url);
  return variants && variants.length > 1 ? variants.map((v) => `${v.url} ${v.width}w`).join(', ') : undefined;
}

/** The narrowest stored variant at least `minWidth` wide (e.g. a thumbnail); the URL itself otherwise. */
export function mediaUrlForWidth(url: string, minWidth: number): string {
  const variants = imageVariants(url);
  return variants?.find((v) => v.width >= minWidth)?.url ?? variants?.[variants.length - 1]?.url ?? url;
}
