import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { StoredUpload } from '../media/types';
import {
  avatarArt,
  headerArt,
  SEED_ASSETS_DIR,
  SEED_BLOGS,
  SEED_CATEGORIES,
  SEED_RESEARCHERS,
  SEED_SERVICES,
  SEED_TESTIMONIALS,
  type ArtSpec,
  type AvatarSpec,
} from './content';
import { seedImageEncoder } from './image-cache';

/** Header illustrations are drawn at the widest variant the media pipeline keeps (README: 1600). */
const HEADER_SIZE = { width: 1600, height: 900 } as const;
const AVATAR_SIZE = 512;

/** The public URL of every stored seed file, by the seed item's key. */
export interface SeedFiles {
  categories: Map<string, string>;
  services: Map<string, string>;
  blogs: Map<string, string>;
  testimonialAvatars: Map<string, string>;
  testimonialAudio: Map<string, string>;
  researchers: Map<string, string>;
}

// The PNG only carries the pixels to the media pipeline, which re-encodes it to WebP:
// the fastest zlib level halves the rasterising time for PNGs twice the size.
const toPng = (svg: string): Promise<Buffer> =>
  sharp(Buffer.from(svg)).png({ compressionLevel: 1 }).toBuffer();

const headerDrawing = (art: ArtSpec): string => headerArt(art, HEADER_SIZE.width, HEADER_SIZE.height);
const avatarDrawing = (avatar: AvatarSpec): string => avatarArt(avatar, AVATAR_SIZE);

/** Runs `fn` over `items` with at most `limit` calls in flight; results keep the input order. */
async function mapLimit<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(items[i] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

interface Job {
  target: Map<string, string>;
  key: string;
  /** Stores the file and gives its public URL. */
  store: () => Promise<StoredUpload>;
}

/**
 * Draws every header and avatar, rasterises it to PNG, encodes it to WebP variants with the
 * media pipeline's `toWebpVariants` (through the cache of decision 0038 when
 * SEED_IMAGE_CACHE_DIR is set) and stores them as an admin upload's are stored
 * (content-addressed). The testimonial audio clips go through `app.media.storeBytes`, an
 * upload's whole path. Storing is idempotent, so a run that fails halfway leaves nothing a
 * second run would duplicate.
 */
export async function storeSeedFiles(app: FastifyInstance): Promise<SeedFiles> {
  const encode = seedImageEncoder(app.config.SEED_IMAGE_CACHE_DIR);
  const files: SeedFiles = {
    categories: new Map(),
    services: new Map(),
    blogs: new Map(),
    testimonialAvatars: new Map(),
    testimonialAudio: new Map(),
    researchers: new Map(),
  };
  const image = (drawing: string) => async () =>
    app.media.storeImageVariants(await encode(drawing, () => toPng(drawing)));
  const jobs: Job[] = [
    ...SEED_CATEGORIES.map((c) => ({
      target: files.categories,
      key: c.key,
      store: image(headerDrawing(c.art)),
    })),
    ...SEED_SERVICES.map((s) => ({
      target: files.services,
      key: s.key,
      store: image(headerDrawing(s.art)),
    })),
    ...SEED_BLOGS.map((b) => ({
      target: files.blogs,
      key: b.key,
      store: image(headerDrawing(b.art)),
    })),
    ...SEED_TESTIMONIALS.map((t) => ({
      target: files.testimonialAvatars,
      key: t.key,
      store: image(avatarDrawing(t.avatar)),
    })),
    ...SEED_RESEARCHERS.map((r) => ({
      target: files.researchers,
      key: r.key,
      store: image(avatarDrawing(r.avatar)),
    })),
    ...SEED_TESTIMONIALS.flatMap((t) =>
      t.audio
        ? [
            {
              target: files.testimonialAudio,
              key: t.key,
              store: async () =>
                app.media.storeBytes(
                  await readFile(path.join(SEED_ASSETS_DIR, t.audio as string)),
                  'audio',
                  'testimonial_audio_file',
                ),
            },
          ]
        : [],
    ),
  ];
  // sharp runs on libuv's pool (4 threads by default): more jobs in flight only queue there
  // while each holds a multi-megabyte PNG in memory.
  await mapLimit(jobs, 2, async (job) => {
    job.target.set(job.key, (await job.store()).url);
  });
  return files;
}
