import { z } from 'zod';
import { LANGS } from './languages';
import { SEARCH_KINDS, SEARCH_QUERY_MAX } from './search';

/** `GET /api/search?q=&lang=` (decision 0065). */
export const SearchQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .min(1, 'is required')
    .max(SEARCH_QUERY_MAX, `must be at most ${SEARCH_QUERY_MAX} characters`)
    .refine((q) => !q.includes('\u0000'), 'must not contain NUL'),
  lang: z.enum(LANGS).optional(),
});

export const SearchAnswerSchema = z.object({
  results: z.array(
    z.object({ kind: z.enum(SEARCH_KINDS), id: z.number().int(), title: z.string(), path: z.string() }),
  ),
  words: z.array(z.string()),
});
