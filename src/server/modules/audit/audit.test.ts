import type { HTTPMethods } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import type { AuditEvent, Blog, User } from '../../../contract';
import { TEST_ADMIN, useTestApp } from '../../test/app';
import { describeEachDatabase } from '../../test/databases';
import { pngDataUrl } from '../../test/fixtures';
import { callAs, createTestUser, type TestUser } from '../../test/users';
import { pruneAudit } from './audit.queries';

/**
 * Decision 0060: the audit log records who did what, from where, on what: sign-ins and their
 * failures, staff changes, content writes (through the revision trigger), factors; filtered,
 * paged by keyset, pruned past its keeping, never holding a password or a code.
 */
describeEachDatabase('the audit log', (kind) => {
  const t = useTestApp(kind, { API_RATE_MAX: '100000' });
  let admin: { headers: Record<string, string> };
  let adminId: number;
  let editor: TestUser;
  beforeAll(async () => {
    admin = { headers: { authorization: `Bearer ${await t().adminToken()}` } };
    adminId = (
      await t().app.inject({ method: 'GET', url: '/api/auth/user', headers: admin.headers })
    ).json<User>().user_id;
    editor = await createTestUser(t().app, 'editor');
  });
  const as = (who: { headers: Record<string, string> }, method: HTTPMethods, url: string, payload?: object) =>
    callAs(t().app, who, method, url, payload, { 'x-forwarded-for': '198.51.100.7' });
  const events = async (query = '') => {
    const res = await as(admin, 'GET', `/audit${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return { list: res.json<AuditEvent[]>(), next: res.headers['x-next-cursor'] };
  };

  it('records a failed and a good sign-in with the address they came from, never the password', async () => {
    const wrong = 'not-the-password-9';
    expect(
      (
        await t().app.inject({
          method: 'GET',
          url: '/api/auth/token',
          headers: { authorization: t().basic(TEST_ADMIN.email, wrong) },
        })
      ).statusCode,
    ).toBe(401);
    await t().adminToken();
    const { list } = await events('?kind=auth.sign_in_failed');
    expect(list[0]).toMatchObject({ kind: 'auth.sign_in_failed', user: null, target: TEST_ADMIN.email });
    expect(list[0]!.ip).toBeTruthy();
    const signIns = (await events(`?kind=auth.sign_in&user_id=${adminId}`)).list;
    expect(signIns[0]).toMatchObject({
      user: { user_id: adminId, name: 'Administrator' },
      details: { method: 'password' },
    });
    const all = JSON.stringify((await events('?limit=200')).list);
    expect(all).not.toContain(wrong);
    expect(all).not.toContain(TEST_ADMIN.password);
  });

  it('records content writes and staff changes with the right person, and a new set of recovery codes without them', async () => {
    const created = await as(editor, 'POST', '/blogs', {
      blog_title: { ar: 'عنوان', en: 'Audited' },
      blog_desc_md: { ar: 'نص', en: 'Text' },
      blog_author: { ar: 'المكتب', en: 'The office' },
      blog_header_image: await pngDataUrl(),
    });
    const blog = created.json<{ data: Blog }>().data;
    await as(editor, 'POST', `/blogs/${blog.blog_id}`, { blog_title: { ar: 'عنوان آخر', en: 'Audited' } });
    const byEditor = (await events(`?user_id=${editor.userId}`)).list;
    expect(byEditor.map((e) => [e.kind, e.target])).toEqual(
      expect.arrayContaining([
        ['content.create', `blogs #${blog.blog_id}`],
        ['content.save', `blogs #${blog.blog_id}`],
      ]),
    );
    expect(byEditor.every((e) => e.user?.user_id === editor.userId)).toBe(true);

    const colleague = await createTestUser(t().app, 'translator');
    expect((await as(admin, 'PATCH', `/staff/${colleague.userId}`, { role: 'desk' })).statusCode).toBe(200);
    const [change] = (await events('?kind=staff.role_changed')).list;
    expect(change).toMatchObject({
      user: { user_id: adminId },
      target: colleague.email,
      details: { role: 'desk' },
    });

    const codes = await as(editor, 'POST', '/auth/recovery-codes');
    const made = codes.json<{ recovery_codes: string[] }>().recovery_codes;
    const [event] = (await events('?kind=factor.recovery_codes')).list;
    expect(event!.user?.user_id).toBe(editor.userId);
    expect(JSON.stringify(event)).not.toContain(made[0]!);
  });

  it('pages newest first by keyset, narrows by days, and is for admins only', async () => {
    const first = await events('?limit=2');
    expect(first.list).toHaveLength(2);
    expect(first.list[0]!.event_id).toBeGreaterThan(first.list[1]!.event_id);
    expect(first.next).toBe(String(first.list[1]!.event_id));
    const second = await events(`?limit=2&before=${first.next}`);
    expect(second.list[0]!.event_id).toBeLessThan(first.list[1]!.event_id);
    const today = new Date().toISOString().slice(0, 10);
    expect((await events(`?from=${today}&to=${today}`)).list.length).toBeGreaterThan(0);
    expect((await events('?from=2001-01-01&to=2001-01-02')).list).toEqual([]);
    const bad = await as(admin, 'GET', '/audit?kind=anything&from=yesterday');
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toMatch(/kind|from/);
    expect((await as(editor, 'GET', '/audit')).statusCode).toBe(403);
  });

  it('forgets events past their keeping, and keeps the rest', async () => {
    const before = (await events('?limit=200')).list.length;
    expect(before).toBeGreaterThan(0);
    expect(await pruneAudit(t().app.database.db, 730)).toBe(0);
    const later = new Date(Date.now() + 731 * 24 * 60 * 60 * 1000);
    expect(await pruneAudit(t().app.database.db, 730, later)).toBe(before);
    expect((await events()).list).toEqual([]);
  });
});
