import { sql } from 'drizzle-orm';

/** What a soft delete sets, the trail the trash screen shows (decision 0013): now, by whom. */
export const deletionBy = (userId: number | undefined) => ({
  is_deleted: true,
  deleted_at: sql`now()`,
  deleted_by: userId ?? null,
});

/** What restoring from the trash sets: live again, the trail cleared. */
export const RESTORED = { is_deleted: false, deleted_at: null, deleted_by: null } as const;

/** A row without its deletion trail: the trash shows it, the entity's own reads never do. */
export const withoutTrail = <T extends { deleted_at: unknown; deleted_by: unknown }>({
  deleted_at: _at,
  deleted_by: _by,
  ...row
}: T): Omit<T, 'deleted_at' | 'deleted_by'> => row;
