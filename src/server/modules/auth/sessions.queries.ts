import { and, desc, eq, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { staffSessions, users } from '../../db/schema';

type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof staffSessions.$inferSelect;

/** How much of a browser's User-Agent a session keeps: enough to name the device. */
const USER_AGENT_MAX = 300;

/** Opens a session for a staff member signing in (decision 0057); its id goes in the token. */
export async function createSession(
  db: Db,
  userId: number,
  origin: { ip: string; userAgent: string },
  needsSecondFactor = false,
): Promise<string> {
  const [row] = await db
    .insert(staffSessions)
    .values({
      user_id: userId,
      ip: origin.ip,
      user_agent: origin.userAgent.slice(0, USER_AGENT_MAX),
      needs_second_factor: needsSecondFactor,
    })
    .returning({ session_id: staffSessions.session_id });
  if (!row) throw new Error('session insert returned nothing');
  return row.session_id;
}

/** The user of a session still open, in one read: what every staff request checks. */
export async function findOpenSessionUser(
  db: Db,
  userId: number,
  sessionId: string,
): Promise<{ user: UserRow; lastSeenAt: string; needsSecondFactor: boolean } | undefined> {
  const [row] = await db
    .select({
      user: users,
      lastSeenAt: staffSessions.last_seen_at,
      needsSecondFactor: staffSessions.needs_second_factor,
    })
    .from(staffSessions)
    .innerJoin(users, eq(users.user_id, staffSessions.user_id))
    .where(
      and(
        eq(staffSessions.session_id, sessionId),
        eq(staffSessions.user_id, userId),
        isNull(staffSessions.ended_at),
      ),
    );
  return row;
}

/** Notes that the session was used; at most once a minute, so a busy screen writes little. */
export async function touchSession(db: Db, sessionId: string): Promise<void> {
  await db
    .update(staffSessions)
    .set({ last_seen_at: sql`now()` })
    .where(
      and(
        eq(staffSessions.session_id, sessionId),
        sql`${staffSessions.last_seen_at} < now() - interval '1 minute'`,
      ),
    );
}

/** A staff member's open sessions, the most recently used first. */
export function listOpenSessions(db: Db, userId: number): Promise<SessionRow[]> {
  return db
    .select()
    .from(staffSessions)
    .where(and(eq(staffSessions.user_id, userId), isNull(staffSessions.ended_at)))
    .orderBy(desc(staffSessions.last_seen_at), desc(staffSessions.created_at));
}

/** Ends the open sessions of `userId` that `which` picks: the ids ended, to close their sockets. */
async function endOpenSessions(
  db: Db,
  userId: number,
  which: SQL | undefined,
  endedBy: number | null,
): Promise<string[]> {
  const ended = await db
    .update(staffSessions)
    .set({ ended_at: sql`now()`, ended_by: endedBy })
    .where(and(eq(staffSessions.user_id, userId), isNull(staffSessions.ended_at), which))
    .returning({ session_id: staffSessions.session_id });
  return ended.map((r) => r.session_id);
}

/** Ends one open session of `userId`; false when there is none such (already ended, another's). */
export async function endSession(
  db: Db,
  userId: number,
  sessionId: string,
  endedBy: number | null,
): Promise<boolean> {
  return (await endOpenSessions(db, userId, eq(staffSessions.session_id, sessionId), endedBy)).length > 0;
}

/** Ends every open session of `userId` but `keep`: the ids ended, to close their sockets. */
export function endOtherSessions(
  db: Db,
  userId: number,
  keep: string | null,
  endedBy: number | null,
): Promise<string[]> {
  return endOpenSessions(db, userId, keep ? ne(staffSessions.session_id, keep) : undefined, endedBy);
}

/** A session whose owner has just set up a second factor reaches the rest of the back office. */
export async function clearSecondFactorNeed(db: Db, sessionId: string): Promise<void> {
  await db
    .update(staffSessions)
    .set({ needs_second_factor: false })
    .where(eq(staffSessions.session_id, sessionId));
}
