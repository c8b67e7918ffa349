import type { HTTPMethods } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import type { Blog, Revision, SeoEntry, UiTranslation } from '../../../contract';
import { useTestApp } from '../../test/app';
import { describeEachDatabase } from '../../test/databases';
import { pngDataUrl } from '../../test/fixtures';
import { callAs, createTestUser, type TestUser } from '../../test/users';
import { seedSiteData } from '../../seed/site-data';

/**
 * Decision 0059: every save keeps a revision (the tables' triggers), with who and the whole
 * record; a version restores as a new save; deleting and restoring from the trash are
 * revisions too. On both databases.
 */
describeEachDatabase('revisions', (kind) => {
  const t = useTestApp(kind, { API_RATE_MAX: '100000' });
  let admin: { headers: Record<string, string> };
  let translator: TestUser;
  let desk: TestUser;
  beforeAll(async () => {
    await seedSiteData(t().app.database.db);
    admin = { headers: { authorization: `Bearer ${await t().adminToken()}` } };
    translator = await createTestUser(t().app, 'translator');
    desk = await createTestUser(t().app, 'desk');
  });
  const as = (who: { headers: Record<string, string> }, method: HTTPMethods, url: string, payload?: object) =>
    callAs(t().app, who, method, url, payload);
  const history = async (entity: string, key: string | number) => {
    const res = await as(admin, 'GET', `/revisions/${entity}/${encodeURIComponent(String(key))}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Revision[]>();
  };
  const body = (revision: Revision) => (revision.record.blog_desc_md as { ar: string }).ar;

  it('keeps each save of a post with who made it, and restores the first Arabic body exactly', async () => {
    const created = await as(admin, 'POST', '/blogs', {
      blog_title: { ar: 'عنوان', en: 'Title' },
      blog_desc_md: { ar: 'النص الأول: تحليل البيانات.', en: 'First text' },
      blog_author: { ar: 'المكتب', en: 'The office' },
      blog_header_image: await pngDataUrl(),
    });
    expect(created.statusCode, created.body).toBe(201);
    const blog = created.json<{ data: Blog }>().data;
    for (const ar of ['النص الثاني: تحليل البيانات بالتفصيل.', 'النص الثالث.'])
      expect(
        (await as(admin, 'POST', `/blogs/${blog.blog_id}`, { blog_desc_md: { ...blog.blog_desc_md, ar } }))
          .statusCode,
      ).toBe(200);
    // A save that changes nothing is no new version.
    expect(
      (await as(admin, 'POST', `/blogs/${blog.blog_id}`, { blog_author: blog.blog_author })).statusCode,
    ).toBe(200);

    const versions = await history('blogs', blog.blog_id);
    expect(versions.map((v) => v.action)).toEqual(['save', 'save', 'create']);
    expect(versions.map(body)).toEqual([
      'النص الثالث.',
      'النص الثاني: تحليل البيانات بالتفصيل.',
      'النص الأول: تحليل البيانات.',
    ]);
    expect(versions[0]!.saved_by?.name).toBe('Administrator');
    expect(versions[0]!.saved_at).toMatch(/^\d{4}-\d\d-\d\dT.*Z$/);
    expect(versions[0]!.record).not.toHaveProperty('updated_by');

    const restored = await as(admin, 'POST', `/revisions/restore/${versions[2]!.revision_id}`);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toMatchObject({
      message: 'Version restored: it is now the latest save',
      data: { entity: 'blogs', key: String(blog.blog_id) },
    });
    const now = (await as(admin, 'GET', `/blogs/admin/${blog.blog_id}`)).json<Blog>();
    expect(now.blog_desc_md.ar).toBe('النص الأول: تحليل البيانات.');
    expect(now.blog_title).toEqual(blog.blog_title);
    const after = await history('blogs', blog.blog_id);
    expect(after).toHaveLength(4);
    expect(after[0]).toMatchObject({ action: 'save', saved_by: { name: 'Administrator' } });
    expect(body(after[0]!)).toBe('النص الأول: تحليل البيانات.');

    // Deleting and restoring from the trash are versions; a version of an item in the trash waits for it.
    expect((await as(admin, 'DELETE', `/blogs/${blog.blog_id}`)).statusCode).toBe(200);
    const waiting = await as(admin, 'POST', `/revisions/restore/${versions[1]!.revision_id}`);
    expect(waiting.statusCode).toBe(409);
    expect(waiting.json()).toMatchObject({
      message: 'This item is in the trash: restore it from there first',
    });
    expect((await as(admin, 'POST', `/trash/blogs/${blog.blog_id}/restore`)).statusCode).toBe(200);
    const trail = await history('blogs', blog.blog_id);
    expect(trail.slice(0, 2).map((v) => [v.action, v.saved_by?.name])).toEqual([
      ['restore', 'Administrator'],
      ['delete', 'Administrator'],
    ]);
  });

  it('keeps versions of an SEO entry, a UI string and the settings', async () => {
    const [entry] = (await as(admin, 'GET', '/seoMetaData')).json<SeoEntry[]>();
    const path = entry!.path;
    expect(
      (await as(admin, 'PATCH', `/seoMetaData/${encodeURIComponent(path)}`, { title: 'A new title' }))
        .statusCode,
    ).toBe(200);
    const seo = await history('seo', path);
    expect(seo[0]).toMatchObject({ action: 'save', record: { path, title: 'A new title' } });

    const created = await as(admin, 'POST', '/translations/ui', { en: 'Versioned phrase', ar: 'أ' });
    const id = created.json<{ data: UiTranslation }>().data.id;
    await as(admin, 'PATCH', `/translations/ui/${id}`, { ar: 'ب' });
    expect((await history('translations', id)).map((v) => [v.action, v.record.ar])).toEqual([
      ['save', 'ب'],
      ['create', 'أ'],
    ]);

    expect((await as(admin, 'PATCH', '/settings', { office_phone: '+966 11 000 0000' })).statusCode).toBe(
      200,
    );
    const settings = await history('settings', 1);
    expect(settings[0]).toMatchObject({
      action: 'save',
      saved_by: { name: 'Administrator' },
      record: { settings: { office_phone: '+966 11 000 0000' } },
    });
  });

  it('shows a history to those who may read the record, and a restore only to those who may write it', async () => {
    const created = await as(admin, 'POST', '/translations/ui', { en: 'Guarded phrase', ar: 'أ' });
    const id = created.json<{ data: UiTranslation }>().data.id;
    const [first] = await history('translations', id);
    expect((await as(translator, 'GET', `/revisions/translations/${id}`)).statusCode).toBe(200);
    expect((await as(translator, 'GET', '/revisions/settings/1')).statusCode).toBe(403);
    expect((await as(translator, 'POST', `/revisions/restore/${first!.revision_id}`)).statusCode).toBe(403);
    expect((await as(desk, 'GET', `/revisions/translations/${id}`)).statusCode).toBe(403);
    const unknown = await as(admin, 'GET', `/revisions/staff/${id}`);
    expect(unknown.statusCode).toBe(400);
    expect(JSON.stringify(unknown.json())).toContain('entity');
    expect((await as(admin, 'POST', '/revisions/restore/999999')).statusCode).toBe(404);
    expect((await as(admin, 'POST', '/revisions/restore/x')).statusCode).toBe(400);
  });
});
