import type { CSSProperties } from 'react';
import { mediaSrcSet, mediaUrlForWidth } from '../../contract';
import { base } from './css/base';
import { sheet, useSheet } from '../render/sheet';

export interface MediaImageProps {
  /** An uploaded image's URL (`/media/<sha256>-<w>.webp`), a data: preview, or none. */
  src: string | null | undefined;
  /** Empty for a decorative image. */
  alt: string;
  /** The intrinsic size it is drawn at: reserves the box (no layout shift) and picks the `src`. */
  width: number;
  height: number;
  /** How wide it is drawn, for the browser's pick from the srcset (default: its width). */
  sizes?: string;
  /** The page's largest image (LCP): loaded at once with high priority; otherwise lazy. */
  priority?: boolean;
  /** What this one image differs in (a corner radius, a height). */
  style?: CSSProperties;
}

const media = sheet(
  'media',
  '.media{display:block;width:100%;height:auto;object-fit:cover;background-color:var(--placeholder)}',
  [base],
);

/**
 * An uploaded image at the width its slot needs (the README's upload widths): the
 * contract's srcset, width and height so the box never jumps, lazy unless told. No image:
 * a quiet placeholder of the same size.
 */
export function MediaImage({
  src,
  alt,
  width,
  height,
  sizes,
  priority = false,
  style: own,
}: MediaImageProps) {
  useSheet(media);
  const style = { aspectRatio: `${width}/${height}`, ...own };
  if (!src)
    return (
      <div
        className="media"
        style={style}
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
        aria-hidden={alt ? undefined : true}
      />
    );
  return (
    <img
      className="media"
      style={style}
      src={mediaUrlForWidth(src, width)}
      srcSet={mediaSrcSet(src)}
      sizes={sizes ?? `${width}px`}
      width={width}
      height={height}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
    />
  );
}
