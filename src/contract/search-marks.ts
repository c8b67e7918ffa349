// No zod here: the search page's code imports it (DESIGN §8).

/** One run of a result's title: marked when it is a word the query looked for. */
export interface TitlePart {
  text: string;
  marked: boolean;
}

/** Han, kana and Hangul: looked for as runs of characters, not as words between spaces. */
const CJK = /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af\uf900-\ufaff]/u;
/** A word of a title: letters and digits with their marks (harakat) and the tatweel. */
const WORD = /[\p{L}\p{N}\p{M}\u0640]+/gu;
/** The article and the particles that lean on it (وال، بال، كال، فال، لل), before two letters or more. */
const ARTICLE = /^(?:و?[بكف]?ال|لل)(?=[ا-ي]{2})/u;

/**
 * A word as the search index holds it (the SQL `search_words` of decision 0065, after the
 * inboxes' fold of decision 0028): lower case; Arabic without harakat or tatweel, أ إ آ ٱ as
 * ا, ى as ي, ة as ه, and without its article.
 */
export function searchFold(word: string): string {
  return word
    .replace(/[\u064B-\u065F\u0670\u0640]/gu, '')
    .replace(/[أإآٱ]/gu, 'ا')
    .replaceAll('ى', 'ي')
    .replaceAll('ة', 'ه')
    .toLowerCase()
    .replace(ARTICLE, '');
}

const sharedStart = (a: string, b: string) => {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1;
  return i;
};

/**
 * Whether a folded word of a title is one the query looked for: the same word, or one that
 * starts with it (English is looked for by its stem: "translat" marks "Translation"), or
 * as long but for its last letter (a stem's own ending: "studi" marks "study", not "students").
 */
const isLookedFor = (folded: string, word: string) =>
  folded.startsWith(word) ||
  (word.length >= 4 && folded.length <= word.length && sharedStart(folded, word) === word.length - 1);

/**
 * A result's title cut into runs, the words the query found marked (`SearchAnswer.words`,
 * normalised as the index reads them): a word of the title is marked when, folded the same
 * way, it is one of them; Chinese is marked wherever its characters appear. A title found by
 * a typo has nothing marked.
 */
export function markedTitle(title: string, words: readonly string[]): TitlePart[] {
  const marks: [start: number, end: number][] = [];
  const lower = title.toLowerCase();
  const runs = words.filter((word) => CJK.test(word));
  const latinOrArabic = words.filter((word) => word !== '' && !CJK.test(word));
  for (const run of runs)
    for (let at = lower.indexOf(run); at !== -1; at = lower.indexOf(run, at + 1))
      marks.push([at, at + run.length]);
  for (const match of title.matchAll(WORD)) {
    const folded = searchFold(match[0]);
    if (latinOrArabic.some((word) => isLookedFor(folded, word)))
      marks.push([match.index, match.index + match[0].length]);
  }
  marks.sort((a, b) => a[0] - b[0]);
  const parts: TitlePart[] = [];
  let at = 0;
  for (const [start, end] of marks) {
    if (end <= at) continue;
    const from = Math.max(start, at);
    if (from > at) parts.push({ text: title.slice(at, from), marked: false });
    const last = parts.at(-1);
    // Touching marks (two Chinese pairs in a row) make one.
    if (last?.marked && from === at) last.text += title.slice(from, end);
    else parts.push({ text: title.slice(from, end), marked: true });
    at = end;
  }
  if (at < title.length) parts.push({ text: title.slice(at), marked: false });
  return parts;
}
