import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { contactMessages, mailOutbox, requests } from '../../db/schema';
import {
  deadSmtpUrl,
  startTestSmtpServer,
  subjectOf,
  textOf,
  type TestSmtpServer,
} from '../../mail/test-smtp-server';
import { useTestApp } from '../../test/app';
import { describeEachDatabase } from '../../test/databases';
import { pdfDataUrl, pngDataUrl } from '../../test/fixtures';

/**
 * A new request or contact message mails the office, after the commit, never failing the visitor
 * (decisions 0005, 0031).
 */
const OFFICE = 'office@test.local';
const LIMITS = { REQUEST_RATE_MAX: '1000', CONTACT_RATE_MAX: '1000' };

const requestBody = (over: Record<string, unknown> = {}) => ({
  request_name: 'Sara Ahmed',
  request_desc: 'Statistical analysis of my survey data in SPSS',
  request_email: 'sara@example.com',
  request_phone: '+966500000000',
  request_address: 'Riyadh',
  ...over,
});
const contactBody = (over: Record<string, unknown> = {}) => ({
  name: 'Omar',
  email: 'omar@example.com',
  number: '+966511111111',
  subject: 'Thesis proofreading',
  message: 'How long does proofreading a 200 page thesis take?',
  ...over,
});

describeEachDatabase('office mail', (kind) => {
  let smtp: TestSmtpServer;
  // useTestApp reads env in its own beforeAll, which runs after this one.
  const env: Record<string, string> = {
    ...LIMITS,
    OFFICE_EMAIL: OFFICE,
    PUBLIC_URL: 'https://office.example',
  };
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    env.SMTP_URL = smtp.url;
  });
  afterAll(() => smtp?.close());
  const t = useTestApp(kind, env);
  const post = (url: string, payload: object) =>
    t().app.inject({ method: 'POST', url, payload, headers: { 'accept-language': 'en' } });

  it('mails a new request to OFFICE_EMAIL with its fields and its documents by name', async () => {
    smtp.mails.length = 0;
    const res = await post(
      '/api/requests',
      requestBody({ request_documents: [pdfDataUrl(), await pngDataUrl()] }),
    );
    expect(res.statusCode).toBe(201);
    await t().app.outbox.drain();
    const toOffice = smtp.mails.filter((m) => m.to.join() === OFFICE);
    expect(toOffice).toHaveLength(1);
    const [mail] = toOffice;
    const id = (res.json() as { data: { request_id: number } }).data.request_id;
    expect(mail?.to).toEqual([OFFICE]);
    expect(mail?.subject).toBe(`New request #${id} from Sara Ahmed`);
    expect(mail?.raw).toMatch(/^Reply-To: sara@example\.com/im);
    for (const text of [
      'Full Name: Sara Ahmed',
      'Phone Number: +966500000000',
      'Place of Residence: Riyadh',
      'Document 1.pdf',
      'Document 2.png',
      'https://office.example/system/requests',
    ]) {
      expect(mail?.raw).toContain(text);
    }
    // Listed, never attached: the documents are private.
    expect(mail?.raw).not.toMatch(/Content-Disposition: attachment/i);
    expect(mail?.raw).not.toContain('%PDF');
  });

  // The student's own confirmation, in the page's language, with the reference (decision 0005).
  const studentMails = () => smtp.mails.filter((m) => m.to.join() === 'sara@example.com');
  const bodyOf = textOf;

  it('mails the student a confirmation in English with the reference, the next steps and the WhatsApp link', async () => {
    smtp.mails.length = 0;
    const res = await post(
      '/api/requests',
      requestBody({ request_lang: 'en', request_documents: [pdfDataUrl()] }),
    );
    expect(res.statusCode).toBe(201);
    const ref = (res.json() as { data: { request_ref: string } }).data.request_ref;
    expect(ref).toMatch(/^[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}$/);
    await t().app.outbox.drain();
    expect(studentMails()).toHaveLength(1);
    const mail = studentMails()[0]!;
    expect(mail.from).toBe(OFFICE);
    expect(mail.raw).toMatch(/^Reply-To: office@test\.local/im);
    expect(subjectOf(mail.raw)).toContain(`We received your request ${ref}`);
    const text = bodyOf(mail.raw);
    expect(text).toContain('Hello Sara Ahmed,');
    expect(text).toContain(`Your reference number: ${ref}`);
    expect(text).toContain('Files received: 1');
    expect(text).toContain(`https://office.example/track-request?ref=${ref}`);
    expect(text).toContain('What happens next:');
    // The settings' number (the seedless test app has the defaults), with a chat naming the request.
    expect(text).toMatch(
      new RegExp(`https://wa\\.me/\\d+\\?text=Hello%2C%20I%20am%20writing%20about%20my%20request%20${ref}`),
    );
  });

  it('writes it in Arabic when the form was sent from the Arabic page, whatever Accept-Language says', async () => {
    smtp.mails.length = 0;
    const res = await post('/api/requests', requestBody({ request_lang: 'ar' }));
    const ref = (res.json() as { data: { request_ref: string } }).data.request_ref;
    await t().app.outbox.drain();
    const mail = studentMails()[0]!;
    expect(subjectOf(mail.raw)).toContain(`استلمنا طلبك رقم ${ref}`);
    const text = bodyOf(mail.raw);
    expect(text).toContain('مرحبًا Sara Ahmed،');
    expect(text).toContain(`رقم طلبك المرجعي: ${ref}`);
    expect(text).toContain('الخطوات التالية:');
    expect(text).toContain('https://wa.me/');
  });

  it('falls back to Accept-Language without request_lang', async () => {
    smtp.mails.length = 0;
    const res = await t().app.inject({
      method: 'POST',
      url: '/api/requests',
      payload: requestBody(),
      headers: { 'accept-language': 'zh-CN,zh;q=0.9' },
    });
    const ref = (res.json() as { data: { request_ref: string } }).data.request_ref;
    await t().app.outbox.drain();
    expect(bodyOf(studentMails()[0]!.raw)).toContain(`您的参考编号: ${ref}`);
  });

  it('does not write to an address that fails the check, and still mails the office', async () => {
    smtp.mails.length = 0;
    const res = await post(
      '/api/requests',
      requestBody({ request_email: 'sara at example dot com', request_lang: 'en' }),
    );
    expect(res.statusCode).toBe(201);
    await t().app.outbox.drain();
    expect(smtp.mails.map((m) => m.to.join())).toEqual([OFFICE]);
  });

  it('refuses an unknown request_lang with a 400', async () => {
    expect((await post('/api/requests', requestBody({ request_lang: 'fr' }))).statusCode).toBe(400);
  });

  it('mails a new contact message', async () => {
    smtp.mails.length = 0;
    expect((await post('/api/contact', contactBody())).statusCode).toBe(201);
    await t().app.outbox.drain();
    expect(smtp.mails).toHaveLength(1);
    expect(smtp.mails[0]?.to).toEqual([OFFICE]);
    expect(smtp.mails[0]?.subject).toMatch(/^Contact message #\d+: Thesis proofreading$/);
    expect(smtp.mails[0]?.raw).toContain('WhatsApp: +966511111111');
  });

  it('sends nothing for a honeypot catch', async () => {
    smtp.mails.length = 0;
    expect((await post('/api/requests', requestBody({ website: 'http://spam.example' }))).statusCode).toBe(
      201,
    );
    expect((await post('/api/contact', contactBody({ website: 'http://spam.example' }))).statusCode).toBe(
      201,
    );
    await t().app.outbox.drain();
    expect(smtp.mails).toEqual([]);
  });

  it('keeps a visitor-made subject on one line', async () => {
    smtp.mails.length = 0;
    expect(
      (await post('/api/contact', contactBody({ subject: 'Hi\r\nBcc: victim@example.com' }))).statusCode,
    ).toBe(201);
    await t().app.outbox.drain();
    expect(smtp.mails[0]?.to).toEqual([OFFICE]);
    const headers = smtp.mails[0]?.raw.split('\r\n\r\n')[0];
    expect(headers).not.toMatch(/^Bcc:/im);
    expect(smtp.mails[0]?.subject).toMatch(/Hi Bcc: victim@example\.com$/);
  });
});

describeEachDatabase('office mail with the SMTP server down', (kind) => {
  const env: Record<string, string> = { ...LIMITS, OFFICE_EMAIL: OFFICE };
  beforeAll(async () => {
    env.SMTP_URL = await deadSmtpUrl();
  });
  const t = useTestApp(kind, env);

  it('still answers 201 and keeps the request and the message', async () => {
    // With request_lang the student's confirmation is attempted too: its failure is as harmless.
    const res = await t().app.inject({
      method: 'POST',
      url: '/api/requests',
      payload: requestBody({ request_name: 'Down Mail', request_lang: 'ar' }),
    });
    expect(res.statusCode).toBe(201);
    const contact = await t().app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: contactBody({ name: 'Down Mail' }),
    });
    expect(contact.statusCode).toBe(201);
    await t().app.outbox.drain();
    const db = t().app.database.db;
    expect(await db.select().from(requests).where(eq(requests.request_name, 'Down Mail'))).toHaveLength(1);
    expect(await db.select().from(contactMessages).where(eq(contactMessages.name, 'Down Mail'))).toHaveLength(
      1,
    );
  });
});

describe('office mail with an SMTP server that never answers', () => {
  // Accepts the connection and says nothing: the send hangs until its timeout.
  const sockets = new Set<Socket>();
  let silent: Server;
  const env: Record<string, string> = { ...LIMITS, OFFICE_EMAIL: OFFICE };
  beforeAll(async () => {
    silent = createServer((socket) => void sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    env.SMTP_URL = `smtp://127.0.0.1:${(silent.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => silent.close(() => resolve())));
  const t = useTestApp('pglite', env);

  it('does not make the visitor wait for the mail', async () => {
    const started = performance.now();
    const res = await t().app.inject({ method: 'POST', url: '/api/requests', payload: requestBody() });
    expect(res.statusCode).toBe(201);
    expect(performance.now() - started).toBeLessThan(2_000);
    // The server hangs up on each mail (the office's, then the student's): each send fails, is
    // recorded for a retry, and the app closes cleanly.
    await vi.waitFor(() => expect(sockets.size).toBeGreaterThan(0));
    const hangUp = setInterval(() => sockets.forEach((socket) => socket.destroy()), 50);
    await t().app.outbox.drain();
    clearInterval(hangUp);
    const mails = await t().app.database.db.select().from(mailOutbox).orderBy(mailOutbox.mail_id);
    expect(mails.map((m) => [m.kind, m.status, m.attempts])).toEqual([
      ['office', 'pending', 1],
      ['confirmation', 'pending', 1],
    ]);
  });
});
