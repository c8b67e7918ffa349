import { and, desc, eq, getTableColumns } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  CONTENT,
  CONTENT_NAMES,
  type ContentName,
  REVISION_PERMISSIONS,
  type Permission,
  type Revision,
  type RevisionAction,
  type Revisioned,
} from '../../../contract';
import { isoTimestamp } from '../../db/schema/common';
import type { Db } from '../../db/client';
import { revisions, seoMetadata, siteSettings, uiTranslations, users } from '../../db/schema';
import { CONTENT_MODULES } from '../content-modules';

/** Where a revisioned record lives (decision 0059), and who may read its history and restore a version. */
interface RevisionSource {
  table: PgTable;
  key: PgColumn;
  read: Permission;
  restore: Permission;
}
const sourceOf = (entity: Revisioned, table: PgTable, key: PgColumn): RevisionSource => ({
  table,
  key,
  ...REVISION_PERMISSIONS[entity],
});

const columnOf = (table: PgTable, name: string): PgColumn => {
  const found = (getTableColumns(table) as Record<string, PgColumn>)[name];
  if (!found) throw new Error(`no ${name} column`);
  return found;
};

export const REVISION_SOURCES: Record<Revisioned, RevisionSource> = {
  ...(Object.fromEntries(
    CONTENT_NAMES.map((name) => {
      const { table } = CONTENT_MODULES[name];
      return [name, sourceOf(name, table, columnOf(table, CONTENT[name].id))];
    }),
  ) as Record<ContentName, RevisionSource>),
  seo: sourceOf('seo', seoMetadata, seoMetadata.path),
  translations: sourceOf('translations', uiTranslations, uiTranslations.id),
  settings: sourceOf('settings', siteSettings, siteSettings.id),
};

/** What a restore leaves as it is: the key, when it was made, whether and by whom it is in the trash, the writer. */
const KEPT = new Set(['creation_timestamp', 'is_deleted', 'deleted_at', 'deleted_by', 'updated_by']);

/** A record's versions, newest first (at most `limit`), each with who saved it. */
export async function listRevisions(
  db: Db,
  entity: Revisioned,
  key: string,
  limit = 100,
): Promise<Revision[]> {
  const rows = await db
    .select({
      revision_id: revisions.revision_id,
      action: revisions.action,
      saved_at: revisions.saved_at,
      user_id: users.user_id,
      name: users.name,
      record: revisions.record,
    })
    .from(revisions)
    .leftJoin(users, eq(users.user_id, revisions.saved_by))
    .where(and(eq(revisions.entity, entity), eq(revisions.entity_key, key)))
    .orderBy(desc(revisions.revision_id))
    .limit(limit);
  return rows.map((row) => ({
    revision_id: row.revision_id,
    action: row.action as RevisionAction,
    saved_at: isoTimestamp(row.saved_at),
    saved_by: row.user_id === null ? null : { user_id: row.user_id, name: row.name ?? '' },
    record: row.record,
  }));
}

export async function findRevision(db: Db, revisionId: number) {
  const [row] = await db.select().from(revisions).where(eq(revisions.revision_id, revisionId));
  return row;
}

export type RestoreOutcome = 'restored' | 'not-live';

/**
 * Writes a version's fields back as a new save by `actorId` (its trigger records it as the
 * newest revision). Fields the version lacks (a column added since) keep their value; an
 * item in the trash is restored from there first.
 */
export async function restoreRevision(
  db: Db,
  source: RevisionSource,
  key: string,
  record: Record<string, unknown>,
  actorId: number | undefined,
): Promise<RestoreOutcome> {
  const columns = getTableColumns(source.table) as Record<string, PgColumn>;
  const set = Object.fromEntries(
    Object.entries(columns)
      .filter(([name, column]) => column !== source.key && !KEPT.has(name) && name in record)
      .map(([name]) => [name, record[name]]),
  );
  const keyValue = source.key.columnType === 'PgText' ? key : Number(key);
  const live = 'is_deleted' in columns ? eq(columns.is_deleted!, false) : undefined;
  const written = await db
    .update(source.table)
    .set({ ...set, updated_by: actorId ?? null } as never)
    .where(and(eq(source.key, keyValue), live))
    .returning({ key: source.key });
  return written.length > 0 ? 'restored' : 'not-live';
}
