import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';
import { partsOf, subjectOf, textOf } from '../src/server/mail/test-smtp-server';

/** Where the e2e servers' notifications go. */
export const E2E_OFFICE_EMAIL = 'office@e2e.test';

export interface ReceivedMail {
  to: string;
  subject: string;
  /** The first part's text, decoded. */
  text: string;
  /** Each attachment's file name. */
  files: string[];
}

/**
 * An attachment's file name from its part's headers: plain (`filename="a.pdf"`) or, as
 * nodemailer writes a non-ASCII one, RFC 2231's continued and encoded form
 * (`filename*0*=utf-8''%D8%AE...; filename*1*=...`).
 */
function fileNameOf(headers: string): string | undefined {
  const unfolded = headers.replace(/\r\n[ \t]+/g, ' ');
  const pieces = [...unfolded.matchAll(/filename\*(\d+)?\*?=(?:utf-8'[^']*')?"?([^";\r\n]+)"?/gi)];
  if (pieces.length)
    return decodeURIComponent(
      pieces
        .sort((a, b) => Number(a[1] ?? 0) - Number(b[1] ?? 0))
        .map((m) => m[2])
        .join(''),
    );
  return /filename="?([^";\r\n]+)"?/i.exec(unfolded)?.[1];
}

function read(file: string): ReceivedMail {
  const raw = readFileSync(file, 'utf8');
  const parts = partsOf(raw);
  return {
    to: /^To: (.*)$/im.exec(raw)?.[1]?.trim() ?? '',
    subject: subjectOf(raw),
    text: textOf(parts[0]!),
    files: parts.slice(1).flatMap((part) => {
      const name = fileNameOf(part.split('\r\n\r\n')[0] ?? '');
      return name ? [name] : [];
    }),
  };
}

/** Waits (at most `ms`) for a mail the test SMTP server received that `matches`. */
export async function waitForMail(
  matches: (mail: ReceivedMail) => boolean,
  ms = 20_000,
): Promise<ReceivedMail> {
  const dir = inject('mailDir');
  const deadline = Date.now() + ms;
  for (;;) {
    const found = readdirSync(dir)
      .sort()
      .map((name) => read(path.join(dir, name)))
      .find(matches);
    if (found) return found;
    if (Date.now() > deadline) throw new Error('No such mail reached the test SMTP server');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
