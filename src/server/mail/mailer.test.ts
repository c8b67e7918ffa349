import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestConfirmation } from './confirmation';
import { createMailer, headerSafe } from './mailer';
import { contactNotification, requestNotification } from './notifications';
import { startTestSmtpServer, type TestSmtpServer } from './test-smtp-server';

const created = '2026-11-21 13:00:00.5+00';

describe('createMailer', () => {
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
  });
  afterAll(() => smtp.close());

  it('is off unless both SMTP_URL and OFFICE_EMAIL are set, and then refuses to send', async () => {
    for (const [smtpUrl, officeEmail] of [
      [undefined, 'o@x.test'],
      [smtp.url, undefined],
      [undefined, undefined],
    ] as const) {
      const mailer = createMailer({ smtpUrl, officeEmail });
      expect(mailer.enabled).toBe(false);
      await expect(mailer.send({ to: 'a@b.test', subject: 's', text: 't' })).rejects.toThrow(/SMTP_URL/);
    }
    expect(smtp.mails).toEqual([]);
  });

  it('sends from MAIL_FROM when it is set (else the office), with Reply-To and a one-line subject', async () => {
    const mailer = createMailer({ smtpUrl: smtp.url, officeEmail: 'office@x.test', from: 'noreply@x.test' });
    await mailer.send({
      to: 'office@x.test',
      replyTo: 'visitor@example.com',
      subject: 'from\r\nBcc: evil@x.test',
      text: 'x',
    });
    mailer.close();
    const plain = createMailer({ smtpUrl: smtp.url, officeEmail: 'office@x.test' });
    await plain.send({ to: 'student@example.com', subject: 'plain', text: 'x' });
    plain.close();
    expect(
      smtp.mails.map((m) => [m.from, m.to.join(), m.subject, /^Reply-To: (.*)$/im.exec(m.raw)?.[1]?.trim()]),
    ).toEqual([
      ['noreply@x.test', 'office@x.test', 'from Bcc: evil@x.test', 'visitor@example.com'],
      ['office@x.test', 'student@example.com', 'plain', undefined],
    ]);
  });

  it('rejects when the SMTP server cannot be reached: the outbox decides what then', async () => {
    const mailer = createMailer({ smtpUrl: 'smtp://127.0.0.1:1', officeEmail: 'office@x.test' });
    await expect(mailer.send({ to: 'a@b.test', subject: 's', text: 't' })).rejects.toThrow();
    mailer.close();
  });
});

describe('requestConfirmation', () => {
  const facts = {
    requestId: 31,
    reference: '9F8E-7D6C-5B4A',
    trackUrl: 'https://office.example/track-request?ref=9F8E-7D6C-5B4A',
    name: 'Li Wei',
    email: 'li@example.com',
    documentCount: 0,
    siteName: '巴希斯学术服务中心',
    whatsappNumber: '201001234567',
  };

  it('writes each language with the reference, the track link, three next steps and a WhatsApp chat naming the request', () => {
    const zh = requestConfirmation(facts, 'zh');
    expect(zh.subject).toBe('我们已收到您的需求 9F8E-7D6C-5B4A - 巴希斯学术服务中心');
    expect(zh.text).toContain('您的参考编号: 9F8E-7D6C-5B4A');
    expect(zh.text).toContain(
      '随时查询申请进度（使用参考编号和本电子邮箱）：\nhttps://office.example/track-request?ref=9F8E-7D6C-5B4A\n',
    );
    expect(zh.text).toMatch(/接下来：\n1\. .+\n2\. .+\n3\. .+/);
    expect(zh.text).toContain(
      `https://wa.me/201001234567?text=${encodeURIComponent('您好，我想咨询我的需求 9F8E-7D6C-5B4A。')}`,
    );
    const ar = requestConfirmation(facts, 'ar');
    expect(ar.text).toContain('رقم طلبك المرجعي: 9F8E-7D6C-5B4A');
    expect(ar.text).toContain(encodeURIComponent('بخصوص طلبي رقم 9F8E-7D6C-5B4A'));
    // Without PUBLIC_URL there is no address to link to: the line is left out.
    expect(requestConfirmation({ ...facts, trackUrl: undefined }, 'en').text).not.toContain(
      'Follow your request',
    );
    expect(requestConfirmation(facts, 'en').text.split('\n')[0]).toBe('Hello Li Wei,');
  });
});

describe('notifications', () => {
  // A request's desk fields (decision 0030), which the office's notification does not show.
  const desk = {
    request_ref: '0A1B2C3D4E5F',
    request_status: 'new',
    status_changed_at: created,
    assignee_id: null,
    service_id: null,
    request_lang: 'ar',
  } as const;
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
    expect(mail.text).toContain(
      'Documents (2, open them in the back-office):\n  Document 1.pdf (2441 KB)\n  Document 2.jpg (1 KB)',
    );
    expect(mail.text).toContain('Description:\nLine one\nLine two');
    expect(mail.text).toContain('Back-office: https://office.example/system/requests');
    expect(mail.text).toContain('Received: 2026-11-21T13:00:00.500Z');
  });

  it('says when a request has no documents, and leaves out the link without PUBLIC_URL', () => {
    const row = {
      request_id: 1,
      request_name: 'A',
      request_desc: 'B',
      request_email: 'x',
      request_phone: 'p',
      request_address: 'a',
      request_documents: [],
      is_read: [],
      is_spam: false,
      is_deleted: false,
      deleted_at: null,
      deleted_by: null,
      search_text: null,
      creation_timestamp: created,
      ...desk,
    };
    const mail = requestNotification(row);
    expect(mail.text).toContain('Documents: none');
    expect(mail.text).not.toContain('Back-office');
  });

  it('writes a contact message with its WhatsApp number', () => {
    const mail = contactNotification({
      message_id: 3,
      name: 'Mona',
      email: 'mona@example.com',
      number: '+966',
      subject: 'Prices',
      message: 'How much?',
      is_read: [],
      is_spam: false,
      is_deleted: false,
      deleted_at: null,
      deleted_by: null,
      search_text: null,
      creation_timestamp: created,
    });
    expect(mail.subject).toBe('Contact message #3: Prices');
    expect(mail.text).toContain(
      'Name: Mona\nEmail: mona@example.com\nWhatsApp: +966\nSubject: Prices\nMessage:\nHow much?',
    );
  });
});
