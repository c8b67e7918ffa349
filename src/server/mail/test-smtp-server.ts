import { writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

interface CapturedMail {
  from: string | undefined;
  to: string[];
  /** The raw message: headers, a blank line, the body. */
  raw: string;
  subject: string | undefined;
}

export interface TestSmtpServer {
  url: string;
  port: number;
  mails: CapturedMail[];
  /** While true, the server refuses every recipient with `refusal`: an outage by default. */
  failing: boolean;
  /** What a refusal says: a 450 "try again later" unless a test sets another. */
  refusal: { code: number; text: string };
  close(): Promise<void>;
}

/**
 * A real SMTP server on loopback for the mail tests: no auth, no TLS, keeps every message;
 * and, given `saveTo`, writes each to a file there too (`<n>.eml`), for a browser spec that
 * runs in another process than the server (e2e/global-setup.ts).
 */
export async function startTestSmtpServer({ saveTo }: { saveTo?: string } = {}): Promise<TestSmtpServer> {
  const mails: CapturedMail[] = [];
  const handle: TestSmtpServer = {
    url: '',
    port: 0,
    mails,
    failing: false,
    refusal: { code: 450, text: 'Mailbox busy, try again later' },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (!handle.failing) return callback();
      callback(Object.assign(new Error(handle.refusal.text), { responseCode: handle.refusal.code }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        if (saveTo) writeFileSync(path.join(saveTo, `${String(mails.length + 1).padStart(5, '0')}.eml`), raw);
        const { mailFrom, rcptTo } = session.envelope;
        mails.push({
          from: mailFrom ? mailFrom.address : undefined,
          to: rcptTo.map((r) => r.address),
          raw,
          subject: /^Subject: (.*)$/im.exec(raw)?.[1]?.trim(),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  handle.url = `smtp://127.0.0.1:${port}`;
  handle.port = port;
  return handle;
}

/** A captured mail's text, decoded: nodemailer sends non-ASCII text quoted-printable or base64. */
export function textOf(raw: string): string {
  const [head = '', ...rest] = raw.split('\r\n\r\n');
  const body = rest.join('\r\n\r\n');
  if (/Content-Transfer-Encoding: base64/i.test(head))
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (/Content-Transfer-Encoding: quoted-printable/i.test(head)) {
    const bytes = body
      .replace(/=\r\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

/** A captured mail's subject, its RFC 2047 words (=?UTF-8?B?…?= or =?UTF-8?Q?…?=) decoded and unfolded. */
export function subjectOf(raw: string): string {
  const line = /^Subject: (.*(?:\r\n[ \t].*)*)/im.exec(raw)?.[1] ?? '';
  return line
    .replace(/\r\n[ \t]/g, ' ')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_, enc: string, text: string) =>
      enc.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))),
            'latin1',
          ).toString('utf8'),
    );
}

/** A loopback port with nothing listening: an SMTP server that is down. */
export async function deadSmtpUrl(): Promise<string> {
  const probe = await startTestSmtpServer();
  await probe.close();
  return probe.url;
}

/**
 * A multipart mail's parts, each as raw (its headers, a blank line, its body); a
 * single-part mail is its own one part.
 */
export function partsOf(raw: string): string[] {
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(raw.split('\r\n\r\n')[0] ?? '')?.[1];
  if (!boundary) return [raw];
  return raw
    .split(`--${boundary}`)
    .slice(1, -1)
    .map((part) => part.replace(/^\r\n/, ''));
}
