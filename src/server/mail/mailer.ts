import nodemailer from 'nodemailer';

/** A notification to the office (SPEC §2's requests and messages): plain text. */
export interface OfficeMail {
  subject: string;
  text: string;
  /** The sender's address when it looks like one, so the office can answer with Reply. */
  replyTo?: string;
}

/**
 * A mail to a visitor (the student's confirmation, a reply): to their own address, answered to the office.
 */
export interface VisitorMail {
  to: string;
  subject: string;
  text: string;
}

/** What the SMTP server is handed: one mail, already written (the outbox's row). */
interface OutgoingMail {
  to: string;
  replyTo?: string | null;
  subject: string;
  text: string;
  attachments?: { filename: string; content: Buffer; contentType: string }[];
}

/**
 * The SMTP connection (SMTP_URL): sends one mail and rejects when the server refuses it or
 * cannot be reached. The outbox (outbox.ts) decides what to do then; nothing here swallows
 * a failure.
 */
export interface Mailer {
  /** True when SMTP_URL and OFFICE_EMAIL are both set: otherwise the product sends no mail. */
  readonly enabled: boolean;
  /** OFFICE_EMAIL: where notifications go, and what students' mails are answered to. */
  readonly officeEmail: string;
  /** Resolves with the server's message id. */
  send(mail: OutgoingMail): Promise<string>;
  close(): void;
}

export interface MailerOptions {
  smtpUrl: string | undefined;
  officeEmail: string | undefined;
  /** The From address; officeEmail when not given (MAIL_FROM). */
  from?: string | undefined;
}

// A dead or slow SMTP server must not keep a send (and shutdown) hanging for minutes.
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** One line, bounded: a subject built from visitor input cannot add headers. */
export const headerSafe = (value: string, max = 120): string =>
  value.replace(/\s+/g, ' ').trim().slice(0, max);

export function createMailer({ smtpUrl, officeEmail, from }: MailerOptions): Mailer {
  if (!smtpUrl || !officeEmail) {
    return {
      enabled: false,
      officeEmail: '',
      send: () => Promise.reject(new Error('SMTP_URL and OFFICE_EMAIL are not both set')),
      close: () => undefined,
    };
  }
  const transport = nodemailer.createTransport({ url: smtpUrl, ...TIMEOUTS });
  return {
    enabled: true,
    officeEmail,
    async send(mail) {
      const info = await transport.sendMail({
        from: from ?? officeEmail,
        to: mail.to,
        subject: headerSafe(mail.subject, 160),
        text: mail.text,
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
        ...(mail.attachments?.length ? { attachments: mail.attachments } : {}),
      });
      return info.messageId;
    },
    close: () => transport.close(),
  };
}
