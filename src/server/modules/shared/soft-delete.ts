import { sql } from 'drizzle-orm';

/** What a soft delete sets, the trail the trash screen shows (decision 0013): now, by whom. */
export const deletionBy = (userId: number | undefined) => ({
  is_deleted: true,
  deleted_at: sql`now()`,
  deleted_by: userId ?? null,
  updated_by: userId ?? null,
});

/** What restoring from the trash sets: live again, the trail cleared, the restorer named for the revision. */
export const restoredBy = (userId: number | undefined) =>
  ({ is_deleted: false, deleted_at: null, deleted_by: null, updated_by: userId ?? null }) as const;

/**
 * A row without its deletion trail (the trash shows it, the entity's own reads never do) and
 * without its writer column (null at rest, decision 0059).
 */
export const withoutTrail = <T extends { deleted_at: unknown; deleted_by: unknown; updated_by?: unknown }>({
  deleted_at: _at,
  deleted_by: _by,
  updated_by: _writer,
  ...row
}: T): Omit<T, 'deleted_at' | 'deleted_by' | 'updated_by'> => row;
