import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Mail, RequestDesk } from '../../../contract';
import { mailOutbox, requestEvents } from '../../db/schema';
import {
  partsOf,
  startTestSmtpServer,
  subjectOf,
  textOf,
  type TestSmtpServer,
} from '../../mail/test-smtp-server';
import { useTestApp } from '../../test/app';
import { createUpload, sendUploadPart } from '../uploads/uploads.test-support';
import { describeEachDatabase } from '../../test/databases';
import { htmlAsPngDataUrl, pdfBytes, pdfDataUrl } from '../../test/fixtures';
import { createInboxUsers, expectAdminOnly, type TestUser } from '../../test/users';

const body = {
  request_name: 'هدى الشمري',
  request_desc: 'تحليل استبيان رسالة ماجستير',
  request_email: 'huda@example.com',
  request_phone: '+966 50 123 4567',
  request_address: 'الدمام',
  request_lang: 'ar',
};
const OFFICE = 'office@test.local';

/**
 * Decision 0031: replies from the desk through the outbox, against a real SMTP server, on
 * PGlite and PostgreSQL.
 */
describeEachDatabase('replies from the desk', (kind) => {
  let smtp: TestSmtpServer;
  // One retry, a second apart: the tests see a mail fail for good in seconds, not hours.
  const env: Record<string, string> = {
    REQUEST_RATE_MAX: '1000',
    OFFICE_EMAIL: OFFICE,
    PUBLIC_URL: 'https://office.example',
    MAIL_RETRIES: '1',
    MAIL_RETRY_DELAY_SECONDS: '1',
  };
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    env.SMTP_URL = smtp.url;
  });
  afterAll(() => smtp?.close());
  const t = useTestApp(kind, env);
  let adminA: TestUser;
  let staff: TestUser;
  beforeAll(async () => {
    ({ adminA, staff } = await createInboxUsers(t().app));
  });
  const as = (user: TestUser, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object, lang = 'en') =>
    t().app.inject({
      method,
      url: `/api${url}`,
      headers: { ...user.headers, 'accept-language': lang },
      ...(payload ? { payload } : {}),
    });
  const create = async (extra: object = {}) => {
    const res = await t().app.inject({
      method: 'POST',
      url: '/api/requests',
      payload: { ...body, ...extra },
    });
    expect(res.statusCode, res.body).toBe(201);
    await t().app.outbox.drain();
    const { request_id, request_ref } = (res.json() as { data: { request_id: number; request_ref: string } })
      .data;
    return { id: request_id, ref: request_ref };
  };
  const desk = async (id: number) => (await as(adminA, 'GET', `/requests/${id}/desk`)).json() as RequestDesk;
  const mailsTo = (address: string) => smtp.mails.filter((m) => m.to.join() === address);
  const waitFor = async (check: () => Promise<boolean>, ms = 15_000) => {
    const deadline = Date.now() + ms;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error('timed out');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };

  it('is for staff only', async () => {
    const { id } = await create();
    for (const [method, url] of [
      ['POST', `/api/requests/${id}/replies`],
      ['POST', `/api/requests/${id}/mails/1/retry`],
      ['GET', '/api/desk/settings'],
      ['PUT', '/api/desk/settings'],
    ] as const)
      await expectAdminOnly(t().app, method, url, staff);
  });

  it('writes to the student in the language of their page, the reference in the subject, the placeholders filled, a file attached', async () => {
    const { id, ref } = await create({ request_email: 'huda.reply@example.com' });
    const res = await as(adminA, 'POST', `/requests/${id}/replies`, {
      body: 'مرحبًا {name}، طلبك {reference} جاهز: {track_link}',
      attachments: [
        pdfDataUrl('Quote').replace('data:application/pdf;', 'data:application/pdf;name=عرض السعر.pdf;'),
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    const { data } = res.json() as { message: string; data: Mail };
    expect(data).toMatchObject({
      kind: 'reply',
      status: 'pending',
      to_address: 'huda.reply@example.com',
      attachment_names: ['عرض السعر.pdf'],
    });
    await t().app.outbox.drain();
    const [mail] = mailsTo('huda.reply@example.com').filter((m) => subjectOf(m.raw).startsWith('بخصوص'));
    expect(mail).toBeDefined();
    // The office's name follows, from the settings (the defaults here).
    expect(subjectOf(mail!.raw)).toMatch(new RegExp(`^بخصوص طلبك رقم \u200E${ref}\u200E - .+`));
    expect(mail!.from).toBe(OFFICE);
    expect(mail!.raw).toMatch(/^Reply-To: office@test\.local/im);
    expect(mail!.raw).toMatch(/Content-Disposition: attachment/i);
    const [textPart, filePart] = partsOf(mail!.raw);
    const text = textOf(textPart!);
    expect(filePart).toMatch(/Content-Type: application\/pdf/i);
    // The reference between left-to-right marks: it reads in order inside the Arabic sentence.
    expect(text).toContain(
      `مرحبًا هدى الشمري، طلبك \u200E${ref}\u200E جاهز: https://office.example/track-request?ref=${ref}`,
    );
    // The thread holds the reply as sent, with who sent it; its mail says sent.
    const after = await desk(id);
    const reply = after.events.find((e) => e.kind === 'reply');
    expect(reply).toMatchObject({
      actor_id: adminA.userId,
      body: expect.stringContaining(ref) as unknown,
      data: { mail_id: data.mail_id },
    });
    expect(after.mails.map((m) => [m.kind, m.status])).toEqual([
      ['office', 'sent'],
      ['confirmation', 'sent'],
      ['reply', 'sent'],
    ]);
    expect(after.mail_enabled).toBe(true);
  });

  it('refuses an empty reply, a file that is not what it says, and a missing request, writing nothing', async () => {
    const { id } = await create();
    const before = await t().app.database.db.select().from(mailOutbox).where(eq(mailOutbox.request_id, id));
    const empty = await as(adminA, 'POST', `/requests/${id}/replies`, { body: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ issues: [{ path: 'body.body' }] });
    const disguised = await as(adminA, 'POST', `/requests/${id}/replies`, {
      body: 'Here',
      attachments: [htmlAsPngDataUrl()],
    });
    expect(disguised.statusCode).toBe(415);
    expect(disguised.json().message).toContain('attachments.0');
    expect((await as(adminA, 'POST', '/requests/999999/replies', { body: 'Here' })).statusCode).toBe(404);
    expect(await t().app.database.db.select().from(mailOutbox).where(eq(mailOutbox.request_id, id))).toEqual(
      before,
    );
    expect(
      await t().app.database.db.select().from(requestEvents).where(eq(requestEvents.request_id, id)),
    ).toEqual([]);
  });

  it('sends files uploaded in parts (decision 0064) under their names, and refuses an unknown upload naming it', async () => {
    const { id } = await create({ request_email: 'uploaded.reply@example.com' });
    const pdf = pdfBytes('Plan');
    const made = await createUpload(t().app, pdf.length, 'application/pdf', 'خطة التحليل.pdf');
    const location = made.headers.location as string;
    const part = await sendUploadPart(t().app, location, 0, pdf);
    expect(part.statusCode, part.body).toBe(204);
    const unknown = await as(adminA, 'POST', `/requests/${id}/replies`, {
      body: 'Here',
      attachment_uploads: ['cccccccccccccccccccccccccccccccc'],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ issues: [{ path: 'attachment_uploads.0' }] });
    const res = await as(adminA, 'POST', `/requests/${id}/replies`, {
      body: 'Here',
      attachment_uploads: [location.split('/').pop()],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect((res.json() as { data: Mail }).data.attachment_names).toEqual(['خطة التحليل.pdf']);
  });

  it('answers 404 for a request erased while its reply was on its way, and writes nothing for it', async () => {
    const { id } = await create({ request_email: 'erased.midway@example.com' });
    const media = t().app.media;
    const storeReferenced = media.storeReferenced;
    // The erasure lands between the desk's read of the request and the reply's transaction.
    media.storeReferenced = async (uploads, write) => {
      const erased = await as(adminA, 'POST', '/students/erase', {
        email: 'erased.midway@example.com',
        confirm: 'erased.midway@example.com',
      });
      expect(erased.statusCode, erased.body).toBe(200);
      return storeReferenced(uploads, write);
    };
    try {
      const res = await as(adminA, 'POST', `/requests/${id}/replies`, {
        body: 'Here is your file',
        attachments: [pdfDataUrl('after the erasure')],
      });
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
    } finally {
      media.storeReferenced = storeReferenced;
    }
    expect(await t().app.database.db.select().from(mailOutbox).where(eq(mailOutbox.request_id, id))).toEqual(
      [],
    );
    expect(
      await t().app.database.db.select().from(requestEvents).where(eq(requestEvents.request_id, id)),
    ).toEqual([]);
  });

  it('links the student to PUBLIC_URL, never to the address a staff member reached the desk by', async () => {
    const { id, ref } = await create();
    const res = await t().app.inject({
      method: 'GET',
      url: `/api/requests/${id}/desk`,
      headers: { ...adminA.headers, host: 'admin.internal:8080' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as RequestDesk).track_url).toBe(`https://office.example/track-request?ref=${ref}`);
    const reply = await t().app.inject({
      method: 'POST',
      url: `/api/requests/${id}/replies`,
      headers: { ...adminA.headers, host: 'admin.internal:8080' },
      payload: { body: 'Follow it: {track_link}' },
    });
    expect(reply.statusCode, reply.body).toBe(201);
    const [mail] = await t().app.database.db.select().from(mailOutbox).where(eq(mailOutbox.request_id, id));
    expect(JSON.stringify(mail)).not.toContain('admin.internal');
  });

  it('says so when the student gave no usable address', async () => {
    const { id } = await create({ request_email: 'huda at example' });
    const res = await as(adminA, 'POST', `/requests/${id}/replies`, { body: 'Hello' }, 'ar');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('واتساب');
  });

  it('keeps a mail through an SMTP outage, shows it failed once the retries are spent, and sends it again on request', async () => {
    const { id } = await create({ request_email: 'outage@example.com' });
    smtp.failing = true;
    const res = await as(adminA, 'POST', `/requests/${id}/replies`, { body: 'During the outage' });
    expect(res.statusCode).toBe(201);
    const mailId = (res.json() as { data: Mail }).data.mail_id;
    const stateOf = async () => (await desk(id)).mails.find((m) => m.mail_id === mailId)!;
    // The first try and the one retry fail: failed, with the server's words.
    await waitFor(async () => (await stateOf()).status === 'failed');
    const failed = await stateOf();
    expect(failed.attempts).toBe(2);
    expect(failed.last_error).toMatch(/try again later/i);
    // Only a failed mail can be retried.
    const sentOne = (await desk(id)).mails.find((m) => m.kind === 'office')!;
    expect((await as(adminA, 'POST', `/requests/${id}/mails/${sentOne.mail_id}/retry`)).statusCode).toBe(409);
    expect((await as(adminA, 'POST', `/requests/${id + 1000}/mails/${mailId}/retry`)).statusCode).toBe(404);
    smtp.failing = false;
    const retried = await as(adminA, 'POST', `/requests/${id}/mails/${mailId}/retry`);
    expect(retried.statusCode, retried.body).toBe(200);
    await waitFor(async () => (await stateOf()).status === 'sent');
    expect(
      mailsTo('outage@example.com').filter(
        (m) => subjectOf(m.raw).startsWith('About your request') || subjectOf(m.raw).startsWith('بخصوص'),
      ),
    ).toHaveLength(1);
  });

  it('keeps three templates per language and the retention period, refusing a bad edit by field', async () => {
    const got = await as(adminA, 'GET', '/desk/settings');
    expect(got.statusCode).toBe(200);
    const settings = got.json() as {
      reply_templates: Record<string, { title: string; body: string }[]>;
      retention_months: number;
    };
    expect(settings.retention_months).toBe(12);
    for (const lang of ['ar', 'en', 'zh']) expect(settings.reply_templates[lang]).toHaveLength(3);
    const en = settings.reply_templates.en!.map((tpl, i) =>
      i === 1 ? { title: 'Our quote', body: 'Dear {name}, the price is 100 USD.' } : tpl,
    );
    const put = await as(adminA, 'PUT', '/desk/settings', { reply_templates: { en }, retention_months: 6 });
    expect(put.statusCode, put.body).toBe(200);
    const now = (await as(adminA, 'GET', '/desk/settings')).json() as typeof settings;
    expect(now.retention_months).toBe(6);
    expect(now.reply_templates.en![1]!.title).toBe('Our quote');
    expect(now.reply_templates.ar).toEqual(settings.reply_templates.ar);
    const bad = await as(adminA, 'PUT', '/desk/settings', {
      reply_templates: { en: en.slice(0, 2) },
      retention_months: 0,
    });
    expect(bad.statusCode).toBe(400);
    expect((bad.json() as { issues: { path: string }[] }).issues.map((i) => i.path).sort()).toEqual([
      'body.reply_templates.en',
      'body.retention_months',
    ]);
    expect(((await as(adminA, 'GET', '/desk/settings')).json() as typeof settings).retention_months).toBe(6);
  });
});
