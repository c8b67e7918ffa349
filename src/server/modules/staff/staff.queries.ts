import { asc, eq, inArray, sql } from 'drizzle-orm';
import { STAFF_ROLES, type StaffRole, type User } from '../../../contract';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { hashPassword, toUser } from '../auth/users.queries';

/** The staff, of every role that opens the back office (decision 0058), oldest first. */
export async function listStaff(db: Db, roles: readonly StaffRole[] = STAFF_ROLES): Promise<User[]> {
  const rows = await db
    .select()
    .from(users)
    .where(inArray(users.role, [...roles]))
    .orderBy(asc(users.user_id));
  return rows.map(toUser);
}

/**
 * A new staff member (an admin unless a role is given); undefined when the email (any
 * letter case) is taken, checked by the unique index.
 */
export async function insertStaff(
  db: Db,
  input: { email: string; name: string; password: string; role?: StaffRole },
): Promise<User | undefined> {
  const password_hash = await hashPassword(input.password);
  const [row] = await db
    .insert(users)
    .values({
      email: input.email.trim().toLowerCase(),
      name: input.name,
      role: input.role ?? 'admin',
      password_hash,
    })
    .onConflictDoNothing()
    .returning();
  return row ? toUser(row) : undefined;
}

export type StaffChangeOutcome = { changed: User } | { refused: 'not-found' | 'last-admin' };

/**
 * Deletes the user `userId`, or gives them another role, unless that leaves no admin. The
 * admins' rows are locked first, so two admins removing or demoting each other at once
 * cannot leave the office with none.
 */
function changeStaff(db: Db, userId: number, role: StaffRole | 'removed'): Promise<StaffChangeOutcome> {
  return db.transaction(async (tx) => {
    const admins = await tx
      .select({ id: users.user_id })
      .from(users)
      .where(eq(users.role, 'admin'))
      .for('update');
    const [target] = await tx.select().from(users).where(eq(users.user_id, userId));
    if (!target) return { refused: 'not-found' as const };
    if (target.role === 'admin' && role !== 'admin' && admins.length <= 1)
      return { refused: 'last-admin' as const };
    if (role === 'removed') {
      await tx.delete(users).where(eq(users.user_id, userId));
      return { changed: toUser(target) };
    }
    const [row] = await tx.update(users).set({ role }).where(eq(users.user_id, userId)).returning();
    return { changed: toUser(row ?? target) };
  });
}

export const removeUser = (db: Db, userId: number) => changeStaff(db, userId, 'removed');
export const setRole = (db: Db, userId: number, role: StaffRole) => changeStaff(db, userId, role);

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
