import { Box } from '@mui/material';
import { diffArrays, diffChars } from 'diff';
import { dirOf, type Lang } from '../../../contract';

/** The text's words, spaces and marks in order, as the browser splits them for the language. */
const wordsOf = (text: string, lang: Lang | undefined): string[] =>
  Array.from(new Intl.Segmenter(lang, { granularity: 'word' }).segment(text), (part) => part.segment);

/**
 * The parts of `after` against `before`, word by word: the browser's word breaks, which know
 * Arabic letters and Chinese words (the diff package's own word splitting treats Arabic
 * letters as punctuation and cut words apart); characters where the browser has none.
 */
function diffParts(before: string, after: string, lang: Lang | undefined) {
  if (typeof Intl.Segmenter !== 'function') return diffChars(before, after);
  return diffArrays(wordsOf(before, lang), wordsOf(after, lang)).map((part) => ({
    ...part,
    value: part.value.join(''),
  }));
}

/**
 * What changed from `before` to `after`, additions and removals marked (decision 0059). The
 * box takes the text's own direction and language, so an Arabic change reads right to left
 * whatever the screen's language; a text of no known language takes the direction of its
 * first letter.
 */
export function TextDiff({ before, after, lang }: { before: string; after: string; lang?: Lang }) {
  const parts = diffParts(before, after, lang);
  return (
    <Box
      dir={lang ? dirOf(lang) : 'auto'}
      lang={lang}
      data-testid={`diff-${lang ?? 'text'}`}
      sx={{
        whiteSpace: 'pre-wrap',
        overflowWrap: 'anywhere',
        textAlign: 'start',
        p: 1.5,
        borderRadius: 1,
        bgcolor: 'action.hover',
        maxHeight: 320,
        overflowY: 'auto',
        // Dark text on pale green and red: legible at any size (WCAG AA), and the line-through
        // says "removed" without the colour.
        '& ins': { bgcolor: '#d3f3da', color: '#0b3d17', textDecoration: 'underline', px: 0.25 },
        '& del': { bgcolor: '#fde0de', color: '#7a1410', px: 0.25 },
      }}
    >
      {parts.map((part, i) =>
        part.added ? (
          <ins key={i}>{part.value}</ins>
        ) : part.removed ? (
          <del key={i}>{part.value}</del>
        ) : (
          <span key={i}>{part.value}</span>
        ),
      )}
    </Box>
  );
}
