import type { FastifyInstance } from 'fastify';
import type { ErrorIssue } from '../../contract';
import { AppError } from '../errors';

/** Where a NUL character would sit in a JSON text: `\u0000`, in any case of its hex digits. */
const ESCAPED_NUL = /\\u0000/i;

/** Deeper than any body of ours (a request's documents sit at depth 2). */
export const MAX_JSON_DEPTH = 16;

/**
 * Whether a JSON text nests arrays or objects deeper than `limit`, read before parsing:
 * a body of nothing but brackets parses at ~0.4 ms per KB into millions of objects (70 MB,
 * the public request form's limit, would hold the event loop for half a minute), while
 * this scan costs ~1 ms per MB.
 */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i++;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 91 /* [ */ || c === 123 /* { */) {
      if (++depth > limit) return true;
    } else if (c === 93 /* ] */ || c === 125 /* } */) depth--;
  }
  return false;
}

/** Paths (`body.a.0.b`) of every string, or key, that holds a NUL character. */
function nulPaths(value: unknown, at = 'body'): string[] {
  if (typeof value === 'string') return value.includes('\0') ? [at] : [];
  if (typeof value !== 'object' || value === null) return [];
  if (Array.isArray(value)) return value.flatMap((item, i) => nulPaths(item, `${at}.${i}`));
  return Object.entries(value).flatMap(([key, item]) =>
    key.includes('\0') ? [`${at}.${key.replaceAll('\0', '\\0')}`] : nulPaths(item, `${at}.${key}`),
  );
}

/**
 * The one JSON body parser, which every text of every write passes through.
 *
 * SPEC §7: the client sends `Content-Type: application/json` on every call, a DELETE or a
 * markRead PUT included, with no body; Fastify's own parser answers that 400. An empty
 * body is no body; anything else is parsed by that same parser (secure-json-parse,
 * `__proto__` and `constructor.prototype` refused), so malformed JSON stays a 400.
 *
 * A body nested deeper than MAX_JSON_DEPTH is refused before it is parsed (decision 0014).
 *
 * A NUL character is refused here, with a 400 naming each field that holds one (decision 0008):
 * PostgreSQL cannot store it in text, and no person types one. Refused rather than stripped: a
 * client that sends it has a bug worth seeing, and nothing is silently changed.
 */
export function registerJsonBody(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body: string, done) => {
    if (body === '') return done(null, undefined);
    if (nestsDeeperThan(body, MAX_JSON_DEPTH))
      return done(
        new AppError('VALIDATION', `Invalid body: nested deeper than ${MAX_JSON_DEPTH} levels`, [
          { path: 'body', message: `must not nest deeper than ${MAX_JSON_DEPTH} levels` },
        ]),
        undefined,
      );
    parseJson(request, body, (error, parsed) => {
      if (error) return done(error);
      // JSON can only carry a NUL escaped, so the walk runs only when the text has one.
      const paths = ESCAPED_NUL.test(body) ? nulPaths(parsed) : [];
      if (paths.length === 0) return done(null, parsed);
      const issues: ErrorIssue[] = paths.map((path) => ({
        path,
        message: 'must not contain a NUL character',
      }));
      done(new AppError('VALIDATION', `Invalid ${paths.join(', ')}`, issues), undefined);
    });
  });
}
