import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import { looksLikeEmail } from '../../contract/requests';

/** A notification to the office (issue 3 §9): plain text, no attachments. */
export interface OfficeMail {
  /** What the log may name when the mail fails (`request #7`): never the visitor's own text. */
  ref?: string;
  subject: string;
  text: string;
  /** The sender's address when it looks like one, so the office can answer with Reply. */
  replyTo?: string;
}

/** A mail to a visitor (the student's confirmation): to their own address, answered to the office. */
export interface VisitorMail {
  /** What the log may name: `request #7`, never the visitor's address. */
  ref: string;
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  /** True when SMTP_URL and OFFICE_EMAIL are both set. */
  readonly enabled: boolean;
  /**
   * Sends to OFFICE_EMAIL. Never rejects: a failure is logged and dropped, so callers
   * fire it after their commit without awaiting (a mail problem never fails a request).
   */
  notifyOffice(mail: OfficeMail): Promise<void>;
  /**
   * Sends to the visitor, from the office (Reply-To the office). Takes the mail or a promise
   * of it (it may need the settings first), so drain() also waits for that. Skipped when
   * the address does not look like one (or the promise gives none); never rejects.
   */
  mailVisitor(mail: VisitorMail | Promise<VisitorMail | undefined>): Promise<void>;
  /** Waits (at most `timeoutMs`) for the sends in flight: shutdown and tests. */
  drain(timeoutMs?: number): Promise<void>;
  close(): void;
}

export interface MailerOptions {
  smtpUrl: string | undefined;
  officeEmail: string | undefined;
  /** The From address; officeEmail when not given (MAIL_FROM). */
  from?: string;
  log: FastifyBaseLogger;
}

// A dead or slow SMTP server must not keep sends (and shutdown) hanging for minutes.
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** One line, bounded: a subject built from visitor input cannot add headers. */
export const headerSafe = (value: string, max = 120): string => value.replace(/\s+/g, ' ').trim().slice(0, max);

export function createMailer({ smtpUrl, officeEmail, from, log }: MailerOptions): Mailer {
  if (!smtpUrl || !officeEmail) {
    return { enabled: false, notifyOffice: async () => undefined, mailVisitor: async () => undefined, drain: async () => undefined, close: () => undefined };
  }
  const transport = nodemailer.createTransport({ url: smtpUrl, ...TIMEOUTS });
  const inFlight = new Set<Promise<void>>();

  const send = async (mail: OfficeMail): Promise<void> => {
    const replyTo = mail.replyTo && looksLikeEmail(mail.replyTo) ? mail.replyTo : undefined;
    try {
      const info = await transport.sendMail({
        from: from ?? officeEmail,
        to: officeEmail,
        subject: headerSafe(mail.subject),
        text: mail.text,
        ...(replyTo ? { replyTo } : {}),
      });
      log.info({ messageId: info.messageId }, 'office notification sent');
    } catch (err) {
      // The subject quotes the visitor (a name, a subject line): not for the log (issue 7 §2).
      log.error({ err, ref: mail.ref }, 'office notification failed');
    }
  };

  const sendToVisitor = async (pending: VisitorMail | Promise<VisitorMail | undefined>): Promise<void> => {
    let ref: string | undefined;
    try {
      const mail = await pending;
      if (!mail) return;
      ref = mail.ref;
      // An address that fails the form's check is not written to (SPEC §5 lets it through).
      if (!looksLikeEmail(mail.to)) {
        log.info({ ref }, 'visitor confirmation skipped: not an e-mail address');
        return;
      }
      const info = await transport.sendMail({ from: from ?? officeEmail, to: mail.to, replyTo: officeEmail, subject: headerSafe(mail.subject, 160), text: mail.text });
      log.info({ messageId: info.messageId, ref }, 'visitor confirmation sent');
    } catch (err) {
      log.error({ err, ref }, 'visitor confirmation failed');
    }
  };

  const track = (sending: Promise<void>): Promise<void> => {
    const tracked = sending.finally(() => inFlight.delete(tracked));
    inFlight.add(tracked);
    return tracked;
  };

  return {
    enabled: true,
    notifyOffice: (mail) => track(send(mail)),
    mailVisitor: (mail) => track(sendToVisitor(mail)),
    async drain(timeoutMs = 5_000) {
      if (inFlight.size === 0) return;
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, timeoutMs)));
      await Promise.race([Promise.all(inFlight), timeout]);
      clearTimeout(timer);
    },
    close: () => transport.close(),
  };
}
