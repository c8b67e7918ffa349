import { ADMIN_PATHS, PAGE_DEFAULTS, type SeoEntry } from '../../../contract';

/** One SEO entry per route SPEC names (public routes and the admin paths of SPEC §2). */
export const SEED_SEO_ENTRIES: SeoEntry[] = [
  ...Object.entries(PAGE_DEFAULTS).map(([path, meta]) => ({ path, ...meta })),
  ...Object.values(ADMIN_PATHS).map((path) => ({
    path,
    ...(PAGE_DEFAULTS['/system'] as Omit<SeoEntry, 'path'>),
  })),
];
