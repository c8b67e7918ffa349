import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { LANGS } from '../../../contract';

/**
 * The public site's search index (decision 0065): one row per live item and language, for
 * services, posts, FAQs and researchers. `words` is the item's text and `title_words` its
 * title as `search_words` (SQL, migration 0022) normalises them: Arabic folded and without
 * its `ال` prefixes, English stemmed, Chinese as written. Written by the content tables' own
 * triggers, so no write path can forget it. A GIN trigram index per language and column
 * (partial: the planner takes it for `lang = … and … like '%…%'`) makes the search fast.
 */
export const searchEntries = pgTable(
  'search_entries',
  {
    entity: text('entity').notNull(),
    item_id: integer('item_id').notNull(),
    lang: text('lang').notNull(),
    title: text('title').notNull(),
    title_words: text('title_words').notNull(),
    words: text('words').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.entity, t.item_id, t.lang] }),
    ...LANGS.flatMap((lang) => [
      index(`search_entries_words_${lang}_idx`)
        .using('gin', t.words.op('gin_trgm_ops'))
        .where(sql.raw(`lang = '${lang}'`)),
      index(`search_entries_title_${lang}_idx`)
        .using('gin', t.title_words.op('gin_trgm_ops'))
        .where(sql.raw(`lang = '${lang}'`)),
    ]),
  ],
);
