import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestConfirmation } from './confirmation';
import { createMailer, headerSafe } from './mailer';
import { contactNotification, requestNotification } from './notifications';
import { startTestSmtpServer, type TestSmtpServer } from './test-smtp-server';

const log = pino({ level: 'silent' });
const created = '2026-11-21 13:00:00.5+00';

describe('createMailer', () => {
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
  });
  afterAll(() => smtp.close());

  it('is a no-op unless both SMTP_URL and OFFICE_EMAIL are set', async () => {
    for (const [smtpUrl, officeEmail] of [[undefined, 'o@x.test'], [smtp.url, undefined], [undefined, undefined]] as const) {
      const mailer = createMailer({ smtpUrl, officeEmail, log });
      expect(mailer.enabled).toBe(false);
      await mailer.notifyOffice({ subject: 's', text: 't' });
    }
    expect(smtp.mails).toEqual([]);
  });

  it('sets Reply-To only to something that looks like an address', async () => {
    const mailer = createMailer({ smtpUrl: smtp.url, officeEmail: 'office@x.test', log });
    await mailer.notifyOffice({ subject: 'one', text: 'x', replyTo: 'visitor@example.com' });
    await mailer.notifyOffice({ subject: 'two', text: 'x', replyTo: 'not an address, other@evil.test' });
    mailer.close();
    expect(smtp.mails.map((m) => [m.subject, /^Reply-To: (.*)$/im.exec(m.raw)?.[1]?.trim()])).toEqual([
      ['one', 'visitor@example.com'],
      ['two', undefined],
    ]);
    expect(smtp.mails.every((m) => m.from === 'office@x.test' && m.to.join() === 'office@x.test')).toBe(true);
  });

  it('sends from MAIL_FROM when it is set, still to the office', async () => {
    const mailer = createMailer({ smtpUrl: smtp.url, officeEmail: 'office@x.test', from: 'noreply@x.test', log });
    await mailer.notifyOffice({ subject: 'from', text: 'x' });
    mailer.close();
    expect(smtp.mails.filter((m) => m.subject === 'from').map((m) => [m.from, m.to.join()])).toEqual([['noreply@x.test', 'office@x.test']]);
  });

  it('resolves, never rejects, when the send fails, and logs the reference, not the visitor\'s subject', async () => {
    const lines: unknown[] = [];
    const recording = { info: () => undefined, error: (obj: unknown, msg: string) => void lines.push([obj, msg]) } as unknown as typeof log;
    const mailer = createMailer({ smtpUrl: 'smtp://127.0.0.1:1', officeEmail: 'office@x.test', log: recording });
    await expect(mailer.notifyOffice({ ref: 'request #9', subject: 'New request #9 from Private Person', text: 't' })).resolves.toBeUndefined();
    await mailer.drain();
    mailer.close();
    expect(JSON.stringify(lines)).toContain('request #9');
    expect(JSON.stringify(lines)).not.toContain('Private Person');
  });
});

describe('mailVisitor', () => {
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
  });
  afterAll(() => smtp.close());
  const confirmation = (email: string) => requestConfirmation({ requestId: 12, reference: '0A1B-2C3D-4E5F', name: 'Huda', email, documentCount: 2, siteName: 'Bahith', whatsappNumber: '+20 100 123 4567' }, 'en');

  it('sends to the visitor from the office, Reply-To the office, and waits for a promised mail in drain()', async () => {
    const mailer = createMailer({ smtpUrl: smtp.url, officeEmail: 'office@x.test', log });
    void mailer.mailVisitor(new Promise((resolve) => setTimeout(() => resolve(confirmation('huda@example.com')), 50)));
    await mailer.drain();
    mailer.close();
    const mail = smtp.mails.find((m) => m.to.join() === 'huda@example.com');
    expect(mail?.from).toBe('office@x.test');
    expect(mail?.subject).toBe('We received your request 0A1B-2C3D-4E5F - Bahith');
    expect(mail?.raw).toMatch(/^Reply-To: office@x\.test/im);
  });

  it('skips an address that does not look like one', async () => {
    smtp.mails.length = 0;
    const mailer = createMailer({ smtpUrl: smtp.url, officeEmail: 'office@x.test', log });
    for (const bad of ['huda', 'huda@example', 'a@b.c, victim@evil.test', 'huda @example.com']) await mailer.mailVisitor(confirmation(bad));
    mailer.close();
    expect(smtp.mails).toEqual([]);
  });

  it('never rejects when SMTP is down or the mail cannot be built, and logs the reference only', async () => {
    const lines: unknown[] = [];
    const recording = { info: () => undefined, error: (obj: unknown, msg: string) => void lines.push([obj, msg]) } as unknown as typeof log;
    const mailer = createMailer({ smtpUrl: 'smtp://127.0.0.1:1', officeEmail: 'office@x.test', log: recording });
    await expect(mailer.mailVisitor(confirmation('huda@example.com'))).resolves.toBeUndefined();
    await expect(mailer.mailVisitor(Promise.reject(new Error('settings unavailable')))).resolves.toBeUndefined();
    mailer.close();
    expect(lines).toHaveLength(2);
    expect(JSON.stringify(lines)).toContain('request #12');
    expect(JSON.stringify(lines)).not.toContain('huda@example.com');
  });
});

describe('requestConfirmation', () => {
  const facts = { requestId: 31, reference: '9F8E-7D6C-5B4A', trackUrl: 'https://office.example/track-request?ref=9F8E-7D6C-5B4A', name: 'Li Wei', email: 'li@example.com', documentCount: 0, siteName: '巴希斯学术服务中心', whatsappNumber: '201001234567' };

  it('writes each language with the reference, the track link, three next steps and a WhatsApp chat naming the request', () => {
    const zh = requestConfirmation(facts, 'zh');
    expect(zh.subject).toBe('我们已收到您的需求 9F8E-7D6C-5B4A - 巴希斯学术服务中心');
    expect(zh.text).toContain('您的参考编号: 9F8E-7D6C-5B4A');
    expect(zh.text).toContain('随时查询申请进度（使用参考编号和本电子邮箱）：\nhttps://office.example/track-request?ref=9F8E-7D6C-5B4A\n');
    expect(zh.text).toMatch(/接下来：\n1\. .+\n2\. .+\n3\. .+/);
    expect(zh.text).toContain(`https://wa.me/201001234567?text=${encodeURIComponent('您好，我想咨询我的需求 9F8E-7D6C-5B4A。')}`);
    const ar = requestConfirmation(facts, 'ar');
    expect(ar.text).toContain('رقم طلبك المرجعي: 9F8E-7D6C-5B4A');
    expect(ar.text).toContain(encodeURIComponent('بخصوص طلبي رقم 9F8E-7D6C-5B4A'));
    // Without PUBLIC_URL there is no address to link to: the line is left out.
    expect(requestConfirmation({ ...facts, trackUrl: undefined }, 'en').text).not.toContain('Follow your request');
    expect(requestConfirmation(facts, 'en').text.split('\n')[0]).toBe('Hello Li Wei,');
  });
});

describe('notifications', () => {
  // A request's desk fields (decision 0030), which the office's notification does not show.
  const desk = { request_ref: '0A1B2C3D4E5F', request_status: 'new', status_changed_at: created, assignee_id: null, service_id: null, request_lang: 'ar' } as const;
  it('keeps a header value on one bounded line', () => {
    expect(headerSafe('a\r\nBcc: b\t c')).toBe('a Bcc: b c');
    expect(headerSafe('x'.repeat(500))).toHaveLength(120);
  });

  it('lists request documents by the name the back-office shows, with their size', () => {
    const mail = requestNotification(
      {
        request_id: 7,
        request_name: 'Ali',
        request_desc: 'Line one\nLine two',
        request_email: 'ali@example.com',
        request_phone: '0500',
        request_address: 'Taif',
        request_documents: [
          { key: 'a', mime: 'application/pdf', ext: 'pdf', size: 2_500_000 },
          { key: 'b', mime: 'image/jpeg', ext: 'jpg', size: 300 },
        ],
        is_read: [],
        is_spam: false,
        is_deleted: false,
        deleted_at: null,
        deleted_by: null,
        search_text: null,
        creation_timestamp: created,
        ...desk,
      },
      'https://office.example/',
    );
    expect(mail.subject).toBe('New request #7 from Ali');
    expect(mail.replyTo).toBe('ali@example.com');
    expect(mail.text).toContain('Documents (2, open them in the back-office):\n  Document 1.pdf (2441 KB)\n  Document 2.jpg (1 KB)');
    expect(mail.text).toContain('Description:\nLine one\nLine two');
    expect(mail.text).toContain('Back-office: https://office.example/system/requests');
    expect(mail.text).toContain('Received: 2026-11-21T13:00:00.500Z');
  });

  it('says when a request has no documents, and leaves out the link without PUBLIC_URL', () => {
    const row = { request_id: 1, request_name: 'A', request_desc: 'B', request_email: 'x', request_phone: 'p', request_address: 'a', request_documents: [], is_read: [], is_spam: false, is_deleted: false, deleted_at: null, deleted_by: null, search_text: null, creation_timestamp: created, ...desk };
    const mail = requestNotification(row);
    expect(mail.text).toContain('Documents: none');
    expect(mail.text).not.toContain('Back-office');
  });

  it('writes a contact message with its WhatsApp number', () => {
    const mail = contactNotification({ message_id: 3, name: 'Mona', email: 'mona@example.com', number: '+966', subject: 'Prices', message: 'How much?', is_read: [], is_spam: false, is_deleted: false, deleted_at: null, deleted_by: null, search_text: null, creation_timestamp: created });
    expect(mail.subject).toBe('Contact message #3: Prices');
    expect(mail.text).toContain('Name: Mona\nEmail: mona@example.com\nWhatsApp: +966\nSubject: Prices\nMessage:\nHow much?');
  });
});
