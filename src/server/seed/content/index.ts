import path from 'node:path';
import { ROOT_DIR } from '../../root-dir';
import { BLOGS_1 } from './blogs-1';
import { BLOGS_2 } from './blogs-2';
import { BLOGS_3 } from './blogs-3';
import { BLOGS_4 } from './blogs-4';
import { BLOGS_5 } from './blogs-5';
import { BLOGS_6 } from './blogs-6';
import { BLOGS_7 } from './blogs-7';
import { SERVICES_A } from './services-a';
import { SERVICES_B } from './services-b';
import type { SeedBlog, SeedService } from './types';

/**
 * The office's demo content, as typed data. The seed writes it on first
 * start with an empty database and on `npm run seed`: header images and avatars are drawn
 * by ./art.ts and rasterised to WebP; testimonial audio files live in SEED_ASSETS_DIR.
 */
export { SEED_CATEGORIES } from './categories';
export { SEED_TESTIMONIALS } from './testimonials';
export { SEED_RESEARCHERS } from './researchers';
export { SEED_SETTINGS } from './settings';
export { headerArt, avatarArt } from './art';
export type * from './types';

/** Services in display order; `category` names a SEED_CATEGORIES key (null: uncategorised). */
export const SEED_SERVICES: SeedService[] = [...SERVICES_A, ...SERVICES_B];

/** Blog posts, newest first (`daysAgo` sets creation_timestamp relative to seed time). */
export const SEED_BLOGS: SeedBlog[] = [
  ...BLOGS_1,
  ...BLOGS_2,
  ...BLOGS_3,
  ...BLOGS_4,
  ...BLOGS_5,
  ...BLOGS_6,
  ...BLOGS_7,
].sort((a, b) => a.daysAgo - b.daysAgo);

/** Where the testimonial audio clips (SeedTestimonial.audio) are stored. */
export const SEED_ASSETS_DIR = path.join(ROOT_DIR, 'src/server/seed/assets');

/** creation_timestamp for a seeded row `daysAgo` days before `now`. */
export const seedTimestamp = (daysAgo: number, now: Date = new Date()): Date =>
  new Date(now.getTime() - daysAgo * 86_400_000);
