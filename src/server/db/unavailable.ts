import { DrizzleQueryError } from 'drizzle-orm';

/**
 * Whether an error means "the database cannot be reached right now" (a restart, a
 * failover, a dropped connection) rather than a bug: the API answers those 503 with
 * Retry-After, and the pool reconnects by itself once the database is back.
 */

/** Node socket errors of a connection that failed or broke. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);

/**
 * PostgreSQL SQLSTATEs of a server that is away or refusing for now: class 08
 * (connection exception), 57P01–57P03 (admin shutdown, crash shutdown, cannot connect
 * now: starting up or shutting down), 53300 (too many connections).
 */
const SQLSTATE = /^(08[0-9A-Z]{3}|57P0[123]|53300)$/;

/** What node-postgres throws, without a code, when a connection is gone or never came. */
const PG_MESSAGES =
  /connection terminated|timeout exceeded when trying to connect|connection error and is not queryable|not queryable/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  // drizzle wraps the driver's error (DrizzleQueryError.cause); walk a few levels.
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (SOCKET_CODES.has(code) || SQLSTATE.test(code))) return true;
    // Not the wrapper's own message: it quotes the query's parameters, which are user text.
    if (typeof message === 'string' && !(current instanceof DrizzleQueryError) && PG_MESSAGES.test(message))
      return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
