import { sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { SiteSettings } from '../../../contract';
import { creationTimestamp, isDeleted, writtenBy } from './common';

/** SPEC §3 SEO metadata entry, one per page path. */
export const seoMetadata = pgTable('seo_metadata', {
  path: text('path').primaryKey(),
  title: text('title').notNull().default(''),
  description: text('description').notNull().default(''),
  keywords: text('keywords').notNull().default(''),
  og_image: text('og_image').notNull().default(''),
  og_type: text('og_type', { enum: ['website', 'blog', 'article'] })
    .notNull()
    .default('website'),
  ...writtenBy(),
  creation_timestamp: creationTimestamp(),
});

/**
 * SPEC §3 UI translation entry: the en text is unique case-insensitively among the live
 * rows. Soft-deleted rows are kept (for the trash) and do not block adding the text again.
 */
export const uiTranslations = pgTable(
  'ui_translations',
  {
    id: serial('id').primaryKey(),
    en: text('en').notNull(),
    ar: text('ar').notNull().default(''),
    zh: text('zh').notNull().default(''),
    is_deleted: isDeleted(),
    ...writtenBy(),
    creation_timestamp: creationTimestamp(),
  },
  (t) => [
    uniqueIndex('ui_translations_en_lower_idx')
      .on(sql`lower(${t.en})`)
      .where(sql`${t.is_deleted} = false`),
  ],
);

/** The office's site settings: a single row (id = 1). */
export const siteSettings = pgTable('site_settings', {
  id: integer('id').primaryKey().default(1),
  settings: jsonb('settings').$type<SiteSettings>().notNull(),
  ...writtenBy(),
  creation_timestamp: creationTimestamp(),
});
