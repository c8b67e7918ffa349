import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { Grants } from '../../../../contract';
import { staffFactors, staffPolicy, staffRecoveryCodes } from '../../../db/schema';
import { hashRecoveryCode, newRecoveryCodes } from './recovery-codes';

export type FactorRow = typeof staffFactors.$inferSelect;

/** A staff member's factors, oldest first. */
export const listFactors = (db: Db, userId: number): Promise<FactorRow[]> =>
  db.select().from(staffFactors).where(eq(staffFactors.user_id, userId)).orderBy(asc(staffFactors.factor_id));

export async function unusedRecoveryCodes(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(staffRecoveryCodes)
    .where(and(eq(staffRecoveryCodes.user_id, userId), isNull(staffRecoveryCodes.used_at)));
  return row?.n ?? 0;
}

export async function addFactor(
  db: Db,
  values: Omit<typeof staffFactors.$inferInsert, 'factor_id' | 'created_at'>,
): Promise<FactorRow> {
  const [row] = await db.insert(staffFactors).values(values).returning();
  if (!row) throw new Error('factor insert returned nothing');
  return row;
}

/** Removes one factor of `userId`; false when there is none such. */
export async function removeFactor(db: Db, userId: number, factorId: number): Promise<boolean> {
  const gone = await db
    .delete(staffFactors)
    .where(and(eq(staffFactors.user_id, userId), eq(staffFactors.factor_id, factorId)))
    .returning({ factor_id: staffFactors.factor_id });
  return gone.length > 0;
}

/** Every factor and recovery code of `userId` (an admin's reset of a lost factor): how many factors went. */
export async function removeAllFactors(db: Db, userId: number): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.user_id, userId));
    const gone = await tx
      .delete(staffFactors)
      .where(eq(staffFactors.user_id, userId))
      .returning({ factor_id: staffFactors.factor_id });
    return gone.length;
  });
}

/** Ten new recovery codes for `userId`, replacing any earlier set: the codes, shown once. */
export async function replaceRecoveryCodes(db: Db, userId: number): Promise<string[]> {
  const codes = newRecoveryCodes();
  await db.transaction(async (tx) => {
    await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.user_id, userId));
    await tx
      .insert(staffRecoveryCodes)
      .values(codes.map((code) => ({ user_id: userId, code_hash: hashRecoveryCode(code) })));
  });
  return codes;
}

/** Uses a recovery code: true for the one request that marked it used. */
export async function useRecoveryCode(db: Db, userId: number, code: string): Promise<boolean> {
  const used = await db
    .update(staffRecoveryCodes)
    .set({ used_at: sql`now()` })
    .where(
      and(
        eq(staffRecoveryCodes.user_id, userId),
        eq(staffRecoveryCodes.code_hash, hashRecoveryCode(code)),
        isNull(staffRecoveryCodes.used_at),
      ),
    )
    .returning({ code_id: staffRecoveryCodes.code_id });
  return used.length > 0;
}

/**
 * Accepts a TOTP step for a factor, once: the update holds only while the stored step is
 * older, so two requests with one code cannot both pass.
 */
export async function acceptTotpStep(db: Db, factorId: number, step: number): Promise<boolean> {
  const updated = await db
    .update(staffFactors)
    .set({ last_step: step, last_used_at: sql`now()` })
    .where(
      and(
        eq(staffFactors.factor_id, factorId),
        sql`(${staffFactors.last_step} is null or ${staffFactors.last_step} < ${step})`,
      ),
    )
    .returning({ factor_id: staffFactors.factor_id });
  return updated.length > 0;
}

/** A passkey's use: its new signature counter. */
export async function recordPasskeyUse(db: Db, factorId: number, counter: number): Promise<void> {
  await db
    .update(staffFactors)
    .set({ counter, last_used_at: sql`now()` })
    .where(eq(staffFactors.factor_id, factorId));
}

export async function findPasskey(db: Db, credentialId: string): Promise<FactorRow | undefined> {
  const [row] = await db
    .select()
    .from(staffFactors)
    .where(and(eq(staffFactors.kind, 'passkey'), eq(staffFactors.credential_id, credentialId)));
  return row;
}

/** The office's sign-in rule and the grants of decision 0058, as one row (none yet: the defaults). */
export async function loadStaffPolicy(db: Db): Promise<{ require_second_factor: boolean; grants: Grants }> {
  const [row] = await db.select().from(staffPolicy).where(eq(staffPolicy.policy_id, 1));
  return { require_second_factor: row?.require_second_factor ?? false, grants: row?.grants ?? {} };
}

/** Whether the office requires a second factor of every staff member. */
export const secondFactorRequired = async (db: Db): Promise<boolean> =>
  (await loadStaffPolicy(db)).require_second_factor;

/** Changes what is given and keeps the rest. */
export async function saveStaffPolicy(
  db: Db,
  change: { require_second_factor?: boolean; grants?: Grants },
): Promise<void> {
  await db
    .insert(staffPolicy)
    .values({ policy_id: 1, ...change })
    .onConflictDoUpdate({ target: staffPolicy.policy_id, set: { ...change, updated_at: sql`now()` } });
}
