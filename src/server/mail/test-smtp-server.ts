import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
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
  close(): Promise<void>;
}

/** A real SMTP server on loopback for the mail tests (issue 3 §9): no auth, no TLS, keeps every message. */
export async function startTestSmtpServer(): Promise<TestSmtpServer> {
  const mails: CapturedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
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
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    mails,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A loopback port with nothing listening: an SMTP server that is down. */
export async function deadSmtpUrl(): Promise<string> {
  const probe = await startTestSmtpServer();
  await probe.close();
  return probe.url;
}
