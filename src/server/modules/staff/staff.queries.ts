import { asc, eq, sql } from 'drizzle-orm';
import type { User } from '../../../contract';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { hashPassword, toUser } from '../auth/users.queries';

/** The admins, oldest first. */
export async function listAdmins(db: Db): Promise<User[]> {
  const rows = await db.select().from(users).where(eq(users.role, 'admin')).orderBy(asc(users.user_id));
  return rows.map(toUser);
}

/** A new admin; undefined when the email (any letter case) is taken, checked by the unique index. */
export async function insertAdmin(
  db: Db,
  input: { email: string; name: string; password: string },
): Promise<User | undefined> {
  const password_hash = await hashPassword(input.password);
  const [row] = await db
    .insert(users)
    .values({ email: input.email.trim().toLowerCase(), name: input.name, role: 'admin', password_hash })
    .onConflictDoNothing()
    .returning();
  return row ? toUser(row) : undefined;
}

export type RemoveOutcome = { removed: User } | { refused: 'not-found' | 'last-admin' };

/**
 * Deletes the user `userId` unless it is the last admin. The admins' rows are locked
 * first, so two admins removing each other at once cannot leave the office with none.
 */
export function removeUser(db: Db, userId: number): Promise<RemoveOutcome> {
  return db.transaction(async (tx) => {
    const admins = await tx
      .select({ id: users.user_id })
      .from(users)
      .where(eq(users.role, 'admin'))
      .for('update');
    const [target] = await tx.select().from(users).where(eq(users.user_id, userId));
    if (!target) return { refused: 'not-found' as const };
    if (target.role === 'admin' && admins.length <= 1) return { refused: 'last-admin' as const };
    await tx.delete(users).where(eq(users.user_id, userId));
    return { removed: toUser(target) };
  });
}

export async function setPassword(db: Db, userId: number, password: string): Promise<void> {
  // Tokens issued before now stop working (plugins/auth.ts): the other sessions end.
  await db
    .update(users)
    .set({ password_hash: await hashPassword(password), password_changed_at: sql`now()` })
    .where(eq(users.user_id, userId));
}

/** Whether an account with this email exists, any letter case. */
export async function emailTaken(db: Db, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.user_id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()));
  return Boolean(row);
}
