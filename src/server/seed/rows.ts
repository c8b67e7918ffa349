import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { blogs, categories, researchers, services, testimonials } from '../db/schema';
import { SEED_BLOGS, SEED_CATEGORIES, SEED_RESEARCHERS, SEED_SERVICES, SEED_TESTIMONIALS, seedTimestamp } from './content';
import type { SeedFiles } from './files';

export interface SeedCounts {
  categories: number;
  services: number;
  blogs: number;
  testimonials: number;
  researchers: number;
}

/**
 * Whether any content row exists, deleted ones included: a soft-deleted row means the
 * office has used the site, which the demo content must never be mixed into.
 */
export async function hasContent(db: Db): Promise<boolean> {
  for (const table of [categories, services, blogs, testimonials, researchers]) {
    const rows = await db.select({ one: sql<number>`1` }).from(table).limit(1);
    if (rows.length > 0) return true;
  }
  return false;
}

/**
 * Empties the content tables for `npm run seed`: content, requests with their documents
 * and contact messages; users, SEO entries, translations and settings stay. Identities
 * restart so a reset development database has the ids 1…n again.
 */
export async function deleteContentRows(db: Db): Promise<void> {
  await db.execute(sql`truncate table categories, services, blogs, testimonials, researchers, requests, contact_messages restart identity`);
}

const url = (map: Map<string, string>, key: string): string => {
  const found = map.get(key);
  if (!found) throw new Error(`The seed file for ${key} was not stored`);
  return found;
};

/**
 * Inserts the demo content (run it in a transaction, after storeSeedFiles). Items other
 * than blogs are dated 60 days back, a second apart in their display order, so ordering
 * by creation_timestamp or by id gives the same list; blogs are dated by their `daysAgo`.
 */
export async function insertSeedRows(db: Db, files: SeedFiles, now: Date): Promise<SeedCounts> {
  const base = seedTimestamp(60, now).getTime();
  const at = (index: number) => new Date(base + index * 1000).toISOString();

  const insertedCategories = await db
    .insert(categories)
    .values(SEED_CATEGORIES.map((c, i) => ({ cat_name: c.cat_name, cat_header_url: url(files.categories, c.key), creation_timestamp: at(i) })))
    .returning({ cat_id: categories.cat_id });
  const catIds = new Map(SEED_CATEGORIES.map((c, i) => [c.key, insertedCategories[i]?.cat_id]));

  await db.insert(services).values(
    SEED_SERVICES.map((s, i) => {
      const catId = s.category === null ? null : catIds.get(s.category);
      if (catId === undefined) throw new Error(`The seed service ${s.key} names an unknown category ${s.category}`);
      return {
        service_name: s.service_name,
        service_long_name: s.service_long_name,
        service_desc: s.service_desc,
        service_features: s.service_features,
        service_header_url: url(files.services, s.key),
        cat_id: catId,
        creation_timestamp: at(i),
      };
    }),
  );

  // Oldest first, so ids grow with the date as they do for posts written one by one.
  const blogsOldestFirst = [...SEED_BLOGS].sort((a, b) => b.daysAgo - a.daysAgo);
  await db.insert(blogs).values(
    blogsOldestFirst.map((b) => ({
      blog_title: b.blog_title,
      blog_desc_md: b.blog_desc_md,
      blog_author: b.blog_author,
      blog_header_url: url(files.blogs, b.key),
      creation_timestamp: seedTimestamp(b.daysAgo, now).toISOString(),
    })),
  );

  await db.insert(testimonials).values(
    SEED_TESTIMONIALS.map((t, i) => ({
      customer_name: t.customer_name,
      customer_location: t.customer_location,
      testimonial_message: t.testimonial_message,
      customer_avatar_url: url(files.testimonialAvatars, t.key),
      testimonial_audio_url: t.audio ? url(files.testimonialAudio, t.key) : null,
      creation_timestamp: at(i),
    })),
  );

  await db.insert(researchers).values(
    SEED_RESEARCHERS.map((r, i) => ({
      researcher_name: r.researcher_name,
      researcher_position: r.researcher_position,
      researcher_bio: r.researcher_bio,
      researcher_avatar_url: url(files.researchers, r.key),
      creation_timestamp: at(i),
    })),
  );

  return {
    categories: SEED_CATEGORIES.length,
    services: SEED_SERVICES.length,
    blogs: SEED_BLOGS.length,
    testimonials: SEED_TESTIMONIALS.length,
    researchers: SEED_RESEARCHERS.length,
  };
}
