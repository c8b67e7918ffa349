import { createHash } from 'node:crypto';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onSendHookHandler,
  preHandlerHookHandler,
} from 'fastify';
import { and, eq, lt } from 'drizzle-orm';
import { idempotencyKeys } from '../../db/schema';
import { isoTimestamp } from '../../db/schema/common';
import { AppError } from '../../errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** The `Idempotency-Key` this send holds, once it is the first (decision 0061). */
    idempotency?: { route: string; key: string };
  }
}

/** How long a key answers its first send again: the IETF draft's suggestion, a day. */
const KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** A first send that never finished (its process stopped) frees its key after this long. */
const IN_FLIGHT_MS = 5 * 60 * 1000;
/** The header's value: a structured-field string (quoted) or the bare token clients send. */
const KEY_PATTERN = /^"?([\x21\x23-\x7e]{1,255})"?$/;

const bodyHash = (body: unknown) =>
  createHash('sha256')
    .update(JSON.stringify(body ?? null))
    .digest('hex');
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

/**
 * `Idempotency-Key` on a public form's send (decision 0061, the IETF draft's semantics): the
 * same key within a day answers the first send's answer again (`Idempotent-Replayed: true`)
 * and writes nothing new; the same key with another body is a 422; while the first send is
 * still running, a 409 with `Retry-After`. Kept in the database, so it holds across instances
 * and restarts. A send that failed frees its key for another try. Without the header the
 * route answers as SPEC §7 has it.
 */
export function idempotent(app: FastifyInstance, route: string) {
  const { db } = app.database;
  const keyOf = (request: FastifyRequest): string | undefined => {
    const raw = request.headers['idempotency-key'];
    if (raw === undefined) return undefined;
    const match = typeof raw === 'string' ? KEY_PATTERN.exec(raw.trim()) : null;
    if (!match)
      throw new AppError('VALIDATION', 'Invalid headers.idempotency-key', [
        { path: 'headers.idempotency-key', message: 'must be 1 to 255 visible ASCII characters' },
      ]);
    return match[1];
  };
  const held = (key: string) => and(eq(idempotencyKeys.route, route), eq(idempotencyKeys.key, key));

  const preHandler: preHandlerHookHandler = async (request: FastifyRequest, reply: FastifyReply) => {
    const key = keyOf(request);
    if (key === undefined) return;
    const hash = bodyHash(request.body);
    // A key past its day, or a first send abandoned mid-way, is free again.
    await db
      .delete(idempotencyKeys)
      .where(and(held(key), lt(idempotencyKeys.created_at, ago(KEY_LIFETIME_MS))));
    const claimed = await db
      .insert(idempotencyKeys)
      .values({ route, key, body_hash: hash })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (claimed.length > 0) {
      request.idempotency = { route, key };
      return;
    }
    const [first] = await db.select().from(idempotencyKeys).where(held(key));
    if (first && first.body_hash !== hash)
      throw new AppError('IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was used for another send', [
        { path: 'headers.idempotency-key', message: 'was sent before with a different body' },
      ]);
    if (!first || first.status === null) {
      if (first && Date.parse(isoTimestamp(first.created_at)) < Date.now() - IN_FLIGHT_MS)
        await db.delete(idempotencyKeys).where(held(key));
      throw new AppError(
        'CONFLICT',
        'The first send with this Idempotency-Key is still being processed',
        [],
        {
          'retry-after': '1',
        },
      );
    }
    return reply.header('idempotent-replayed', 'true').code(first.status).send(first.response);
  };

  const onSend: onSendHookHandler = async (request, reply, payload) => {
    const claim = request.idempotency;
    if (!claim) return payload;
    request.idempotency = undefined;
    if (reply.statusCode < 300 && typeof payload === 'string') {
      await db
        .update(idempotencyKeys)
        .set({ status: reply.statusCode, response: JSON.parse(payload) as unknown })
        .where(held(claim.key));
    } else {
      // The send failed (a check, the rate limit, the server): the key may be tried again.
      await db.delete(idempotencyKeys).where(held(claim.key));
    }
    return payload;
  };

  return { preHandler, onSend };
}

/** Deletes the keys past their day (the daily retention run, decision 0031). */
export async function pruneIdempotencyKeys(app: FastifyInstance): Promise<number> {
  const gone = await app.database.db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.created_at, ago(KEY_LIFETIME_MS)))
    .returning({ key: idempotencyKeys.key });
  return gone.length;
}
