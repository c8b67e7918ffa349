import { count } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { contactMessages } from '../../db/schema';
import { useTestApp } from '../../test/app';
import { describeEachDatabase } from '../../test/databases';
import { createInboxUsers, expectAdminOnly, type TestUser } from '../../test/users';

const FIELDS = ['name', 'email', 'number', 'subject', 'message'] as const;
const body = (over: Record<string, unknown> = {}) => ({
  name: 'Layla Hassan',
  email: 'layla@example.com',
  number: '+966522222222',
  subject: 'Translation of a paper',
  message: 'I need my paper translated from Arabic to English.',
  ...over,
});

interface InboxMessage {
  message_id: number;
  name: string;
  is_read: number[];
  is_spam: boolean;
  creation_timestamp: string;
}

describeEachDatabase('contact messages', (kind) => {
  const t = useTestApp(kind, { CONTACT_RATE_MAX: '1000' });
  let adminA: TestUser;
  let adminB: TestUser;
  let staff: TestUser;
  beforeAll(async () => {
    ({ adminA, adminB, staff } = await createInboxUsers(t().app));
  });

  // Admin answers are read in English here; the default language is Arabic (SPEC §4).
  const en = (user: TestUser) => ({ ...user.headers, 'accept-language': 'en' });
  const send = (payload: object, lang = 'en') =>
    t().app.inject({ method: 'POST', url: '/api/contact', payload, headers: { 'accept-language': lang } });
  const inbox = async (user: TestUser, query = ''): Promise<InboxMessage[]> => {
    const res = await t().app.inject({ method: 'GET', url: `/api/contact${query}`, headers: en(user) });
    expect(res.statusCode).toBe(200);
    return res.json();
  };
  const rows = async () =>
    (await t().app.database.db.select({ n: count() }).from(contactMessages))[0]?.n ?? 0;

  it('stores a message and answers 201 with only the message the snackbar shows (SPEC §7)', async () => {
    const res = await send(body());
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: 'Your message has been sent successfully. We will reply soon.' });
    const [first] = await inbox(adminA);
    expect(first).toMatchObject({ ...body(), is_read: [], is_spam: false });
    expect(first?.creation_timestamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  it('answers in the language of Accept-Language', async () => {
    expect((await send(body(), 'ar')).json()).toEqual({
      message: 'تم إرسال رسالتك بنجاح، وسنرد عليك قريبًا.',
    });
    expect((await send(body(), 'zh-CN,zh;q=0.9')).json()).toEqual({
      message: '您的留言已成功发送，我们会尽快回复。',
    });
  });

  it('answers 400 naming every missing field, and stores nothing', async () => {
    const before = await rows();
    const res = await send({});
    expect(res.statusCode).toBe(400);
    const issues = (res.json() as { issues: { path: string }[] }).issues.map((i) => i.path).sort();
    expect(issues).toEqual(FIELDS.map((f) => `body.${f}`).sort());
    for (const field of FIELDS) {
      const blank = await send(body({ [field]: '   ' }));
      expect(blank.statusCode).toBe(400);
      expect(blank.json()).toMatchObject({ code: 'VALIDATION', issues: [{ path: `body.${field}` }] });
    }
    expect(await rows()).toBe(before);
  });

  it('lists the newest first, leaving out deleted and spam messages', async () => {
    await send(body({ name: 'Older' }));
    await send(body({ name: 'Newer' }));
    const names = (await inbox(adminA)).map((m) => m.name);
    expect(names.indexOf('Newer')).toBeLessThan(names.indexOf('Older'));
  });

  it('keeps a honeypot catch as spam, answered exactly like a person', async () => {
    const normal = await send(body());
    const caught = await send(body({ name: 'Bot', website: 'http://spam.example' }));
    expect(caught.statusCode).toBe(normal.statusCode);
    expect(caught.json()).toEqual(normal.json());
    expect((await inbox(adminA)).map((m) => m.name)).not.toContain('Bot');
    const all = await inbox(adminA, '?include_spam=true');
    expect(all.find((m) => m.name === 'Bot')).toMatchObject({ is_spam: true });
  });

  it('marks read per admin, once, however often it is called', async () => {
    await send(body({ name: 'Read me' }));
    const id = (await inbox(adminA)).find((m) => m.name === 'Read me')!.message_id;
    const mark = (user: TestUser) =>
      t().app.inject({ method: 'PUT', url: `/api/contact/${id}/markRead`, headers: en(user) });
    const first = await mark(adminA);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      message: 'Message marked as read',
      data: { message_id: id, is_read: [adminA.userId] },
    });
    expect((await mark(adminA)).json()).toMatchObject({ data: { is_read: [adminA.userId] } });
    expect((await mark(adminB)).json()).toMatchObject({ data: { is_read: [adminA.userId, adminB.userId] } });
  });

  it("counts each admin's own unread messages, leaving out spam and deleted ones", async () => {
    const unread = async (user: TestUser) =>
      (await t().app.inject({ method: 'GET', url: '/api/contact/unreadCount', headers: en(user) })).json<{
        count: number;
      }>().count;
    const [a, b] = [await unread(adminA), await unread(adminB)];
    await send(body({ name: 'Count me' }));
    await send(body({ name: 'Bot', website: 'http://spam.example' }));
    expect(await unread(adminA)).toBe(a + 1);
    const id = (await inbox(adminA)).find((m) => m.name === 'Count me')!.message_id;
    await t().app.inject({ method: 'PUT', url: `/api/contact/${id}/markRead`, headers: en(adminA) });
    expect(await unread(adminA)).toBe(a);
    expect(await unread(adminB)).toBe(b + 1);
    await t().app.inject({ method: 'DELETE', url: `/api/contact/${id}`, headers: en(adminB) });
    expect(await unread(adminB)).toBe(b);
  });

  it('soft-deletes: gone from the inbox, kept in the table, 404 the second time', async () => {
    await send(body({ name: 'Delete me' }));
    const id = (await inbox(adminA)).find((m) => m.name === 'Delete me')!.message_id;
    const del = () => t().app.inject({ method: 'DELETE', url: `/api/contact/${id}`, headers: en(adminA) });
    const res = await del();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Message deleted successfully', data: { message_id: id } });
    expect((await inbox(adminA)).map((m) => m.message_id)).not.toContain(id);
    expect((await del()).json()).toEqual({ code: 'NOT_FOUND', message: 'Message not found' });
    const mark = await t().app.inject({
      method: 'PUT',
      url: `/api/contact/${id}/markRead`,
      headers: adminA.headers,
    });
    expect(mark.statusCode).toBe(404);
    expect(await rows()).toBeGreaterThan(0);
  });

  it.each(['abc', '0', '-1', '1.5', '1e3', '0x10', '99999999999'])(
    'answers 400 for the id %s',
    async (id) => {
      expect(
        (await t().app.inject({ method: 'DELETE', url: `/api/contact/${id}`, headers: en(adminA) }))
          .statusCode,
      ).toBe(400);
    },
  );

  it.each([
    ['GET', '/api/contact'],
    ['GET', '/api/contact/unreadCount'],
    ['PUT', '/api/contact/1/markRead'],
    ['DELETE', '/api/contact/1'],
  ] as const)('%s %s answers 401 without a token and 403 for a non-admin', async (method, url) => {
    await expectAdminOnly(t().app, method, url, staff);
  });
});
