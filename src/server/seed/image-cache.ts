import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { IMAGE_WIDTHS } from '../../contract/media';
import { toWebpVariants, WEBP_QUALITY, type WebpVariant } from '../media/images';

/**
 * Where the tests, the browser specs and the performance scripts keep the demo seed's
 * encoded images, under the project root: `npm ci` empties it with node_modules, so a
 * clean clone starts without it and its first seed fills it (decision 0038).
 */
export const LOCAL_SEED_IMAGE_CACHE = 'node_modules/.cache/seed-images';

/**
 * What decides the encoded bytes besides the drawing: sharp's and libvips' versions and the
 * encoding itself (its source, its widths and quality). A change to any of them is a new key.
 */
const PIPELINE = JSON.stringify({
  sharp: sharp.versions,
  widths: IMAGE_WIDTHS,
  quality: WEBP_QUALITY,
  encode: toWebpVariants.toString(),
});

/** Turns a drawing (an SVG) into its WebP variants; `rasterise` gives the pixels when they are needed. */
export type SeedImageEncoder = (drawing: string, rasterise: () => Promise<Buffer>) => Promise<WebpVariant[]>;

const encode = async (rasterise: () => Promise<Buffer>) => toWebpVariants(await rasterise(), 'seed');

/**
 * The seed's image encoder: the media pipeline's `toWebpVariants`, run on every call when
 * there is no cache directory (production: a first start seeds once), and otherwise once
 * per drawing and pipeline, its output kept in `cacheDir`. Rasterising and encoding the
 * 46 drawings costs ~10 s of CPU, and the suite seeds ~15 times (decision 0038).
 */
export function seedImageEncoder(cacheDir: string | undefined): SeedImageEncoder {
  if (!cacheDir) return (_drawing, rasterise) => encode(rasterise);
  return async (drawing, rasterise) => {
    const file = path.join(
      cacheDir,
      `${createHash('sha256').update(PIPELINE).update('\0').update(drawing).digest('hex')}.variants`,
    );
    const cached = await readEntry(file);
    if (cached) return cached;
    const variants = await encode(rasterise);
    // A cache that cannot be written costs time on the next seed, not a wrong image.
    await writeEntry(file, variants).catch(() => undefined);
    return variants;
  };
}

/**
 * One file an entry: a JSON line of each variant's width and length, then their bytes in
 * that order. Written under a temporary name and renamed, so two seeds filling the cache at
 * once (the browser specs' two servers) never read half an entry.
 */
async function writeEntry(file: string, variants: WebpVariant[]): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const header = Buffer.from(
    `${JSON.stringify(variants.map((v) => ({ width: v.width, length: v.bytes.length })))}\n`,
  );
  const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;
  await writeFile(temporary, Buffer.concat([header, ...variants.map((v) => v.bytes)]));
  await rename(temporary, file);
}

/** The entry's variants, or undefined when it is missing or not whole (then it is made again). */
async function readEntry(file: string): Promise<WebpVariant[] | undefined> {
  let bytes: Buffer;
  try {
    bytes = await readFile(file);
  } catch {
    return undefined;
  }
  const end = bytes.indexOf(0x0a);
  if (end < 0) return undefined;
  let sizes: { width: number; length: number }[];
  try {
    sizes = JSON.parse(bytes.subarray(0, end).toString()) as typeof sizes;
  } catch {
    return undefined;
  }
  let at = end + 1;
  const variants = sizes.map(({ width, length }) => {
    const variant = { width, bytes: bytes.subarray(at, at + length) };
    at += length;
    return variant;
  });
  return at === bytes.length && variants.length > 0 ? variants : undefined;
}
