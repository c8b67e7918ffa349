import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { OPEN_STATUSES, PERMISSIONS, type LangMap, type RequestStatus } from '../../../contract';
import type { Db } from '../../db/client';
import { requestEvents, requests, services, users } from '../../db/schema';
import type { RequestRow } from '../requests/requests.queries';

export type RequestEventRow = typeof requestEvents.$inferSelect & { actor_name: string | null };

const liveRequest = (requestId: number) =>
  and(eq(requests.request_id, requestId), eq(requests.is_deleted, false));

/** One live request, or undefined. */
export async function findRequest(db: Db, requestId: number): Promise<RequestRow | undefined> {
  const [row] = await db.select().from(requests).where(liveRequest(requestId));
  return row;
}

/**
 * Holds a live request until the transaction ends (an erasure, which locks the student's
 * requests first, waits for it); false when it is gone or in the trash.
 */
export async function lockRequest(tx: Db, requestId: number): Promise<boolean> {
  const rows = await tx
    .select({ request_id: requests.request_id })
    .from(requests)
    .where(liveRequest(requestId))
    .for('share');
  return rows.length > 0;
}

/** A request's history and thread, oldest first, each with its author's name as it is now. */
export async function listRequestEvents(db: Db, requestId: number): Promise<RequestEventRow[]> {
  return db
    .select({
      event_id: requestEvents.event_id,
      request_id: requestEvents.request_id,
      kind: requestEvents.kind,
      actor_id: requestEvents.actor_id,
      actor_name: users.name,
      body: requestEvents.body,
      data: requestEvents.data,
      creation_timestamp: requestEvents.creation_timestamp,
    })
    .from(requestEvents)
    .leftJoin(users, eq(users.user_id, requestEvents.actor_id))
    .where(eq(requestEvents.request_id, requestId))
    .orderBy(asc(requestEvents.event_id));
}

/**
 * Moves a live request to `status` and records who did, in one transaction. Undefined when
 * there is no such request; `changed: false` when it already stood there (nothing recorded).
 */
export async function changeStatus(
  db: Db,
  requestId: number,
  status: RequestStatus,
  actorId: number,
): Promise<{ row: RequestRow; changed: boolean } | undefined> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(requests).where(liveRequest(requestId)).for('update');
    if (!before) return undefined;
    if (before.request_status === status) return { row: before, changed: false };
    const [row] = await tx
      .update(requests)
      .set({ request_status: status, status_changed_at: sql`now()` })
      .where(eq(requests.request_id, requestId))
      .returning();
    await tx.insert(requestEvents).values({
      request_id: requestId,
      kind: 'status',
      actor_id: actorId,
      data: { from: before.request_status, to: status },
    });
    return { row: row!, changed: true };
  });
}

/** Gives a live request to a staff member (or to no one) and records it; as `changeStatus`. */
export async function assignRequest(
  db: Db,
  requestId: number,
  assigneeId: number | null,
  actorId: number,
): Promise<{ row: RequestRow; changed: boolean } | undefined> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(requests).where(liveRequest(requestId)).for('update');
    if (!before) return undefined;
    if (before.assignee_id === assigneeId) return { row: before, changed: false };
    const [row] = await tx
      .update(requests)
      .set({ assignee_id: assigneeId })
      .where(eq(requests.request_id, requestId))
      .returning();
    await tx.insert(requestEvents).values({
      request_id: requestId,
      kind: 'assigned',
      actor_id: actorId,
      data: { from: before.assignee_id, to: assigneeId },
    });
    return { row: row!, changed: true };
  });
}

/** Adds a staff note to a live request's thread; undefined when there is no such request. */
export async function addNote(
  db: Db,
  requestId: number,
  body: string,
  actorId: number,
): Promise<RequestRow | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(requests).where(liveRequest(requestId)).for('update');
    if (!row) return undefined;
    await tx.insert(requestEvents).values({ request_id: requestId, kind: 'note', actor_id: actorId, body });
    return row;
  });
}

/** Who can be given a request: the roles that work the desk (contract/permissions.ts, decision 0058). */
const deskWorker = inArray(users.role, [...PERMISSIONS['desk.work']]);

/** The service a request asked about, by name, even one deleted since (the desk still says which it was). */
export async function serviceAskedAbout(
  db: Db,
  serviceId: number | null,
): Promise<{ service_id: number; service_name: LangMap; is_deleted: boolean } | null> {
  if (serviceId === null) return null;
  const [row] = await db
    .select({
      service_id: services.service_id,
      service_name: services.service_name,
      is_deleted: services.is_deleted,
    })
    .from(services)
    .where(eq(services.service_id, serviceId));
  return row ?? null;
}

/** Whether `userId` is an account that can be given requests. */
export async function isStaffMember(db: Db, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.user_id, userId), deskWorker));
  return (row?.n ?? 0) > 0;
}

/** Everyone who can be given a request, by name. */
export function listAssignees(db: Db): Promise<{ user_id: number; name: string }[]> {
  return db
    .select({ user_id: users.user_id, name: users.name })
    .from(users)
    .where(deskWorker)
    .orderBy(asc(users.name), asc(users.user_id));
}

/** The live, non-spam requests still on the desk that are `userId`'s. */
export async function countAssignedOpen(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(requests)
    .where(
      and(
        eq(requests.is_deleted, false),
        eq(requests.is_spam, false),
        eq(requests.assignee_id, userId),
        inArray(requests.request_status, [...OPEN_STATUSES]),
      ),
    );
  return row?.n ?? 0;
}
