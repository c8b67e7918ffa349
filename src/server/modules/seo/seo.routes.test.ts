import { beforeAll, expect, it } from 'vitest';
import { ADMIN_PATHS, PATHS, PUBLIC_STATIC_PATHS, type SeoEntry } from '../../../contract';
import { seedSiteDataAndUsers, useTestApp } from '../../test/app';
import { describeEachDatabase } from '../../test/databases';
import type { TestUser } from '../../test/users';

describeEachDatabase('SEO metadata API', (kind) => {
  const t = useTestApp(kind);
  let admin: Record<string, string>;
  let staff: TestUser;
  beforeAll(async () => {
    ({ admin, staff } = await seedSiteDataAndUsers(t()));
  });

  const list = async () => {
    const res = await t().app.inject({ method: 'GET', url: '/api/seoMetaData' });
    expect(res.statusCode).toBe(200);
    return res.json<SeoEntry[]>();
  };
  const entry = async (path: string) => (await list()).find((e) => e.path === path);
  const patch = (param: string, body: unknown, headers: Record<string, string> = admin) =>
    t().app.inject({ method: 'PATCH', url: `/api/seoMetaData/${param}`, headers, payload: body as object });

  it('lists an entry for every public route and every admin path after seeding', async () => {
    const paths = (await list()).map((e) => e.path);
    for (const path of [...PUBLIC_STATIC_PATHS, PATHS.login, PATHS.system, ...Object.values(ADMIN_PATHS)])
      expect(paths).toContain(path);
    expect(await entry(PATHS.blogs)).toMatchObject({ og_type: 'blog' });
    expect(Object.keys((await entry(PATHS.home)) ?? {}).sort()).toEqual([
      'description',
      'keywords',
      'og_image',
      'og_type',
      'path',
      'title',
    ]);
  });

  it('answers with an ETag and 304 when it has not changed', async () => {
    const first = await t().app.inject({ method: 'GET', url: '/api/seoMetaData' });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const again = await t().app.inject({
      method: 'GET',
      url: '/api/seoMetaData',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
  });

  it('updates /about-us through $about-us, and the next read shows it', async () => {
    const before = await list();
    const res = await patch(
      '$about-us',
      { title: 'About the office', keywords: 'about, office' },
      { ...admin, 'accept-language': 'en' },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'SEO metadata updated successfully',
      data: {
        ...before.find((e) => e.path === '/about-us'),
        title: 'About the office',
        keywords: 'about, office',
      },
    });
    expect(await entry('/about-us')).toMatchObject({ title: 'About the office', keywords: 'about, office' });
    // Fields left out stay as they were.
    expect((await entry('/about-us'))?.description).toBe(
      before.find((e) => e.path === '/about-us')?.description,
    );
  });

  it('reads $ as / everywhere in the path', async () => {
    expect((await patch('$', { description: 'Home page' })).json()).toMatchObject({
      data: { path: '/', description: 'Home page' },
    });
    expect((await patch('$system$services', { og_type: 'article' })).json()).toMatchObject({
      data: { path: '/system/services', og_type: 'article' },
    });
    expect((await patch('%24contact-us', { title: 'Write to us' })).json()).toMatchObject({
      data: { path: '/contact-us', title: 'Write to us' },
    });
    expect(await entry('/system/services')).toMatchObject({ og_type: 'article' });
  });

  it('answers in the request language', async () => {
    expect(
      (await patch('$why-us', { title: 'x' }, { ...admin, 'accept-language': 'ar' })).json(),
    ).toMatchObject({ message: 'تم تحديث بيانات تحسين محركات البحث بنجاح' });
    expect(
      (await patch('$why-us', { title: 'y' }, { ...admin, 'accept-language': 'zh-CN,zh;q=0.9' })).json(),
    ).toMatchObject({ message: 'SEO 元数据已成功更新' });
  });

  it.each(['$nope', 'about-us', '$about-us$', '$ABOUT-US'])(
    'answers 404 for %s and writes nothing',
    async (param) => {
      const before = await list();
      const res = await patch(param, { title: 'Should not stick' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
      expect(await list()).toEqual(before);
    },
  );

  it('refuses an invalid body with 400 naming the field', async () => {
    const res = await patch('$about-us', { og_type: 'video', title: 42 });
    expect(res.statusCode).toBe(400);
    const paths = res.json<{ issues: { path: string }[] }>().issues.map((i) => i.path);
    expect(paths).toEqual(expect.arrayContaining(['body.og_type', 'body.title']));
  });

  it('answers 401 without a token and 403 for a non-admin, and writes nothing', async () => {
    const before = await list();
    expect((await patch('$about-us', { title: 'anon' }, {})).statusCode).toBe(401);
    expect((await patch('$about-us', { title: 'staff' }, staff.headers)).statusCode).toBe(403);
    expect(
      (await patch('$about-us', { title: 'bad' }, { authorization: 'Bearer not-a-token' })).statusCode,
    ).toBe(401);
    expect(await list()).toEqual(before);
  });
});
