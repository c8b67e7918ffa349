import { index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import type { LangMap } from '../../../contract';
import { creationTimestamp, langMap, softDelete, writtenBy } from './common';

/** SPEC §3 Category. */
export const categories = pgTable('categories', {
  cat_id: serial('cat_id').primaryKey(),
  cat_name: langMap('cat_name'),
  cat_header_url: text('cat_header_url'),
  ...softDelete(),
  ...writtenBy(),
  creation_timestamp: creationTimestamp(),
});

/** SPEC §3 Service. Deleting a category leaves its services uncategorised (cat_id null). */
export const services = pgTable(
  'services',
  {
    service_id: serial('service_id').primaryKey(),
    service_name: langMap('service_name'),
    service_long_name: langMap('service_long_name'),
    service_desc: langMap('service_desc'),
    service_features: jsonb('service_features').$type<LangMap[]>().notNull().default([]),
    service_header_url: text('service_header_url'),
    cat_id: integer('cat_id').references(() => categories.cat_id, { onDelete: 'set null' }),
    ...softDelete(),
    ...writtenBy(),
    creation_timestamp: creationTimestamp(),
  },
  (t) => [index('services_cat_id_idx').on(t.cat_id)],
);

/** SPEC §3 Blog. */
export const blogs = pgTable('blogs', {
  blog_id: serial('blog_id').primaryKey(),
  blog_title: langMap('blog_title'),
  blog_desc_md: langMap('blog_desc_md'),
  blog_author: langMap('blog_author'),
  blog_header_url: text('blog_header_url'),
  ...softDelete(),
  ...writtenBy(),
  creation_timestamp: creationTimestamp(),
});

/** SPEC §3 Testimonial (text and optional audio). */
export const testimonials = pgTable('testimonials', {
  testimonial_id: serial('testimonial_id').primaryKey(),
  customer_name: langMap('customer_name'),
  customer_location: langMap('customer_location'),
  testimonial_message: langMap('testimonial_message'),
  customer_avatar_url: text('customer_avatar_url'),
  testimonial_audio_url: text('testimonial_audio_url'),
  ...softDelete(),
  ...writtenBy(),
  creation_timestamp: creationTimestamp(),
});

/** SPEC §3 Researcher. */
export const researchers = pgTable('researchers', {
  researcher_id: serial('researcher_id').primaryKey(),
  researcher_name: langMap('researcher_name'),
  researcher_position: langMap('researcher_position'),
  researcher_bio: langMap('researcher_bio'),
  researcher_avatar_url: text('researcher_avatar_url'),
  ...softDelete(),
  ...writtenBy(),
  creation_timestamp: creationTimestamp(),
});

/**
 * A frequently asked question and its answer (beyond SPEC §3: decision 0026's worked
 * example), in the office's order.
 */
export const faqs = pgTable('faqs', {
  faq_id: serial('faq_id').primaryKey(),
  faq_question: langMap('faq_question'),
  faq_answer: langMap('faq_answer'),
  faq_order: integer('faq_order').notNull().default(0),
  ...softDelete(),
  ...writtenBy(),
  creation_timestamp: creationTimestamp(),
});
