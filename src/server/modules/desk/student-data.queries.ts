import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Erasure, StudentRecord } from '../../../contract';
import type { Db } from '../../db/client';
import {
  contactMessages,
  mailOutbox,
  requestEvents,
  requests,
  studentErasures,
  users,
  type StoredDocument,
} from '../../db/schema';
import { isoTimestamp } from '../../db/schema/common';
import { sameEmail } from './same-email';

/** The address a reference's request was sent with, or undefined. */
export async function emailOfReference(db: Db, reference: string): Promise<string | undefined> {
  const [row] = await db
    .select({ email: requests.request_email })
    .from(requests)
    .where(eq(requests.request_ref, reference));
  return row?.email;
}

/** Everything stored about an address, trash and spam included: the rows themselves. */
export async function studentRows(db: Db, email: string, { lock = false } = {}) {
  const found = db
    .select()
    .from(requests)
    .where(sameEmail(requests.request_email, email))
    .orderBy(asc(requests.request_id));
  // An erasure locks the requests before it reads what hangs on them: a reply being written
  // to one commits first, and its files are among those the erasure lets go of.
  const requestRows = await (lock ? found.for('update') : found);
  const ids = requestRows.map((r) => r.request_id);
  const [messageRows, events, mails] = await Promise.all([
    db
      .select()
      .from(contactMessages)
      .where(sameEmail(contactMessages.email, email))
      .orderBy(asc(contactMessages.message_id)),
    ids.length
      ? db
          .select()
          .from(requestEvents)
          .where(inArray(requestEvents.request_id, ids))
          .orderBy(asc(requestEvents.event_id))
      : [],
    ids.length
      ? db
          .select()
          .from(mailOutbox)
          .where(inArray(mailOutbox.request_id, ids))
          .orderBy(asc(mailOutbox.mail_id))
      : [],
  ]);
  const messageIds = messageRows.map((m) => m.message_id);
  const messageMails = messageIds.length
    ? await db
        .select()
        .from(mailOutbox)
        .where(inArray(mailOutbox.message_id, messageIds))
        .orderBy(asc(mailOutbox.mail_id))
    : [];
  return { requests: requestRows, messages: messageRows, events, mails: [...mails, ...messageMails] };
}
export type StudentRows = Awaited<ReturnType<typeof studentRows>>;

/** What staff see before exporting or erasing. */
export function toStudentRecord(email: string, rows: StudentRows): StudentRecord {
  return {
    email,
    requests: rows.requests.map((r) => ({
      request_id: r.request_id,
      request_ref: r.request_ref,
      request_name: r.request_name,
      creation_timestamp: isoTimestamp(r.creation_timestamp),
      documents: r.request_documents.length,
      is_deleted: r.is_deleted,
    })),
    messages: rows.messages.map((m) => ({
      message_id: m.message_id,
      subject: m.subject,
      creation_timestamp: isoTimestamp(m.creation_timestamp),
      is_deleted: m.is_deleted,
    })),
    mails: rows.mails.length,
  };
}

/** Every stored file of the student's: their documents and the files staff sent them. */
const studentFiles = (rows: StudentRows): StoredDocument[] => [
  ...rows.requests.flatMap((r) => r.request_documents),
  ...rows.mails.flatMap((m) => m.attachments),
];

/**
 * Deletes every row about the address in one transaction (requests, with their history and
 * mails by cascade; messages, with theirs) and records who did it and how many went.
 * Returns the record and the files that were the student's, for the caller to release.
 */
export async function eraseStudent(
  db: Db,
  email: string,
  actorId: number,
): Promise<{ erasure: typeof studentErasures.$inferSelect; files: StoredDocument[] }> {
  return db.transaction(async (tx) => {
    const rows = await studentRows(tx, email, { lock: true });
    const requestIds = rows.requests.map((r) => r.request_id);
    const messageIds = rows.messages.map((m) => m.message_id);
    if (requestIds.length) await tx.delete(requests).where(inArray(requests.request_id, requestIds));
    if (messageIds.length)
      await tx.delete(contactMessages).where(inArray(contactMessages.message_id, messageIds));
    const files = studentFiles(rows);
    const [erasure] = await tx
      .insert(studentErasures)
      .values({
        actor_id: actorId,
        requests: requestIds.length,
        messages: messageIds.length,
        files: files.length,
      })
      .returning();
    return { erasure: erasure!, files };
  });
}

/** The erasures done, newest first, each with who did it. */
export async function listErasures(db: Db): Promise<Erasure[]> {
  const rows = await db
    .select({
      erasure_id: studentErasures.erasure_id,
      actor_id: studentErasures.actor_id,
      actor_name: users.name,
      requests: studentErasures.requests,
      messages: studentErasures.messages,
      files: studentErasures.files,
      creation_timestamp: studentErasures.creation_timestamp,
    })
    .from(studentErasures)
    .leftJoin(users, eq(users.user_id, studentErasures.actor_id))
    .orderBy(desc(studentErasures.erasure_id))
    .limit(100);
  return rows.map((r) => ({ ...r, creation_timestamp: isoTimestamp(r.creation_timestamp) }));
}
