import { DrizzleQueryError } from 'drizzle-orm';

/**
 * An error as the log may hold it. drizzle's DrizzleQueryError carries the query's
 * parameters (a visitor's name, email, message) in its message and `params`, and
 * PostgreSQL's `detail` quotes the offending value ("Key (email)=(…)"): none of that may
 * reach a log line. What is kept: the error's type, the SQL with its placeholders, the
 * driver's SQLSTATE and message (quoted values blanked), and our stack.
 */
export function loggableError(error: unknown): unknown {
  if (!(error instanceof DrizzleQueryError)) return error;
  const cause = error.cause as
    { name?: unknown; code?: unknown; message?: unknown; routine?: unknown } | undefined;
  return {
    type: 'DrizzleQueryError',
    message: 'Failed query',
    query: error.query,
    // Only the frames: the stack's head repeats the message, parameters and all.
    stack: error.stack
      ?.split('\n')
      .filter((line) => /^\s+at /.test(line))
      .join('\n'),
    cause: cause && {
      type: typeof cause.name === 'string' ? cause.name : undefined,
      code: cause.code,
      routine: cause.routine,
      message: typeof cause.message === 'string' ? redactQuoted(cause.message) : undefined,
    },
  };
}

/** `invalid input syntax for type integer: "abc"` → `… "…"`: PostgreSQL quotes values it refuses. */
const redactQuoted = (message: string): string => message.replace(/"[^"]*"/g, '"…"').slice(0, 300);
