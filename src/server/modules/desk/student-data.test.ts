import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { Erasure, StudentRecord } from '../../../contract';
import {
  contactMessages,
  mailOutbox,
  media,
  requestEvents,
  requests,
  studentErasures,
} from '../../db/schema';
import { startTestSmtpServer, type TestSmtpServer } from '../../mail/test-smtp-server';
import { useTestApp } from '../../test/app';
import { describeEachDatabase } from '../../test/databases';
import { pdfDataUrl, pngDataUrl } from '../../test/fixtures';
import { createInboxUsers, expectAdminOnly, type TestUser } from '../../test/users';

const named = (dataUrl: string, name: string) => dataUrl.replace(/^data:([^;,]+);/, `data:$1;name=${name};`);

/**
 * Decision 0033: everything stored about a student, exported as one zip, or erased
 * leaving only who, when and how many.
 */
describeEachDatabase("a student's data", (kind) => {
  let smtp: TestSmtpServer;
  const env: Record<string, string> = {
    REQUEST_RATE_MAX: '1000',
    CONTACT_RATE_MAX: '1000',
    OFFICE_EMAIL: 'office@test.local',
  };
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    env.SMTP_URL = smtp.url;
  });
  afterAll(() => smtp?.close());
  const t = useTestApp(kind, env);
  let admin: TestUser;
  let staff: TestUser;
  let hudaRef = '';
  const as = (method: 'POST' | 'GET', url: string, payload?: object) =>
    t().app.inject({ method, url: `/api${url}`, headers: admin.headers, ...(payload ? { payload } : {}) });
  const post = async (url: string, payload: object) => {
    const res = await t().app.inject({ method: 'POST', url: `/api${url}`, payload });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { data: { request_id: number; request_ref: string } };
  };
  const huda = {
    request_name: 'هدى الشمري',
    request_desc: 'تحليل استبيان',
    request_email: 'huda@example.com',
    request_phone: '+966501234567',
    request_address: 'الدمام',
  };
  const stored = async (key: string) =>
    (await t().app.database.db.select().from(media).where(eq(media.key, key))).length === 1;

  beforeAll(async () => {
    ({ adminA: admin, staff } = await createInboxUsers(t().app));
    const first = await post('/requests', {
      ...huda,
      request_documents: [
        named(pdfDataUrl('Huda only'), 'الفصل الأول.pdf'),
        named(await pngDataUrl(30, 30, '#AA0000'), 'جدول.png'),
      ],
    });
    hudaRef = first.data.request_ref;
    await post('/requests', {
      ...huda,
      request_email: ' Huda@Example.com ',
      request_documents: [pdfDataUrl('Shared chapter')],
    });
    await post('/requests', {
      ...huda,
      request_name: 'Other',
      request_email: 'other@example.com',
      request_documents: [pdfDataUrl('Shared chapter')],
    });
    await t().app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: {
        name: 'هدى',
        email: 'HUDA@example.com',
        number: '+966501234567',
        subject: 'سؤال',
        message: 'متى يصل التحليل؟',
      },
    });
    const reply = await as('POST', `/requests/${first.data.request_id}/replies`, {
      body: 'مرفق عرض السعر',
      attachments: [named(pdfDataUrl('Quote for Huda'), 'عرض السعر.pdf')],
    });
    expect(reply.statusCode, reply.body).toBe(201);
    await t().app.outbox.drain();
  });

  it('is for staff only', async () => {
    for (const url of ['/api/students/find', '/api/students/export', '/api/students/erase'])
      await expectAdminOnly(t().app, 'POST', url, staff);
    await expectAdminOnly(t().app, 'GET', '/api/students/erasures', staff);
  });

  it("finds what is stored about an address however it was typed, or about a reference's address", async () => {
    const byEmail = (
      await as('POST', '/students/find', { email: 'huda@EXAMPLE.com' })
    ).json() as StudentRecord;
    expect(byEmail.requests).toHaveLength(2);
    expect(byEmail.messages).toHaveLength(1);
    // Each request's office notification and confirmation, the message's notification, the reply.
    expect(byEmail.mails).toBe(6);
    const byRef = (
      await as('POST', '/students/find', { reference: hudaRef.toLowerCase().replace(/-/g, ' ') })
    ).json() as StudentRecord;
    expect(byRef.requests.map((r) => r.request_ref)).toEqual(byEmail.requests.map((r) => r.request_ref));
    expect((await as('POST', '/students/find', { reference: '000000000000' })).statusCode).toBe(404);
    const neither = await as('POST', '/students/find', {});
    expect(neither.statusCode).toBe(400);
    expect(neither.body).toContain('email');
    expect((await as('POST', '/students/find', { reference: 'nope' })).body).toContain('reference');
  });

  it('exports everything about the address as one zip: the rows, the documents and the files sent to them', async () => {
    const res = await as('POST', '/students/export', { email: 'huda@example.com' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    // Passed on by nginx as it is read, not made whole into its buffer (decision 0048).
    expect(res.headers['x-accel-buffering']).toBe('no');
    const files = unzipSync(res.rawPayload);
    const data = JSON.parse(strFromU8(files['data.json']!)) as {
      email: string;
      requests: { request_ref: string; history: { kind: string }[] }[];
      messages: { subject: string }[];
      mails: { kind: string }[];
    };
    expect(data.email).toBe('huda@example.com');
    expect(data.requests).toHaveLength(2);
    expect(data.requests[0]!.history.map((h) => h.kind)).toEqual(['reply']);
    expect(data.messages.map((m) => m.subject)).toEqual(['سؤال']);
    expect(data.mails.map((m) => m.kind).sort()).toEqual([
      'confirmation',
      'confirmation',
      'office',
      'office',
      'office',
      'reply',
    ]);
    const replyMail = data.mails.find((m) => m.kind === 'reply') as { mail_id: number } | undefined;
    expect(Object.keys(files).sort()).toEqual(
      [
        'data.json',
        `documents/${hudaRef}/الفصل الأول.pdf`,
        `documents/${hudaRef}/جدول.png`,
        `documents/${data.requests[1]!.request_ref}/Document 1.pdf`,
        `replies/${replyMail!.mail_id}/عرض السعر.pdf`,
      ].sort(),
    );
    expect(strFromU8(files[`documents/${hudaRef}/الفصل الأول.pdf`]!.subarray(0, 5))).toBe('%PDF-');
  });

  it('erases after a confirm: no row or file of that student is left, a file another student sent stays, and the record keeps only who, when and how many', async () => {
    const before = await t()
      .app.database.db.select()
      .from(requests)
      .where(sql`lower(trim(${requests.request_email})) = 'huda@example.com'`);
    const keys = [...before.flatMap((r) => r.request_documents.map((d) => d.key))];
    const [replyMail] = await t()
      .app.database.db.select()
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, 'reply'));
    keys.push(...replyMail!.attachments.map((a) => a.key));
    const [other] = await t()
      .app.database.db.select()
      .from(requests)
      .where(eq(requests.request_email, 'other@example.com'));
    const sharedKey = other!.request_documents[0]!.key;

    const wrong = await as('POST', '/students/erase', {
      email: 'huda@example.com',
      confirm: 'hud@example.com',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain('confirm');
    expect(
      await t()
        .app.database.db.select()
        .from(requests)
        .where(sql`lower(trim(${requests.request_email})) = 'huda@example.com'`),
    ).toHaveLength(2);

    const res = await as('POST', '/students/erase', {
      email: 'huda@example.com',
      confirm: 'HUDA@example.com',
    });
    expect(res.statusCode, res.body).toBe(200);
    const erasure = (res.json() as { data: Erasure }).data;
    expect(erasure).toMatchObject({ actor_id: admin.userId, requests: 2, messages: 1, files: 4 });

    const { db } = t().app.database;
    const left = await db.execute(
      sql`select (select count(*) from requests where request_email ilike '%huda%') + (select count(*) from contact_messages where email ilike '%huda%') + (select count(*) from mail_outbox where to_address ilike '%huda%' or body ilike '%هدى%') as n`,
    );
    expect(Number((left as unknown as { rows: { n: number }[] }).rows[0]!.n)).toBe(0);
    expect(await db.select().from(requestEvents)).toEqual([]);
    for (const key of keys.filter((k) => k !== sharedKey)) {
      expect(await stored(key), key).toBe(false);
      expect(await t().app.media.blobs.read(key)).toBeNull();
    }
    expect(await stored(sharedKey)).toBe(true);
    expect(await db.select().from(contactMessages)).toEqual([]);
    // The record: who, when, how many; nothing of the student's.
    const [row] = await db.select().from(studentErasures);
    expect(JSON.stringify(row)).not.toMatch(/huda|هدى/i);
    const list = (await as('GET', '/students/erasures')).json() as Erasure[];
    expect(list[0]).toMatchObject({ erasure_id: erasure.erasure_id, actor_name: 'Test admin' });
    // Nothing left to erase or export.
    expect(
      (await as('POST', '/students/erase', { email: 'huda@example.com', confirm: 'huda@example.com' }))
        .statusCode,
    ).toBe(404);
    expect((await as('POST', '/students/export', { email: 'huda@example.com' })).statusCode).toBe(404);
  });
});
