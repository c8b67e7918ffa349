import { Box, type SxProps, type Theme } from '@mui/material';
import { mediaSrcSet, mediaUrlForWidth } from '../../contract';

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
  sx?: SxProps<Theme>;
}

/**
 * An uploaded image at the width its slot needs (issue 3 §4's responsive widths): the
 * contract's srcset, width and height so the box never jumps, lazy unless told. No image:
 * a quiet placeholder of the same size.
 */
export function MediaImage({ src, alt, width, height, sizes, priority = false, sx }: MediaImageProps) {
  const box = { display: 'block', width: '100%', height: 'auto', aspectRatio: `${width} / ${height}`, objectFit: 'cover', bgcolor: 'grey.100' } as const;
  if (!src) return <Box role={alt ? 'img' : undefined} aria-label={alt || undefined} aria-hidden={alt ? undefined : true} sx={[box, ...(Array.isArray(sx) ? sx : [sx])]} />;
  return (
    <Box
      component="img"
      src={mediaUrlForWidth(src, width)}
      srcSet={mediaSrcSet(src)}
      sizes={sizes ?? `${width}px`}
      width={width}
      height={height}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      sx={[box, ...(Array.isArray(sx) ? sx : [sx])]}
    />
  );
}
