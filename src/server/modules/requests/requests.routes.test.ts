import { createHash } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { media, requests } from '../../db/schema';
import { useTestApp } from '../../test/app';
import { describeEachDatabase } from '../../test/databases';
import { htmlAsPngDataUrl, pdfBytes, pdfDataUrl, pngBytes, toDataUrl } from '../../test/fixtures';
import { createInboxUsers, expectAdminOnly, type TestUser } from '../../test/users';

/** SPEC §7 requests calls and decision 0005: the public form and the admin inbox. */
const FIELDS = ['request_name', 'request_desc', 'request_email', 'request_phone', 'request_address'] as const;
const body = (over: Record<string, unknown> = {}) => ({
  request_name: 'Khalid Al-Harbi',
  request_desc: 'Proofreading and formatting of my master thesis',
  request_email: 'khalid@example.com',
  request_phone: '+966533333333',
  request_address: 'Medina',
  ...over,
});

interface AdminRequest {
  request_id: number;
  request_name: string;
  request_documents: string[];
  is_read: number[];
  is_spam: boolean;
  creation_timestamp: string;
}

describeEachDatabase('requests', (kind) => {
  const t = useTestApp(kind, { REQUEST_RATE_MAX: '1000' });
  let adminA: TestUser;
  let adminB: TestUser;
  let staff: TestUser;
  beforeAll(async () => {
    ({ adminA, adminB, staff } = await createInboxUsers(t().app));
  });
  afterEach(() => void vi.useRealTimers());

  const en = (user?: TestUser) => ({ ...user?.headers, 'accept-language': 'en' });
  const create = (payload: object, lang = 'en') =>
    t().app.inject({ method: 'POST', url: '/api/requests', payload, headers: { 'accept-language': lang } });
  const list = async (user: TestUser, query = ''): Promise<AdminRequest[]> => {
    const res = await t().app.inject({ method: 'GET', url: `/api/requests${query}`, headers: en(user) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    return res.json();
  };
  const unread = async (user: TestUser): Promise<number> => {
    const res = await t().app.inject({ method: 'GET', url: '/api/requests/unreadCount', headers: en(user) });
    expect(res.statusCode).toBe(200);
    return (res.json() as { count: number }).count;
  };
  const markRead = (user: TestUser, id: number | string) =>
    t().app.inject({ method: 'PUT', url: `/api/requests/${id}/markRead`, headers: en(user) });
  const rowCount = async () => (await t().app.database.db.select({ n: count() }).from(requests))[0]?.n ?? 0;
  const createdId = (res: { json(): unknown }) =>
    (res.json() as { data: { request_id: number } }).data.request_id;

  it('stores a request with a PDF and a PNG and answers only its id and document count', async () => {
    const res = await create(
      body({ request_documents: [pdfDataUrl(), toDataUrl('image/png', await pngBytes())] }),
    );
    expect(res.statusCode).toBe(201);
    const id = createdId(res);
    expect(res.json()).toEqual({
      message: 'Your request has been sent successfully. We will contact you soon.',
      data: {
        request_id: id,
        request_ref: expect.stringMatching(/^[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}$/),
        document_count: 2,
      },
    });
    const [row] = await t().app.database.db.select().from(requests).where(eq(requests.request_id, id));
    expect(row).toMatchObject({ ...body(), is_read: [], is_spam: false, is_deleted: false });
    expect(row?.request_documents.map((d) => [d.mime, d.ext, d.size])).toEqual([
      ['application/pdf', 'pdf', pdfBytes().length],
      ['image/png', 'png', (await pngBytes()).length],
    ]);
    expect(row?.request_documents.every((d) => /^[0-9a-f]{64}/.test(d.key))).toBe(true);
  });

  it('lists each document as a signed URL that serves the bytes as Document N.ext', async () => {
    const png = await pngBytes(20, 10, '#FF6010');
    const id = createdId(
      await create(
        body({
          request_name: 'Signed',
          request_documents: [pdfDataUrl('Chapter 2'), toDataUrl('image/png', png)],
        }),
      ),
    );
    const listed = (await list(adminA)).find((r) => r.request_id === id);
    expect(listed?.request_documents).toHaveLength(2);
    const expected = [
      { bytes: pdfBytes('Chapter 2'), type: 'application/pdf', name: 'Document 1.pdf' },
      { bytes: png, type: 'image/png', name: 'Document 2.png' },
    ];
    for (const [i, url] of (listed?.request_documents ?? []).entries()) {
      // Opened in a new tab: no bearer header goes with it.
      const res = await t().app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(expected[i]!.bytes)).toBe(true);
      expect(res.headers['content-type']).toBe(expected[i]!.type);
      expect(res.headers['content-disposition']).toContain(`filename="${expected[i]!.name}"`);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cache-control']).toBe('private, no-store');
    }
  });

  it('answers 403 to a document URL unsigned, altered or expired', async () => {
    const id = createdId(await create(body({ request_documents: [pdfDataUrl()] })));
    const [url] = (await list(adminA)).find((r) => r.request_id === id)!.request_documents;
    const signed = new URL(url!, 'http://x');
    const variant = (edit: (u: URL) => void) => {
      const u = new URL(signed.href);
      edit(u);
      return `${u.pathname}${u.search}`;
    };
    const sig = signed.searchParams.get('sig')!;
    const altered = [
      signed.pathname,
      variant((u) => u.searchParams.delete('sig')),
      variant((u) => u.searchParams.set('sig', `${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`)),
      variant((u) => u.searchParams.set('name', 'Document 2.pdf')),
      variant((u) => u.searchParams.set('exp', String(Number(u.searchParams.get('exp')) + 3600))),
    ];
    for (const bad of altered)
      expect((await t().app.inject({ method: 'GET', url: bad })).statusCode, bad).toBe(403);
    expect((await t().app.inject({ method: 'GET', url: url! })).statusCode).toBe(200);
    // 15 minutes later the same URL has expired.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 16 * 60 * 1000);
    expect((await t().app.inject({ method: 'GET', url: url! })).statusCode).toBe(403);
  });

  it('refuses a file that is not an image or a PDF with 415 and writes nothing, not even the valid PDF next to it', async () => {
    const before = await rowCount();
    // A PDF no other test sends: were it stored, it would be a new media row.
    const pdf = pdfBytes(`Only in the refused request ${kind}`);
    const res = await create(
      body({ request_documents: [toDataUrl('application/pdf', pdf), htmlAsPngDataUrl()] }),
    );
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: expect.stringContaining('request_documents.1'),
    });
    expect(await rowCount()).toBe(before);
    const stored = await t()
      .app.database.db.select({ key: media.key })
      .from(media)
      .where(eq(media.key, createHash('sha256').update(pdf).digest('hex')));
    expect(stored).toEqual([]);
  });

  it('answers 413 to a body over the limit before reading it, and writes nothing', async () => {
    const before = await rowCount();
    const res = await t().app.inject({
      method: 'POST',
      url: '/api/requests',
      headers: { 'content-type': 'application/json', 'content-length': String(300 * 1024 * 1024) },
      payload: JSON.stringify(body()),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    expect(await rowCount()).toBe(before);
  });

  it('answers 413 to a document over 20 MB, naming it, and writes nothing', async () => {
    const before = await rowCount();
    const big = Buffer.concat([pdfBytes(), Buffer.alloc(20 * 1024 * 1024 + 1, 0x20)]);
    const res = await create(body({ request_documents: [pdfDataUrl(), toDataUrl('application/pdf', big)] }));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: expect.stringContaining('request_documents.1'),
    });
    expect(await rowCount()).toBe(before);
  });

  it('answers 400 naming every missing field, and writes nothing', async () => {
    const before = await rowCount();
    const res = await create({ request_documents: [pdfDataUrl()] });
    expect(res.statusCode).toBe(400);
    expect((res.json() as { issues: { path: string }[] }).issues.map((i) => i.path).sort()).toEqual(
      FIELDS.map((f) => `body.${f}`).sort(),
    );
    for (const field of FIELDS) {
      const blank = await create(body({ [field]: ' \n ' }));
      expect(blank.statusCode).toBe(400);
      expect(blank.json()).toMatchObject({ code: 'VALIDATION', issues: [{ path: `body.${field}` }] });
    }
    const tooMany = await create(body({ request_documents: Array.from({ length: 11 }, () => pdfDataUrl()) }));
    expect(tooMany.json()).toMatchObject({
      code: 'VALIDATION',
      issues: [{ path: 'body.request_documents' }],
    });
    expect((await create(body({ request_documents: ['not a data url'] }))).statusCode).toBe(400);
    expect(await rowCount()).toBe(before);
  });

  it('answers in the language of Accept-Language (Arabic by default)', async () => {
    expect((await create(body(), 'ar')).json()).toMatchObject({
      message: 'تم إرسال طلبك بنجاح، وسنتواصل معك قريبًا.',
    });
    expect((await create(body(), 'zh')).json()).toMatchObject({
      message: '您的需求已成功提交，我们会尽快与您联系。',
    });
  });

  it('keeps a honeypot catch as spam, answered exactly like a person, out of lists and counts', async () => {
    const countBefore = await unread(adminA);
    const person = await create(body({ request_name: 'Person' }));
    const bot = await create(body({ request_name: 'Bot', website: 'http://spam.example' }));
    expect(bot.statusCode).toBe(person.statusCode);
    expect(Object.keys(bot.json() as object)).toEqual(Object.keys(person.json() as object));
    expect((bot.json() as { message: string }).message).toBe((person.json() as { message: string }).message);
    expect((bot.json() as { data: object }).data).toEqual({
      request_id: createdId(bot),
      request_ref: expect.stringMatching(/^[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}$/),
      document_count: 0,
    });
    expect(await unread(adminA)).toBe(countBefore + 1);
    expect((await list(adminA)).map((r) => r.request_name)).not.toContain('Bot');
    const all = await list(adminA, '?include_spam=true');
    expect(all.find((r) => r.request_id === createdId(bot))).toMatchObject({ is_spam: true });
    expect(all.find((r) => r.request_id === createdId(person))).toMatchObject({ is_spam: false });
  });

  it('lists the newest first', async () => {
    const older = createdId(await create(body({ request_name: 'Older' })));
    const newer = createdId(await create(body({ request_name: 'Newer' })));
    const ids = (await list(adminA)).map((r) => r.request_id);
    expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(older));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it("counts unread per admin: A's markRead lowers A's count by one and not B's", async () => {
    const id = createdId(await create(body({ request_name: 'Unread' })));
    const [a, b] = [await unread(adminA), await unread(adminB)];
    expect(a).toBeGreaterThan(0);
    const res = await markRead(adminA, id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Request marked as read',
      data: { request_id: id, is_read: [adminA.userId] },
    });
    expect(await unread(adminA)).toBe(a - 1);
    expect(await unread(adminB)).toBe(b);
    // Idempotent: a second call keeps one entry and the count.
    expect((await markRead(adminA, id)).json()).toMatchObject({ data: { is_read: [adminA.userId] } });
    expect(await unread(adminA)).toBe(a - 1);
    await Promise.all([markRead(adminB, id), markRead(adminB, id), markRead(adminB, id)]);
    const [row] = await t().app.database.db.select().from(requests).where(eq(requests.request_id, id));
    expect(row?.is_read).toEqual([adminA.userId, adminB.userId]);
    expect(await unread(adminB)).toBe(b - 1);
    expect((await list(adminA)).find((r) => r.request_id === id)?.is_read).toEqual([
      adminA.userId,
      adminB.userId,
    ]);
  });

  it('soft-deletes: out of the list and the count, kept in the table, then 404', async () => {
    const id = createdId(await create(body({ request_name: 'Delete me' })));
    const before = await unread(adminA);
    const del = () => t().app.inject({ method: 'DELETE', url: `/api/requests/${id}`, headers: en(adminA) });
    const res = await del();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Request deleted successfully', data: { request_id: id } });
    expect((await list(adminA)).map((r) => r.request_id)).not.toContain(id);
    expect(await unread(adminA)).toBe(before - 1);
    const [row] = await t().app.database.db.select().from(requests).where(eq(requests.request_id, id));
    expect(row?.is_deleted).toBe(true);
    expect((await del()).json()).toEqual({ code: 'NOT_FOUND', message: 'Request not found' });
    expect((await markRead(adminA, id)).statusCode).toBe(404);
  });

  it.each(['abc', '0', '-3', '2.5', '1e3', '0x10', '99999999999'])(
    'answers 400 for the id %s and 404 for an unknown one',
    async (id) => {
      expect((await markRead(adminA, id)).statusCode).toBe(400);
      expect((await markRead(adminA, 2_000_000_000)).statusCode).toBe(404);
    },
  );

  it.each([
    ['GET', '/api/requests'],
    ['GET', '/api/requests?include_spam=true'],
    ['GET', '/api/requests/unreadCount'],
    ['PUT', '/api/requests/1/markRead'],
    ['DELETE', '/api/requests/1'],
  ] as const)('%s %s answers 401 without a token and 403 for a non-admin', async (method, url) => {
    await expectAdminOnly(t().app, method, url, staff);
  });
});
