import { and, desc, eq, gte, lt, lte } from 'drizzle-orm';
import type { AuditEvent, AuditKind } from '../../../contract';
import type { Db } from '../../db/client';
import { isoTimestamp } from '../../db/schema/common';
import { auditEvents, users } from '../../db/schema';

export interface NewAuditEvent {
  kind: AuditKind;
  userId: number | null;
  target?: string;
  ip?: string | null;
  details?: AuditEvent['details'];
}

export async function insertAuditEvent(db: Db, event: NewAuditEvent): Promise<void> {
  await db.insert(auditEvents).values({
    kind: event.kind,
    user_id: event.userId,
    target: event.target ?? '',
    ip: event.ip ?? null,
    details: event.details ?? null,
  });
}

export interface AuditFilters {
  user_id?: number;
  kind?: AuditKind;
  /** Days, `YYYY-MM-DD`, both included (UTC). */
  from?: string;
  to?: string;
  /** Keyset: the events older than this one. */
  before?: number;
  limit: number;
}

/** A page of events, newest first, and where the next starts (decision 0051's keyset). */
export async function listAuditEvents(
  db: Db,
  filters: AuditFilters,
): Promise<{ events: AuditEvent[]; next: number | undefined }> {
  const where = and(
    filters.user_id === undefined ? undefined : eq(auditEvents.user_id, filters.user_id),
    filters.kind === undefined ? undefined : eq(auditEvents.kind, filters.kind),
    filters.from === undefined ? undefined : gte(auditEvents.at, `${filters.from}T00:00:00Z`),
    filters.to === undefined ? undefined : lte(auditEvents.at, `${filters.to}T23:59:59.999Z`),
    filters.before === undefined ? undefined : lt(auditEvents.event_id, filters.before),
  );
  const rows = await db
    .select({
      event_id: auditEvents.event_id,
      at: auditEvents.at,
      kind: auditEvents.kind,
      user_id: users.user_id,
      name: users.name,
      target: auditEvents.target,
      ip: auditEvents.ip,
      details: auditEvents.details,
    })
    .from(auditEvents)
    .leftJoin(users, eq(users.user_id, auditEvents.user_id))
    .where(where)
    .orderBy(desc(auditEvents.event_id))
    .limit(filters.limit + 1);
  const page = rows.slice(0, filters.limit);
  return {
    events: page.map((row) => ({
      event_id: row.event_id,
      at: isoTimestamp(row.at),
      kind: row.kind,
      user: row.user_id === null ? null : { user_id: row.user_id, name: row.name ?? '' },
      target: row.target,
      ip: row.ip,
      details: row.details,
    })),
    next: rows.length > filters.limit ? page.at(-1)?.event_id : undefined,
  };
}

/** Deletes the events older than `days` (decision 0060's retention); how many went. */
export async function pruneAudit(db: Db, days: number, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - days * 24 * 60 * 60 * 1000).toISOString();
  const gone = await db
    .delete(auditEvents)
    .where(lt(auditEvents.at, cutoff))
    .returning({ id: auditEvents.event_id });
  return gone.length;
}
