import type { contactMessages, requests } from '../db/schema';
import { isoTimestamp } from '../db/schema/common';
import type { OfficeMail } from './mailer';

type RequestRow = typeof requests.$inferSelect;
type ContactRow = typeof contactMessages.$inferSelect;

const kb = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** `https://site/system/requests` when PUBLIC_URL is known, for a one-click way in. */
const backOffice = (publicUrl: string | undefined, path: string): string[] =>
  publicUrl ? ['', `Back-office: ${new URL(path, publicUrl).href}`] : [];

/**
 * The office's mail about a new request (decision 0005). Labels are the admin card's
 * (SPEC §2 "Requests"); documents are private, so they are listed by the name the
 * back-office shows ('Document N.ext'), never attached.
 */
export function requestNotification(row: RequestRow, publicUrl?: string): OfficeMail {
  const docs = row.request_documents;
  return {
    subject: `New request #${row.request_id} from ${row.request_name}`,
    replyTo: row.request_email,
    text: [
      'A new request arrived on the website.',
      '',
      `Full Name: ${row.request_name}`,
      `Email: ${row.request_email}`,
      `Phone Number: ${row.request_phone}`,
      `Place of Residence: ${row.request_address}`,
      'Description:',
      row.request_desc,
      '',
      docs.length === 0
        ? 'Documents: none'
        : [
            `Documents (${docs.length}, open them in the back-office):`,
            ...docs.map((d, i) => `  Document ${i + 1}.${d.ext} (${kb(d.size)})`),
          ].join('\n'),
      ...backOffice(publicUrl, '/system/requests'),
      '',
      `Received: ${isoTimestamp(row.creation_timestamp)}`,
    ].join('\n'),
  };
}

/** The office's mail about a new contact message (decision 0005). */
export function contactNotification(row: ContactRow, publicUrl?: string): OfficeMail {
  return {
    subject: `Contact message #${row.message_id}: ${row.subject}`,
    replyTo: row.email,
    text: [
      'A new message arrived through the contact form.',
      '',
      `Name: ${row.name}`,
      `Email: ${row.email}`,
      `WhatsApp: ${row.number}`,
      `Subject: ${row.subject}`,
      'Message:',
      row.message,
      ...backOffice(publicUrl, '/system'),
      '',
      `Received: ${isoTimestamp(row.creation_timestamp)}`,
    ].join('\n'),
  };
}
