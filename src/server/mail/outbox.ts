import type { FastifyBaseLogger } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { MAIL_RETRY } from '../../contract/mail';
import { looksLikeEmail } from '../../contract/requests';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema';
import type { Jobs } from '../jobs/queue';
import type { BlobStore } from '../media/storage';
import type { Mailer, OfficeMail, VisitorMail } from './mailer';
import { redactAddresses } from './redact';

export type MailRow = typeof mailOutbox.$inferSelect;
type NewMail = typeof mailOutbox.$inferInsert;
/** What a mail is about: a request or a contact message (so it goes with it when a student is erased). */
type MailSubject = { request_id: number } | { message_id: number };

const QUEUE = 'mail';

/**
 * The durable outbox (decision 0031). A mail is a row, written in the caller's transaction
 * together with the job that sends it: both exist only if what they are about was stored.
 * The job sends it, retries with backoff (MAIL_RETRY) while the SMTP server refuses it or is
 * away, and marks the row `sent`, or `failed` once the retries are spent; staff can then
 * send it again. The row keeps the attempts and the last error, never lost silently.
 */
export interface Outbox {
  /** The office's notification, in `tx`; nothing when mail is not set up. */
  toOffice(tx: Db, mail: OfficeMail, about: MailSubject): Promise<MailRow | undefined>;
  /** A mail to a student, in `tx`; nothing when mail is not set up or the address does not look like one. */
  toVisitor(
    tx: Db,
    mail: VisitorMail & Partial<Pick<NewMail, 'attachments' | 'created_by'>>,
    about: MailSubject,
    kind: 'confirmation' | 'reply',
  ): Promise<MailRow | undefined>;
  /**
   * A one-time link to a staff member (decision 0057), in `tx`; nothing when mail is not set
   * up. Its text is blanked once sent: the table does not keep a live link.
   */
  toStaff(tx: Db, mail: VisitorMail): Promise<MailRow | undefined>;
  /** Sends a failed mail again (from its first try's backoff); false when there is none such. */
  retry(tx: Db, mailId: number): Promise<MailRow | undefined>;
  /** Tests and shutdown: waits (bounded) until every mail has been tried at least once. */
  drain(timeoutMs?: number): Promise<void>;
}

export interface OutboxOptions {
  db: Db;
  jobs: Jobs;
  mailer: Mailer;
  blobs: BlobStore;
  log: FastifyBaseLogger;
  /** MAIL_RETRIES and MAIL_RETRY_DELAY_SECONDS (config). */
  retry: { retryLimit: number; retryDelay: number };
  /** Called when a request's mail changed state, so its open desk refreshes. */
  onRequestMail(requestId: number): void;
}

/** The SMTP server's words, bounded, without the addresses they name; never the mail's own text. */
const errorText = (err: unknown): string =>
  redactAddresses((err instanceof Error ? err.message : String(err)).replace(/\s+/g, ' ')).slice(0, 300);

export async function startOutbox({
  db,
  jobs,
  mailer,
  blobs,
  log,
  retry,
  onRequestMail,
}: OutboxOptions): Promise<Outbox> {
  const inFlight = new Set<number>();
  const enqueue = async (tx: Db, row: NewMail): Promise<MailRow> => {
    const [mail] = await tx.insert(mailOutbox).values(row).returning();
    await jobs.send(QUEUE, { mail_id: mail!.mail_id }, { tx });
    return mail!;
  };
  const aboutOf = (row: MailRow) => row.request_id;

  await jobs.work<{ mail_id: number }>(QUEUE, { ...MAIL_RETRY, ...retry }, async (job) => {
    const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.mail_id, job.data.mail_id));
    // Erased with its student, or sent by an earlier try whose completion was lost: nothing to do.
    if (!mail || mail.status === 'sent') return;
    inFlight.add(mail.mail_id);
    try {
      const attachments = [];
      for (const file of mail.attachments) {
        const content = await blobs.read(file.key);
        if (content)
          attachments.push({
            filename: file.name ?? `attachment.${file.ext}`,
            content,
            contentType: file.mime,
          });
      }
      const messageId = await mailer.send({
        to: mail.to_address,
        replyTo: mail.reply_to,
        subject: mail.subject,
        text: mail.body,
        attachments,
      });
      await db
        .update(mailOutbox)
        .set({
          status: 'sent',
          sent_at: sql`now()`,
          attempts: sql`${mailOutbox.attempts} + 1`,
          last_error: null,
          ...(mail.kind === 'staff-link' ? { body: '' } : {}),
        })
        .where(eq(mailOutbox.mail_id, mail.mail_id));
      log.info({ mail: mail.mail_id, kind: mail.kind, messageId }, 'mail sent');
    } catch (err) {
      const final = job.retryCount >= job.retryLimit;
      await db
        .update(mailOutbox)
        .set({
          attempts: sql`${mailOutbox.attempts} + 1`,
          last_error: errorText(err),
          ...(final ? { status: 'failed' as const } : {}),
        })
        .where(eq(mailOutbox.mail_id, mail.mail_id));
      // The mail id, never its address or subject (DESIGN §8: no visitor data in logs).
      log.warn(
        { mail: mail.mail_id, kind: mail.kind, attempt: job.retryCount + 1, final, err: errorText(err) },
        final ? 'mail failed: no retries left' : 'mail not sent: will retry',
      );
      // Redacted too: the job queue stores what the handler throws (its job's output). Without
      // the cause on purpose: it holds the address.
      // eslint-disable-next-line preserve-caught-error
      throw new Error(errorText(err));
    } finally {
      inFlight.delete(mail.mail_id);
      const requestId = aboutOf(mail);
      if (requestId !== null) onRequestMail(requestId);
    }
  });

  return {
    async toOffice(tx, mail, about) {
      if (!mailer.enabled) return undefined;
      const replyTo = mail.replyTo && looksLikeEmail(mail.replyTo) ? mail.replyTo : null;
      return enqueue(tx, {
        kind: 'office',
        ...about,
        to_address: mailer.officeEmail,
        reply_to: replyTo,
        subject: mail.subject,
        body: mail.text,
      });
    },
    async toVisitor(tx, mail, about, kind) {
      // An address that fails the form's check is not written to (SPEC §5 lets it through).
      if (!mailer.enabled || !looksLikeEmail(mail.to)) return undefined;
      return enqueue(tx, {
        kind,
        ...about,
        to_address: mail.to,
        reply_to: mailer.officeEmail,
        subject: mail.subject,
        body: mail.text,
        attachments: mail.attachments ?? [],
        created_by: mail.created_by ?? null,
      });
    },
    async toStaff(tx, mail) {
      if (!mailer.enabled || !looksLikeEmail(mail.to)) return undefined;
      return enqueue(tx, {
        kind: 'staff-link',
        to_address: mail.to,
        reply_to: mailer.officeEmail,
        subject: mail.subject,
        body: mail.text,
      });
    },
    async retry(tx, mailId) {
      const [mail] = await tx
        .update(mailOutbox)
        .set({ status: 'pending' })
        .where(and(eq(mailOutbox.mail_id, mailId), eq(mailOutbox.status, 'failed')))
        .returning();
      if (!mail) return undefined;
      await jobs.send(QUEUE, { mail_id: mail.mail_id }, { tx });
      return mail;
    },
    async drain(timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      const untried = async () =>
        (
          await db
            .select({ n: sql<number>`count(*)::int` })
            .from(mailOutbox)
            .where(and(eq(mailOutbox.status, 'pending'), eq(mailOutbox.attempts, 0)))
        )[0]?.n ?? 0;
      while (Date.now() < deadline && (inFlight.size > 0 || (await untried()) > 0))
        await new Promise((resolve) => setTimeout(resolve, 50));
    },
  };
}
