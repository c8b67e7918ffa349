import { getTableColumns, getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from '../db/schema';
import { mediaReferenceColumns } from './sweep';

/**
 * The sweep reads every column that can name a stored file, derived from the
 * schema, so a new entity's upload column cannot be forgotten (its files would be deleted
 * an hour after upload).
 */
describe('the columns the media sweep reads', () => {
  const read = new Set(
    mediaReferenceColumns().map(({ table, column }) => `${getTableName(table)}.${column.name}`),
  );
  const tables = (Object.values(schema) as unknown[]).filter((v): v is PgTable => is(v, PgTable));

  it('include every upload URL column of every table, today and tomorrow', () => {
    const urlColumns = tables.flatMap((table) =>
      Object.values(getTableColumns(table))
        .filter((c) => /_url$|_image$|_md$|_documents$|^settings$/.test(c.name))
        .map((c) => `${getTableName(table)}.${c.name}`),
    );
    expect(urlColumns.length).toBeGreaterThanOrEqual(10);
    expect(urlColumns.filter((c) => !read.has(c))).toEqual([]);
  });

  it('name the ones the office relies on', () => {
    for (const column of [
      'categories.cat_header_url',
      'services.service_header_url',
      'blogs.blog_header_url',
      'blogs.blog_desc_md',
      'testimonials.customer_avatar_url',
      'testimonials.testimonial_audio_url',
      'researchers.researcher_avatar_url',
      'seo_metadata.og_image',
      'site_settings.settings',
      'requests.request_documents',
    ]) {
      expect(read, column).toContain(column);
    }
  });

  it('leave out the files themselves, the accounts and the secrets', () => {
    expect([...read].filter((c) => /^(media|media_blobs|users|app_secrets)\./.test(c))).toEqual([]);
  });
});
