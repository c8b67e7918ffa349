import type { HTTPMethods } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import type { Blog, OwnPermissions, Service, UiTranslation, User } from '../../../contract';
import { useTestApp } from '../../test/app';
import { describeEachDatabase } from '../../test/databases';
import { pngDataUrl } from '../../test/fixtures';
import { callAs, createTestUser, type TestUser } from '../../test/users';
import { categoryBody, serviceBody } from '../services/services.test-support';

/**
 * Decision 0058 beyond the route table (permissions.test.ts walks that): what a translator
 * may change in a save, who the desk's assignee list offers, role changes, the grants, and
 * the trash narrowed to what a role may restore.
 */
describeEachDatabase('staff roles', (kind) => {
  const t = useTestApp(kind, { API_RATE_MAX: '100000' });
  let admin: { headers: Record<string, string> };
  let editor: TestUser;
  let desk: TestUser;
  let translator: TestUser;
  beforeAll(async () => {
    admin = { headers: { authorization: `Bearer ${await t().adminToken()}` } };
    editor = await createTestUser(t().app, 'editor');
    desk = await createTestUser(t().app, 'desk');
    translator = await createTestUser(t().app, 'translator');
  });
  const as = (who: { headers: Record<string, string> }, method: HTTPMethods, url: string, payload?: object) =>
    callAs(t().app, who, method, url, payload);
  const newBlog = async () =>
    (
      await as(editor, 'POST', '/blogs', {
        blog_title: { ar: 'عنوان أول', en: 'First title' },
        blog_desc_md: { ar: 'نص', en: 'Text' },
        blog_author: { ar: 'المكتب', en: 'The office' },
        blog_header_image: await pngDataUrl(),
      })
    ).json<{ data: Blog }>().data;

  it("lets a translator change a post's texts, and refuses an image, a create or a delete, naming what is not allowed", async () => {
    const blog = await newBlog();
    const edited = await as(translator, 'POST', `/blogs/${blog.blog_id}`, {
      ...blog,
      blog_title: { ar: 'عنوان مترجم', en: 'First title', zh: '第一个标题' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<{ data: Blog }>().data.blog_title).toEqual({
      ar: 'عنوان مترجم',
      en: 'First title',
      zh: '第一个标题',
    });

    const image = await as(translator, 'POST', `/blogs/${blog.blog_id}`, {
      blog_title: { ar: 'عنوان آخر' },
      blog_header_image: await pngDataUrl(),
    });
    expect(image.statusCode).toBe(403);
    expect(image.json()).toMatchObject({
      code: 'FORBIDDEN',
      message: 'Your role may change only the texts, not: blog_header_image',
      issues: [{ path: 'body.blog_header_image' }],
    });
    // Nothing of the refused save was kept, the text beside the image included.
    const after = (await as(admin, 'GET', `/blogs/admin/${blog.blog_id}`)).json<Blog>();
    expect(after.blog_title.ar).toBe('عنوان مترجم');
    expect(after.blog_header_url).toBe(blog.blog_header_url);

    expect((await as(translator, 'DELETE', `/blogs/${blog.blog_id}`)).statusCode).toBe(403);
    expect((await as(translator, 'POST', '/blogs', { blog_title: { en: 'x' } })).statusCode).toBe(403);
  });

  it("refuses a translator's change of a service's category, in the reader's language", async () => {
    const created = await as(editor, 'POST', '/services', serviceBody(await pngDataUrl()));
    expect(created.statusCode, created.body).toBe(201);
    const service = created.json<{ data: Service }>().data;
    const category = (await as(editor, 'POST', '/categories', categoryBody(await pngDataUrl()))).json<{
      data: { cat_id: number };
    }>().data;
    const res = await t().app.inject({
      method: 'POST',
      url: `/api/services/${service.service_id}`,
      headers: { ...translator.headers, 'accept-language': 'ar' },
      payload: {
        ...service,
        service_desc: { ...service.service_desc, ar: 'وصف مترجم' },
        cat_id: category.cat_id,
      },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ message: 'يسمح دورك بتعديل النصوص فقط، وليس: cat_id' });
  });

  it("lets a translator edit a UI string's text but not delete it", async () => {
    const created = await as(editor, 'POST', '/translations/ui', { en: 'Opening hours', ar: 'ساعات' });
    expect(created.statusCode, created.body).toBe(201);
    const entry = created.json<{ data: UiTranslation }>().data;
    const edited = await as(translator, 'PATCH', `/translations/ui/${entry.id}`, {
      ar: 'ساعات العمل',
      zh: '营业时间',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<{ data: UiTranslation }>().data).toMatchObject({ ar: 'ساعات العمل', zh: '营业时间' });
    expect((await as(translator, 'DELETE', `/translations/ui/${entry.id}`)).statusCode).toBe(403);
    expect((await as(translator, 'POST', '/translations/ui', { en: 'Another' })).statusCode).toBe(403);
  });

  it('keeps a desk member out of the content and the staff, and answers what each role may do', async () => {
    expect((await as(desk, 'GET', '/services/admin')).statusCode).toBe(403);
    expect((await as(desk, 'POST', '/services', {})).statusCode).toBe(403);
    expect((await as(desk, 'GET', '/staff')).statusCode).toBe(403);
    expect((await as(desk, 'GET', '/requests')).statusCode).toBe(200);
    const own = (await as(desk, 'GET', '/auth/permissions')).json<OwnPermissions>();
    expect(own).toEqual({ role: 'desk', permissions: ['desk.work'] });
    expect((await as(translator, 'GET', '/auth/permissions')).json<OwnPermissions>().permissions).toEqual([
      'content.translate',
    ]);
  });

  it('offers only the people who may work the desk as assignees, and refuses another', async () => {
    const assignees = (await as(desk, 'GET', '/requests/assignees')).json<{ user_id: number }[]>();
    const ids = assignees.map((a) => a.user_id);
    expect(ids).toContain(desk.userId);
    expect(ids).not.toContain(editor.userId);
    expect(ids).not.toContain(translator.userId);
    const created = await t().app.inject({
      method: 'POST',
      url: '/api/requests',
      payload: {
        request_name: 'Someone',
        request_desc: 'SPSS analysis of a survey',
        request_email: 'someone@example.com',
        request_phone: '+966500000000',
        request_address: 'Riyadh',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ data: { request_id: number } }>().data.request_id;
    const toEditor = await as(desk, 'PUT', `/requests/${id}/assignee`, { assignee_id: editor.userId });
    expect(toEditor.statusCode).toBe(400);
    expect(toEditor.json()).toMatchObject({ issues: [{ path: 'assignee_id' }] });
    expect((await as(desk, 'PUT', `/requests/${id}/assignee`, { assignee_id: desk.userId })).statusCode).toBe(
      200,
    );
  });

  it("changes a colleague's role, which holds from their next call; one's own, or an unknown role, is refused", async () => {
    const colleague = await createTestUser(t().app, 'editor');
    expect((await as(colleague, 'GET', '/services/admin')).statusCode).toBe(200);
    const changed = await as(admin, 'PATCH', `/staff/${colleague.userId}`, { role: 'desk' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<{ data: User }>().data.role).toBe('desk');
    expect((await as(colleague, 'GET', '/services/admin')).statusCode).toBe(403);
    expect((await as(colleague, 'GET', '/requests')).statusCode).toBe(200);

    const adminId = (await as(admin, 'GET', '/auth/user')).json<User>().user_id;
    const own = await as(admin, 'PATCH', `/staff/${adminId}`, { role: 'editor' });
    expect(own.statusCode).toBe(409);
    const bad = await as(admin, 'PATCH', `/staff/${colleague.userId}`, { role: 'owner' });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('role');
    expect((await as(admin, 'GET', '/staff')).json<User[]>().map((u) => u.role)).toContain('desk');
  });

  it('lets an admin grant the export to the desk, and take it back', async () => {
    expect((await as(desk, 'GET', '/requests/export.csv')).statusCode).toBe(403);
    const granted = await as(admin, 'PATCH', '/staff/policy', { grants: { 'desk.export': ['desk'] } });
    expect(granted.statusCode, granted.body).toBe(200);
    expect(granted.json()).toMatchObject({
      require_second_factor: false,
      grants: { 'desk.export': ['desk'] },
    });
    expect((await as(desk, 'GET', '/requests/export.csv')).statusCode).toBe(200);
    expect((await as(desk, 'GET', '/auth/permissions')).json<OwnPermissions>().permissions).toContain(
      'desk.export',
    );
    expect(
      (await as(admin, 'PATCH', '/staff/policy', { grants: { 'desk.export': ['owner'] } })).statusCode,
    ).toBe(400);
    expect((await as(admin, 'PATCH', '/staff/policy', {})).statusCode).toBe(400);
    await as(admin, 'PATCH', '/staff/policy', { grants: {} });
    expect((await as(desk, 'GET', '/requests/export.csv')).statusCode).toBe(403);
  });

  it('shows each role the part of the trash it may restore', async () => {
    const blog = await newBlog();
    expect((await as(editor, 'DELETE', `/blogs/${blog.blog_id}`)).statusCode).toBe(200);
    const entities = async (who: { headers: Record<string, string> }) =>
      new Set((await as(who, 'GET', '/trash')).json<{ entity: string }[]>().map((item) => item.entity));
    expect(await entities(editor)).toContain('blogs');
    expect(await entities(desk)).not.toContain('blogs');
    expect((await as(desk, 'POST', `/trash/blogs/${blog.blog_id}/restore`)).statusCode).toBe(403);
    expect((await as(editor, 'POST', `/trash/blogs/${blog.blog_id}/restore`)).statusCode).toBe(200);
    expect((await as(editor, 'DELETE', '/trash')).statusCode).toBe(403);
  });
});
