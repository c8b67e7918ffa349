import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

/** A notification to the office (issue 3 §9): plain text, no attachments. */
export interface OfficeMail {
  /** What the log may name when the mail fails (`request #7`): never the visitor's own text. */
  ref?: string;
  subject: string;
  text: string;
  /** The sender's address when it looks like one, so the office can answer with Reply. */
  replyTo?: string;
}

export interface Mailer {
  /** True when SMTP_URL and OFFICE_EMAIL are both set. */
  readonly enabled: boolean;
  /**
   * Sends to OFFICE_EMAIL. Never rejects: a failure is logged and dropped, so callers
   * fire it after their commit without awaiting (a mail problem never fails a request).
   */
  notifyOffice(mail: OfficeMail): Promise<void>;
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

const LOOKS_LIKE_EMAIL = /^[^\s@<>",;]+@[^\s@<>",;]+\.[^\s@<>",;]+$/;

export function createMailer({ smtpUrl, officeEmail, from, log }: MailerOptions): Mailer {
  if (!smtpUrl || !officeEmail) {
    return { enabled: false, notifyOffice: async () => undefined, drain: async () => undefined, close: () => undefined };
  }
  const transport = nodemailer.createTransport({ url: smtpUrl, ...TIMEOUTS });
  const inFlight = new Set<Promise<void>>();

  const send = async (mail: OfficeMail): Promise<void> => {
    const replyTo = mail.replyTo && LOOKS_LIKE_EMAIL.test(mail.replyTo) ? mail.replyTo : undefined;
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

  return {
    enabled: true,
    notifyOffice(mail) {
      const sending = send(mail).finally(() => inFlight.delete(sending));
      inFlight.add(sending);
      return sending;
    },
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
