import { sql, type SQL } from 'drizzle-orm';
import {
  SEARCH_KINDS,
  SEARCH_RESULTS_MAX,
  searchResultPath,
  type Lang,
  type SearchAnswer,
  type SearchKind,
} from '../../../contract';
import type { Db } from '../../db/client';

/** At most this many words of a query are looked for (the rest would only narrow it further). */
const MAX_WORDS = 8;
/** A word this long or longer also matches a title with one typo (pg_trgm's word similarity, 0.6 by default). */
const TYPO_MIN_CHARS = 5;
/** Fewer results than this, and titles one typo away are looked for too. */
const FEW_RESULTS = 5;
/** Han, kana and Hangul: written without spaces, looked for in pairs of characters. */
const CJK = /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af\uf900-\ufaff]/u;

type Found = { entity: SearchKind; item_id: number; title: string };

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * The query's words as the index holds its items' words (`search_words`, decision 0065):
 * normalised by the same SQL function, then split. Chinese runs are cut into overlapping
 * pairs of characters (character bigrams), so "论文写作" finds a text with "论文" and "写作"
 * apart too. Punctuation alone leaves no word.
 */
async function queryWords(db: Db, q: string, lang: Lang): Promise<string[]> {
  const [row] = await rows<{ words: string }>(db, sql`select search_words(${q}, ${lang}) as words`);
  const words = new Set<string>();
  for (const token of (row?.words ?? '').split(/[^\p{L}\p{N}]+/u)) {
    if (!token) continue;
    const chars = [...token];
    if (lang === 'zh' && chars.length > 2 && chars.some((c) => CJK.test(c)))
      for (let i = 0; i + 1 < chars.length; i++) words.add(chars[i]! + chars[i + 1]!);
    else words.add(token);
  }
  return [...words].slice(0, MAX_WORDS);
}

/** A `LIKE` pattern that finds `word` anywhere, its `%`, `_` and `\` taken literally. */
const anywhere = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
/** Every word in `column`. */
const holdsAll = (column: SQL, words: readonly string[]) =>
  sql.join(
    words.map((word) => sql`${column} like ${anywhere(word)}`),
    sql` and `,
  );
const KIND_ORDER = sql.raw(`array_position(array['${SEARCH_KINDS.join("','")}'], entity)`);

/**
 * The public search (decision 0065), in `lang`, in three steps that each stop at 20:
 * (1) the items whose title holds every word of the query, by kind (services first);
 * (2) those whose text holds them; (3) when that found fewer than five, titles with a word
 * one typo away from a word of five letters or more. Each step is one query on a partial
 * trigram index of its language (2,000 posts: a few milliseconds; `npm run bench:scale`).
 */
export async function search(db: Db, q: string, lang: Lang): Promise<SearchAnswer> {
  const words = await queryWords(db, q, lang);
  if (words.length === 0) return { results: [], words };
  const found: Found[] = [];
  const seen = () =>
    found.length === 0
      ? sql`true`
      : sql`(entity, item_id) not in (${sql.join(
          found.map((f) => sql`(${f.entity}, ${f.item_id})`),
          sql`, `,
        )})`;
  const more = () => SEARCH_RESULTS_MAX - found.length;
  found.push(
    ...(await rows<Found>(
      db,
      sql`select entity, item_id, title from search_entries
          where lang = ${lang} and ${holdsAll(sql`title_words`, words)}
          order by ${KIND_ORDER}, item_id limit ${more()}`,
    )),
  );
  if (more() > 0)
    found.push(
      ...(await rows<Found>(
        db,
        sql`select entity, item_id, title from search_entries
            where lang = ${lang} and ${holdsAll(sql`words`, words)} and ${seen()}
            limit ${more()}`,
      )),
    );
  const long = words.filter((word) => [...word].length >= TYPO_MIN_CHARS);
  if (found.length < FEW_RESULTS && long.length > 0)
    found.push(
      ...(await rows<Found>(
        db,
        sql`select entity, item_id, title from search_entries
            where lang = ${lang} and (${sql.join(
              long.map((word) => sql`${word} <% title_words`),
              sql` or `,
            )}) and ${seen()}
            limit ${more()}`,
      )),
    );
  return {
    results: found.map(({ entity, item_id, title }) => ({
      kind: entity,
      id: item_id,
      title,
      path: searchResultPath(entity, item_id, title),
    })),
    words,
  };
}
