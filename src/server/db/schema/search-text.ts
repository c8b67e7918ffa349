import { sql, type SQL } from 'drizzle-orm';

/**
 * Search text as the admin inboxes compare it (decision 0028): lower case, and Arabic
 * written as people type it, with or without its marks: the diacritics (U+064B–U+065F, the
 * dagger alef U+0670) and the tatweel (U+0640) left out; alef with hamza or madda and alef
 * wasla (أ إ آ ٱ) as a bare alef, alef maqsura (ى) as ya, ta marbuta (ة) as ha.
 * Built only of immutable functions and literals: a stored generated column is made with
 * it, and what was typed is folded by the same expression.
 */
export const fold = (text: SQL): SQL =>
  sql`lower(translate(regexp_replace(${text}, ${sql.raw("'[\u064B-\u065F\u0670\u0640]'")}, '', 'g'), ${sql.raw("'أإآٱىة'")}, ${sql.raw("'اااايه'")}))`;

/** The generated column's expression over some of the row's own text columns (by name). */
export const searchTextOf = (...columns: string[]): SQL =>
  fold(sql.raw(columns.map((name) => `"${name}"`).join(` || ' ' || `)));

/**
 * What was typed, folded the same way, as a `LIKE` pattern that finds it anywhere (its
 * `%`, `_` and `\` taken literally).
 */
export const searchPattern = (typed: string): SQL =>
  sql`'%' || ${fold(sql`${typed.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}`)} || '%'`;
