// The mail the product sends (decision 0031): what it is and where it stands. No zod here.

/**
 * An office notification (SPEC §2's requests and messages), a student's confirmation, a reply from the desk,
 * a staff member's one-time link (a password reset, an invitation: decision 0057).
 */
export const MAIL_KINDS = ['office', 'confirmation', 'reply', 'staff-link'] as const;

/**
 * `pending` until the SMTP server took it (`sent`), or until every retry failed (`failed`: staff may retry).
 */
export const MAIL_STATES = ['pending', 'sent', 'failed'] as const;

/**
 * How a mail is retried when the SMTP server refuses it or cannot be reached: 8 more times,
 * waiting 30 s, then twice as long each time (at most an hour): about 2 hours in all before
 * it is shown as failed.
 */
export const MAIL_RETRY = {
  retryLimit: 8,
  retryDelay: 30,
  retryBackoff: true,
  retryDelayMax: 3_600,
} as const;

/** The longest reply, in characters (as a note). */
export const REPLY_MAX = 10_000;
/**
 * The most files a reply carries: the public form's checks, a smaller count (a reply is
 * not a delivery of a thesis).
 */
export const REPLY_ATTACHMENTS_MAX = 5;
/** How many reply templates each language has (decision 0031). */
export const REPLY_TEMPLATE_COUNT = 3;
/** How long documents of a closed request are kept by default, in months (decision 0031). */
export const RETENTION_MONTHS_DEFAULT = 12;

/**
 * A reply's subject in the student's language: it always names the reference (decision
 * 0031). In Arabic the reference sits between left-to-right marks, so it reads in order.
 */
export const REPLY_SUBJECT: Record<'ar' | 'en' | 'zh', (reference: string, siteName: string) => string> = {
  ar: (ref, site) => `بخصوص طلبك رقم \u200E${ref}\u200E${site ? ` - ${site}` : ''}`,
  en: (ref, site) => `About your request ${ref}${site ? ` - ${site}` : ''}`,
  zh: (ref, site) => `关于您的需求 ${ref}${site ? ` - ${site}` : ''}`,
};
