import { getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { CONTENT_NAMES, type ContentName } from '../../contract';
import type { Db } from '../db/client';
import * as schema from '../db/schema';
import { blogs, categories, faqs, researchers, services, testimonials } from '../db/schema';
import {
  SEED_BLOGS,
  SEED_CATEGORIES,
  SEED_RESEARCHERS,
  SEED_SERVICES,
  SEED_TESTIMONIALS,
  seedTimestamp,
} from './content';
import { FAQ_STRINGS, SEED_FAQS } from './content/faqs';
import type { SeedFiles } from './files';
import type { UiString } from './ui-strings';

/**
 * A content entity's table: db/schema exports each under the registry's name (a missing
 * one does not compile).
 */
const tableOf = (name: ContentName): PgTable => schema[name];

/** How many rows of each content entity the seed wrote. */
export type SeedCounts = Record<ContentName, number>;

/**
 * Whether any content row exists, deleted ones included: a soft-deleted row means the
 * office has used the site, which the demo content must never be mixed into.
 */
export async function hasContent(db: Db): Promise<boolean> {
  for (const name of CONTENT_NAMES) {
    const rows = await db
      .select({ one: sql<number>`1` })
      .from(tableOf(name))
      .limit(1);
    if (rows.length > 0) return true;
  }
  return false;
}

/**
 * Empties the content tables for `npm run seed`: content, requests with their documents
 * and history, contact messages and the mails about them (the outbox); users, SEO entries,
 * translations and settings stay.
 * Identities restart so a reset development database has the ids 1…n again.
 */
export async function deleteContentRows(db: Db): Promise<void> {
  const tables = [
    ...CONTENT_NAMES.map((name) => getTableName(tableOf(name))),
    'requests',
    'request_events',
    'contact_messages',
    'mail_outbox',
  ];
  await db.execute(sql.raw(`truncate table ${tables.map((t) => `"${t}"`).join(', ')} restart identity`));
}

const url = (map: Map<string, string>, key: string): string => {
  const found = map.get(key);
  if (!found) throw new Error(`The seed file for ${key} was not stored`);
  return found;
};

/**
 * What one entity's seed writes with: the stored files, its rows' dates, and the ids of
 * rows written before it.
 */
interface SeedContext {
  db: Db;
  files: SeedFiles;
  now: Date;
  /** The creation time of the `index`-th item of a list (60 days back, a second apart). */
  at: (index: number) => string;
  /** Seeded categories' ids by their seed key, for the services that name them. */
  categoryIds: Map<string, number>;
}

/**
 * One content entity's demo rows (returning how many it wrote) and the UI strings its
 * screens show, seeded with the site's.
 */
export interface EntitySeed {
  insert: (ctx: SeedContext) => Promise<number>;
  strings?: readonly UiString[];
}

/**
 * Every content entity's seed (decision 0026), written in this order: categories before
 * the services that name them. Typed by the registry, so an entity without one does not
 * compile.
 */
export const ENTITY_SEEDS: { [K in ContentName]: EntitySeed } = {
  categories: {
    async insert({ db, files, at, categoryIds }) {
      const rows = await db
        .insert(categories)
        .values(
          SEED_CATEGORIES.map((c, i) => ({
            cat_name: c.cat_name,
            cat_header_url: url(files.categories, c.key),
            creation_timestamp: at(i),
          })),
        )
        .returning({ cat_id: categories.cat_id });
      SEED_CATEGORIES.forEach((c, i) => categoryIds.set(c.key, rows[i]!.cat_id));
      return rows.length;
    },
  },
  services: {
    async insert({ db, files, at, categoryIds }) {
      await db.insert(services).values(
        SEED_SERVICES.map((s, i) => {
          const catId = s.category === null ? null : categoryIds.get(s.category);
          if (catId === undefined)
            throw new Error(`The seed service ${s.key} names an unknown category ${s.category}`);
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
      return SEED_SERVICES.length;
    },
  },
  blogs: {
    async insert({ db, files, now }) {
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
      return SEED_BLOGS.length;
    },
  },
  testimonials: {
    async insert({ db, files, at }) {
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
      return SEED_TESTIMONIALS.length;
    },
  },
  researchers: {
    async insert({ db, files, at }) {
      await db.insert(researchers).values(
        SEED_RESEARCHERS.map((r, i) => ({
          researcher_name: r.researcher_name,
          researcher_position: r.researcher_position,
          researcher_bio: r.researcher_bio,
          researcher_avatar_url: url(files.researchers, r.key),
          creation_timestamp: at(i),
        })),
      );
      return SEED_RESEARCHERS.length;
    },
  },
  faqs: {
    async insert({ db, at }) {
      // Numbered ten apart, so the office can put a question between two without renumbering.
      await db
        .insert(faqs)
        .values(SEED_FAQS.map((f, i) => ({ ...f, faq_order: (i + 1) * 10, creation_timestamp: at(i) })));
      return SEED_FAQS.length;
    },
    strings: FAQ_STRINGS,
  },
};

/**
 * Inserts the demo content (run it in a transaction, after storeSeedFiles). Items other
 * than blogs are dated 60 days back, a second apart in their display order, so ordering
 * by creation_timestamp or by id gives the same list; blogs are dated by their `daysAgo`.
 */
export async function insertSeedRows(db: Db, files: SeedFiles, now: Date): Promise<SeedCounts> {
  const base = seedTimestamp(60, now).getTime();
  const ctx: SeedContext = {
    db,
    files,
    now,
    at: (index) => new Date(base + index * 1000).toISOString(),
    categoryIds: new Map(),
  };
  const counts: Partial<SeedCounts> = {};
  for (const [name, seed] of Object.entries(ENTITY_SEEDS) as [ContentName, EntitySeed][])
    counts[name] = await seed.insert(ctx);
  return counts as SeedCounts;
}
