import { hash, verify } from '@node-rs/argon2';
import { eq, sql } from 'drizzle-orm';
import type { Role, User } from '../../../contract';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

type UserRow = typeof users.$inferSelect;

// `Algorithm.Argon2id` of @node-rs/argon2 is an ambient const enum, unusable under
// verbatimModuleSyntax; its value is 2.
const ARGON2ID = 2;

/** The user as it may leave the server: never the hash. */
export const toUser = ({ password_hash: _hash, ...user }: UserRow): User => user;

export const hashPassword = (password: string): Promise<string> => hash(password, { algorithm: ARGON2ID });

// A real argon2id hash to verify against when the email is unknown, so a wrong email
// costs the same time as a wrong password (no user enumeration by timing).
let dummyHash: Promise<string> | undefined;

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()));
  return row;
}

export async function findUserById(db: Db, userId: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.user_id, userId));
  return row;
}

/** The user whose email and password match, or undefined (same cost either way). */
export async function checkCredentials(
  db: Db,
  email: string,
  password: string,
): Promise<UserRow | undefined> {
  const row = await findUserByEmail(db, email);
  if (!row) {
    dummyHash ??= hashPassword('not-a-real-password');
    await verify(await dummyHash, password).catch(() => false);
    return undefined;
  }
  const ok = await verify(row.password_hash, password).catch(() => false);
  return ok ? row : undefined;
}

export async function countUsersWithRole(db: Db, role: Role): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(eq(users.role, role));
  return row?.n ?? 0;
}

/** Creates the admin, or resets the password (and role) of an existing account with that email. */
export async function upsertAdmin(
  db: Db,
  input: { email: string; password: string; name?: string },
): Promise<{ user: User; created: boolean }> {
  const password_hash = await hashPassword(input.password);
  const existing = await findUserByEmail(db, input.email);
  if (existing) {
    const [row] = await db
      .update(users)
      .set({ password_hash, role: 'admin', password_changed_at: sql`now()` })
      .where(eq(users.user_id, existing.user_id))
      .returning();
    return { user: toUser(row as UserRow), created: false };
  }
  const [row] = await db
    .insert(users)
    .values({
      email: input.email.trim().toLowerCase(),
      name: input.name ?? 'Administrator',
      role: 'admin',
      password_hash,
    })
    .returning();
  return { user: toUser(row as UserRow), created: true };
}
