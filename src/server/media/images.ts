import sharp from 'sharp';
import { IMAGE_WIDTHS } from '../../contract/media';
import { uploadError } from './data-url';

/**
 * Against pixel floods: a small file that claims a huge canvas. sharp reads the size from
 * the header and refuses before decoding a pixel. 40 MP is a 7,700 × 5,200 photo.
 */
const MAX_INPUT_PIXELS = 40_000_000;
export const WEBP_QUALITY = 80;

export interface WebpVariant {
  width: number;
  bytes: Buffer;
}

function decodeFailure(error: unknown, field: string) {
  const message = error instanceof Error ? error.message : String(error);
  if (/pixel limit/i.test(message)) {
    return uploadError(
      'PAYLOAD_TOO_LARGE',
      field,
      `the image is larger than ${MAX_INPUT_PIXELS / 1_000_000} megapixels`,
    );
  }
  return uploadError('UNSUPPORTED_MEDIA_TYPE', field, 'the image could not be read');
}

/**
 * The width of the image once rotated upright, from its header alone: the pixel limit is
 * checked here, before a pixel is decoded (413 past it, 415 when there is no image).
 */
async function uprightWidth(input: Buffer, field: string): Promise<number> {
  try {
    const meta = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    if (!meta.width || !meta.height) throw new Error('no dimensions');
    if (meta.width * meta.height > MAX_INPUT_PIXELS) throw new Error('Input image exceeds pixel limit');
    // Orientations 5–8 swap width and height once rotated upright.
    return (meta.orientation ?? 1) >= 5 ? meta.height : meta.width;
  } catch (error) {
    throw decodeFailure(error, field);
  }
}

/**
 * A request document that is an image is kept as sent (a scan keeps its resolution), but
 * it must be a whole image (decision 0008): within the pixel limit, and decodable to its last
 * row, so a truncated or corrupt file is refused (415). Decoded into a small thumbnail, so
 * checking a 40-megapixel scan never holds its full pixels in memory.
 */
export async function verifyImage(input: Buffer, field: string): Promise<void> {
  await uprightWidth(input, field);
  try {
    await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', animated: false })
      .resize(64, 64, { fit: 'inside' })
      .raw()
      .toBuffer();
  } catch (error) {
    throw decodeFailure(error, field);
  }
}

/**
 * Re-encodes an image to WebP at each of IMAGE_WIDTHS it is wider than, plus its own width
 * when narrower than the largest (never enlarged). Rotated upright by its EXIF orientation
 * first; every other bit of metadata (EXIF with GPS, XMP, comments) is dropped, which is
 * sharp's default without `keepMetadata()`. Animated images keep their first frame.
 * Returns the variants, narrowest first; the last one is the main image.
 */
export async function toWebpVariants(input: Buffer, field: string): Promise<WebpVariant[]> {
  const open = () =>
    sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', animated: false }).rotate();
  const width = await uprightWidth(input, field);
  const largest = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!;
  const targets = [...IMAGE_WIDTHS.filter((w) => w < Math.min(width, largest)), Math.min(width, largest)];
  try {
    return await Promise.all(
      targets.map(async (target) => {
        const { data, info } = await open()
          .resize({ width: target, withoutEnlargement: true })
          .webp({ quality: WEBP_QUALITY })
          .toBuffer({ resolveWithObject: true });
        return { width: info.width, bytes: data };
      }),
    );
  } catch (error) {
    throw decodeFailure(error, field);
  }
}
