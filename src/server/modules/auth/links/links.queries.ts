import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Role } from '../../../../contract';
import type { Db } from '../../../db/client';
import { staffLinks } from '../../../db/schema';

export type StaffLink = typeof staffLinks.$inferSelect;

/** How long a mailed link works (the thirty minutes, decision 0057). */
const LINK_TTL_MS = 30 * 60_000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/**
 * A new one-time link; an earlier unused one of the same purpose for the same address stops
 * working, so only the newest mail counts. The token is handed out once; only its hash stays.
 */
export async function openLink(
  db: Db,
  link: {
    purpose: StaffLink['purpose'];
    email: string;
    userId?: number;
    name?: string;
    role?: Role;
    createdBy?: number;
  },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const email = link.email.trim().toLowerCase();
  await db.transaction(async (tx) => {
    await tx
      .delete(staffLinks)
      .where(
        and(eq(staffLinks.purpose, link.purpose), eq(staffLinks.email, email), isNull(staffLinks.used_at)),
      );
    await tx.insert(staffLinks).values({
      token_hash: hashToken(token),
      purpose: link.purpose,
      user_id: link.userId ?? null,
      email,
      name: link.name ?? '',
      role: link.role ?? 'admin',
      created_by: link.createdBy ?? null,
      expires_at: new Date(Date.now() + LINK_TTL_MS).toISOString(),
    });
  });
  return token;
}

/** The link a token names while it is unused and unexpired. */
export async function findLink(db: Db, token: string): Promise<StaffLink | undefined> {
  const [row] = await db
    .select()
    .from(staffLinks)
    .where(
      and(
        eq(staffLinks.token_hash, hashToken(token)),
        isNull(staffLinks.used_at),
        gt(staffLinks.expires_at, sql`now()`),
      ),
    );
  return row;
}

/** Uses the link: true for the one request that marked it, so two clicks cannot both act. */
export async function useLink(db: Db, token: string): Promise<boolean> {
  const used = await db
    .update(staffLinks)
    .set({ used_at: sql`now()` })
    .where(
      and(
        eq(staffLinks.token_hash, hashToken(token)),
        isNull(staffLinks.used_at),
        gt(staffLinks.expires_at, sql`now()`),
      ),
    )
    .returning({ token_hash: staffLinks.token_hash });
  return used.length > 0;
}
