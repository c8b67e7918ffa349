import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { describeEachDatabase } from '../../test/databases';
import { createInboxUsers, type TestUser } from '../../test/users';

/** Decision 0028: the inboxes' search and filters, the same on PGlite and PostgreSQL. */
describeEachDatabase('inbox search', (kind) => {
  const t = useTestApp(kind, { REQUEST_RATE_MAX: '1000', CONTACT_RATE_MAX: '1000' });
  let admin: TestUser;
  const ids: Record<string, number> = {};
  const refs: Record<string, string> = {};
  const request = (name: string, desc = 'أريد مساعدة في تحليل البيانات') => ({
    request_name: name,
    request_desc: desc,
    request_email: 'student@example.com',
    request_phone: '+966500000000',
    request_address: 'الرياض',
  });
  const list = async (query: string) => {
    const res = await t().app.inject({ method: 'GET', url: `/api/requests${query}`, headers: admin.headers });
    expect(res.statusCode, res.body).toBe(200);
    return {
      ids: (res.json() as { request_id: number }[]).map((r) => r.request_id),
      total: Number(res.headers['x-total-count']),
    };
  };
  const found = async (q: string) => (await list(`?q=${encodeURIComponent(q)}`)).ids.sort();

  beforeAll(async () => {
    ({ adminA: admin } = await createInboxUsers(t().app));
    for (const [key, name, desc] of [
      ['mohammed', 'مُحَمَّد أحمد الزَّهْرانِيّ', undefined],
      ['fatima', 'فاطمة الكبرى', 'بحث عن إدارة المستشفيات'],
      ['john', 'John Smith', 'SPSS analysis, 100% urgent'],
    ] as const) {
      const res = await t().app.inject({
        method: 'POST',
        url: '/api/requests',
        payload: request(name, desc),
      });
      expect(res.statusCode, res.body).toBe(201);
      ids[key] = (res.json() as { data: { request_id: number } }).data.request_id;
      refs[key] = (res.json() as { data: { request_ref: string } }).data.request_ref;
    }
  });

  it('finds a student by part of the name typed with or without Arabic marks, and with other alef, ya and ta marbuta forms', async () => {
    expect(await found('محمد')).toEqual([ids.mohammed]);
    expect(await found('مُحَمَّد')).toEqual([ids.mohammed]);
    expect(await found('احمد')).toEqual([ids.mohammed]);
    expect(await found('الزهراني')).toEqual([ids.mohammed]);
    expect(await found('الزهرانى')).toEqual([ids.mohammed]);
    expect(await found('فاطمه')).toEqual([ids.fatima]);
    expect(await found('ادارة')).toEqual([ids.fatima]);
    expect(await found('jOhN')).toEqual([ids.john]);
    expect(await found('أحمد سعيد')).toEqual([]);
  });

  it('finds a request by its reference number, with or without #', async () => {
    expect(await found(String(ids.fatima))).toEqual([ids.fatima]);
    expect(await found(`#${ids.john}`)).toEqual([ids.john]);
  });

  it('finds a request by the reference the student holds, typed any way (decision 0030), and a twelve-digit phone still by its text', async () => {
    expect(await found(refs.fatima!)).toEqual([ids.fatima]);
    expect(await found(refs.john!.toLowerCase().replace(/-/g, ' '))).toEqual([ids.john]);
    expect(await found(`#${refs.mohammed!.replace(/-/g, '')}`)).toEqual([ids.mohammed]);
    // Every request here has the phone +966500000000: twelve digits, which is also a reference's shape.
    expect(await found('966500000000')).toEqual([ids.mohammed, ids.fatima, ids.john].sort());
  });

  it('takes % and _ as the characters typed', async () => {
    expect(await found('100%')).toEqual([ids.john]);
    expect(await found('%')).toEqual([ids.john]);
    expect(await found('_')).toEqual([]);
  });

  it('filters unread for the caller, by day and by documents, and counts what it filtered', async () => {
    const all = await list('');
    expect(all.total).toBe(3);
    await t().app.inject({
      method: 'PUT',
      url: `/api/requests/${ids.john}/markRead`,
      headers: admin.headers,
    });
    expect(await list('?unread=true')).toEqual({ ids: [ids.fatima, ids.mohammed], total: 2 });
    const today = new Date().toISOString().slice(0, 10);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    expect((await list(`?from=${today}&to=${today}`)).total).toBe(3);
    expect((await list(`?from=${tomorrow}`)).total).toBe(0);
    expect((await list(`?to=${yesterday}`)).total).toBe(0);
    await t().app.database.db.execute(
      sql`update requests set request_documents = '[{"key":"k","mime":"application/pdf","ext":"pdf","size":1}]'::jsonb where request_id = ${ids.fatima}`,
    );
    expect(await list('?with_documents=true')).toEqual({ ids: [ids.fatima], total: 1 });
    expect(await list(`?with_documents=true&q=${encodeURIComponent('محمد')}`)).toEqual({ ids: [], total: 0 });
  });

  it('refuses a day that is not one and a search past 100 characters (400 naming it)', async () => {
    for (const [query, name] of [
      ['?from=2026-13-40', 'from'],
      ['?from=2026-02-30', 'from'],
      ['?to=yesterday', 'to'],
      ['?unread=yes', 'unread'],
      ['?with_documents=1', 'with_documents'],
      [`?q=${'x'.repeat(101)}`, 'q'],
    ] as const) {
      const res = await t().app.inject({
        method: 'GET',
        url: `/api/requests${query}`,
        headers: admin.headers,
      });
      expect(res.statusCode, query).toBe(400);
      expect((res.json() as { issues: { path: string }[] }).issues.map((i) => i.path)).toEqual([
        `querystring.${name}`,
      ]);
    }
  });

  describe('contact messages', () => {
    it('are searched the same way', async () => {
      const res = await t().app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: {
          name: 'عائشة',
          email: 'aisha@example.com',
          number: '+20100',
          subject: 'سؤال عن الأسعار',
          message: 'كم تكلفة الترجمة؟',
        },
      });
      expect(res.statusCode, res.body).toBe(201);
      const search = async (q: string) =>
        (
          (
            await t().app.inject({
              method: 'GET',
              url: `/api/contact?q=${encodeURIComponent(q)}`,
              headers: admin.headers,
            })
          ).json() as { name: string }[]
        ).map((m) => m.name);
      expect(await search('الاسعار')).toEqual(['عائشة']);
      expect(await search('aisha@')).toEqual(['عائشة']);
    });
  });
});
