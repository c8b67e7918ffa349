import { and, asc, eq } from 'drizzle-orm';
import type { Mail } from '../../../contract';
import type { Db } from '../../db/client';
import { mailOutbox, requestEvents } from '../../db/schema';
import { isoTimestamp } from '../../db/schema/common';
import type { MailRow } from '../../mail/outbox';

/** What the desk shows of a mail: where it stands, never its text (a reply's is in the thread). */
export function toMail(row: MailRow): Mail {
  return {
    mail_id: row.mail_id,
    kind: row.kind,
    to_address: row.to_address,
    subject: row.subject,
    status: row.status,
    attempts: row.attempts,
    last_error: row.last_error,
    sent_at: row.sent_at ? isoTimestamp(row.sent_at) : null,
    attachment_names: row.attachments.map((file, i) => file.name ?? `Attachment ${i + 1}.${file.ext}`),
    creation_timestamp: isoTimestamp(row.creation_timestamp),
  };
}

/** Every mail about a request, oldest first. */
export async function listRequestMails(db: Db, requestId: number): Promise<Mail[]> {
  const rows = await db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.request_id, requestId))
    .orderBy(asc(mailOutbox.mail_id));
  return rows.map(toMail);
}

/** One of a request's mails, or undefined. */
export async function findRequestMail(
  db: Db,
  requestId: number,
  mailId: number,
): Promise<MailRow | undefined> {
  const [row] = await db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.request_id, requestId), eq(mailOutbox.mail_id, mailId)));
  return row;
}

/** The reply's line in the request's thread: its text as sent, who sent it, and which mail carries it. */
export async function recordReply(
  tx: Db,
  requestId: number,
  actorId: number,
  body: string,
  mail: MailRow,
): Promise<void> {
  await tx.insert(requestEvents).values({
    request_id: requestId,
    kind: 'reply',
    actor_id: actorId,
    body,
    data: { mail_id: mail.mail_id, subject: mail.subject },
  });
}
