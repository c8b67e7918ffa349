import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { authChallenges } from '../../../db/schema';

export type ChallengePurpose = (typeof authChallenges.$inferSelect)['purpose'];
export type Challenge = typeof authChallenges.$inferSelect;

/** How long a step waits for the browser: enough to open an authenticator app and type. */
const CHALLENGE_TTL_MS = 5 * 60_000;
/** Wrong codes one pending sign-in may take before it is dropped (the sign-in limits count them too). */
const MAX_CHALLENGE_ATTEMPTS = 5;

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/**
 * Opens a pending step (decision 0057) and hands out its token: only its hash is kept, so a
 * copy of the database does not carry usable tokens. Old steps are swept as new ones open.
 */
export async function openChallenge(
  db: Db,
  purpose: ChallengePurpose,
  userId: number | null,
  value = '',
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.delete(authChallenges).where(lt(authChallenges.expires_at, sql`now()`));
  await db.insert(authChallenges).values({
    token_hash: hashToken(token),
    purpose,
    user_id: userId,
    value,
    expires_at: new Date(Date.now() + CHALLENGE_TTL_MS).toISOString(),
  });
  return token;
}

/** The pending step a token names, if it is of that purpose and has not expired. */
export async function findChallenge(
  db: Db,
  token: string,
  purpose: ChallengePurpose,
): Promise<Challenge | undefined> {
  const [row] = await db
    .select()
    .from(authChallenges)
    .where(
      and(
        eq(authChallenges.token_hash, hashToken(token)),
        eq(authChallenges.purpose, purpose),
        gt(authChallenges.expires_at, sql`now()`),
      ),
    );
  return row;
}

/**
 * Takes the step for good: true for the one caller that removed it, so two requests racing
 * with one token cannot both succeed.
 */
export async function consumeChallenge(db: Db, token: string): Promise<boolean> {
  const gone = await db
    .delete(authChallenges)
    .where(eq(authChallenges.token_hash, hashToken(token)))
    .returning({ token_hash: authChallenges.token_hash });
  return gone.length > 0;
}

/** Counts a wrong code against the step; past the limit the step is dropped. */
export async function countWrongAttempt(db: Db, token: string): Promise<void> {
  const [row] = await db
    .update(authChallenges)
    .set({ attempts: sql`${authChallenges.attempts} + 1` })
    .where(eq(authChallenges.token_hash, hashToken(token)))
    .returning({ attempts: authChallenges.attempts });
  if (row && row.attempts >= MAX_CHALLENGE_ATTEMPTS) await consumeChallenge(db, token);
}
