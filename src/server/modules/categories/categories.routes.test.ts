import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import type { Category, Service, WriteResponse } from '../../../contract';
import { categories } from '../../db/schema';
import { useTestApp } from '../../test/app';
import { describeEachDatabase } from '../../test/databases';
import { htmlAsPngDataUrl, pngDataUrl } from '../../test/fixtures';
import { createTestUser } from '../../test/users';
import { categoryBody, client, expectNoWrite, serviceBody, text } from '../services/services.test-support';

describeEachDatabase('categories API', (kind) => {
  const t = useTestApp(kind);
  const api = client(() => t().app);
  let admin = '';
  let image = '';

  const create = async (extra: Record<string, unknown> = {}): Promise<Category> => {
    const res = await api.post('/api/categories', categoryBody(image, extra), admin);
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as WriteResponse<Category>).data;
  };
  const list = async (): Promise<Category[]> => {
    const res = await api.get('/api/categories');
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Category[];
  };
  const createService = async (catId: number | null): Promise<Service> => {
    const res = await api.post('/api/services', serviceBody(image, { cat_id: catId }), admin);
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as WriteResponse<Service>).data;
  };
  const expectRefused = (call: () => ReturnType<typeof api.post>, status: number, paths?: string[]) =>
    expectNoWrite(t().app, call, status, paths);

  beforeAll(async () => {
    admin = await t().adminToken();
    image = await pngDataUrl();
  });

  it('creates a category and answers 201 with the message and the stored category', async () => {
    const res = await api.post('/api/categories', categoryBody(image), admin, { 'accept-language': 'en' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({
      message: 'Category created successfully',
      data: {
        cat_id: expect.any(Number),
        cat_name: text('Theses'),
        cat_header_url: expect.stringMatching(/^\/media\//),
        is_deleted: false,
        creation_timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      },
    });
  });

  it('lists the non-deleted categories in the order they were added', async () => {
    const a = await create({ cat_name: text('Translation') });
    const b = await create({ cat_name: text('SPSS statistical analysis') });
    const all = await list();
    const ids = all.map((c) => c.cat_id);
    expect(ids).toEqual([...ids].sort((x, y) => x - y));
    expect(all).toEqual(expect.arrayContaining([a, b]));
  });

  it('updates only the fields sent; a null or absent header image keeps the URL', async () => {
    const category = await create();
    const renamed = await api.post(
      `/api/categories/${category.cat_id}`,
      { cat_name: text('University research'), cat_header_image: null },
      admin,
      {
        'accept-language': 'en',
      },
    );
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toEqual({
      message: 'Category updated successfully',
      data: { ...category, cat_name: text('University research') },
    });
    const untouched = await api.post(`/api/categories/${category.cat_id}`, {}, admin);
    expect((untouched.json() as WriteResponse<Category>).data).toEqual({
      ...category,
      cat_name: text('University research'),
    });
    const newHeader = await api.post(
      `/api/categories/${category.cat_id}`,
      { cat_header_image: await pngDataUrl(30, 30, '#00AA00') },
      admin,
    );
    const updated = (newHeader.json() as WriteResponse<Category>).data;
    expect(updated.cat_header_url).toMatch(/^\/media\//);
    expect(updated.cat_header_url).not.toBe(category.cat_header_url);
    expect((await list()).find((c) => c.cat_id === category.cat_id)).toEqual(updated);
  });

  it('soft-deletes and leaves its services in place, uncategorised, in the same write', async () => {
    const doomed = await create({ cat_name: text('Presentations') });
    const kept = await create({ cat_name: text('Translation') });
    const orphanA = await createService(doomed.cat_id);
    const orphanB = await createService(doomed.cat_id);
    const other = await createService(kept.cat_id);
    const servicesEtag = (await api.get('/api/services')).headers.etag as string;

    const res = await api.del(`/api/categories/${doomed.cat_id}`, admin, { 'accept-language': 'en' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      message: 'Category deleted successfully',
      data: { ...doomed, is_deleted: true },
    });
    expect((await list()).map((c) => c.cat_id)).not.toContain(doomed.cat_id);
    const [row] = await t()
      .app.database.db.select()
      .from(categories)
      .where(eq(categories.cat_id, doomed.cat_id));
    expect(row).toMatchObject({ cat_id: doomed.cat_id, is_deleted: true });

    // The services list was cached before the delete: it must show the change at once.
    const after = await api.get('/api/services', { 'if-none-match': servicesEtag });
    expect(after.statusCode).toBe(200);
    const byId = new Map((after.json() as Service[]).map((s) => [s.service_id, s]));
    expect(byId.get(orphanA.service_id)).toEqual({ ...orphanA, cat_id: null });
    expect(byId.get(orphanB.service_id)).toEqual({ ...orphanB, cat_id: null });
    expect(byId.get(other.service_id)).toEqual(other);
  });

  it('answers 404 to an update or delete of an unknown or deleted category', async () => {
    const category = await create();
    expect((await api.del(`/api/categories/${category.cat_id}`, admin)).statusCode).toBe(200);
    for (const id of [category.cat_id, 999999]) {
      const update = await api.post(`/api/categories/${id}`, { cat_name: text('Too late') }, admin, {
        'accept-language': 'en',
      });
      expect(update.statusCode).toBe(404);
      expect(update.json()).toEqual({ message: 'Category not found', code: 'NOT_FOUND' });
      expect((await api.del(`/api/categories/${id}`, admin)).statusCode).toBe(404);
    }
  });

  it('validates with the contract: a valid name and a header image, nothing written otherwise', async () => {
    const category = await create();
    const post = (body: unknown) => () => api.post('/api/categories', body, admin);
    await expectRefused(post({}), 400, ['body.cat_name', 'body.cat_header_image']);
    await expectRefused(post(categoryBody(image, { cat_name: { en: 'abc' } })), 400, ['body.cat_name']);
    await expectRefused(post(categoryBody(image, { cat_name: { fr: 'bonjour' } })), 400, ['body.cat_name']);
    await expectRefused(post(categoryBody(image, { cat_header_image: 'https://example.com/a.png' })), 400, [
      'body.cat_header_image',
    ]);
    await expectRefused(post(categoryBody(htmlAsPngDataUrl())), 415);
    const update =
      (body: unknown, id: number | string = category.cat_id) =>
      () =>
        api.post(`/api/categories/${id}`, body, admin);
    await expectRefused(update({ cat_name: { en: 'abc' } }), 400, ['body.cat_name']);
    await expectRefused(update({ cat_header_image: 'nope' }), 400, ['body.cat_header_image']);
    await expectRefused(update({ cat_name: text('Valid name') }, 'abc'), 400, ['params.id']);
    await expectRefused(() => api.del('/api/categories/-1', admin), 400, ['params.id']);
    expect((await list()).find((c) => c.cat_id === category.cat_id)).toEqual(category);

    const accepted = await api.post(
      '/api/categories',
      categoryBody(image, { cat_name: { en: 'abcd' } }),
      admin,
    );
    expect(accepted.statusCode, accepted.body).toBe(201);
  });

  it('answers the list with an ETag, 304 while unchanged, and the change right after a write', async () => {
    const first = await api.get('/api/categories');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    expect((await api.get('/api/categories', { 'if-none-match': etag })).statusCode).toBe(304);
    const category = await create({ cat_name: text('Fresh category') });
    const after = await api.get('/api/categories', { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect((after.json() as Category[]).at(-1)).toEqual(category);
    expect(after.headers.etag).not.toBe(etag);
  });

  it('answers in the language of Accept-Language', async () => {
    const category = await create();
    const zh = await api.post(`/api/categories/${category.cat_id}`, { cat_name: text('Renamed') }, admin, {
      'accept-language': 'zh-CN,zh;q=0.9',
    });
    expect((zh.json() as WriteResponse<Category>).message).toBe('类别已成功更新');
    const ar = await api.del(`/api/categories/${category.cat_id}`, admin, { 'accept-language': 'ar-SA' });
    expect((ar.json() as WriteResponse<Category>).message).toBe('تم حذف الفئة بنجاح');
    const missing = await api.del(`/api/categories/${category.cat_id}`, admin);
    expect(missing.json()).toMatchObject({ message: 'الفئة غير موجودة' });
  });

  it('refuses every write without a token (401) and with a non-admin token (403), before reading the body', async () => {
    const category = await create();
    const staff = (await createTestUser(t().app, 'staff')).token;
    const calls = [
      (token?: string) => api.post('/api/categories', categoryBody(image), token),
      (token?: string) => api.post('/api/categories', { not: 'valid' }, token),
      (token?: string) =>
        api.post(`/api/categories/${category.cat_id}`, { cat_name: text('Hijacked') }, token),
      (token?: string) => api.del(`/api/categories/${category.cat_id}`, token),
      (token?: string) => api.del('/api/categories/abc', token),
    ];
    for (const call of calls) {
      expect((await call()).statusCode).toBe(401);
      expect((await call('not-a-token')).statusCode).toBe(401);
      expect((await call(staff)).statusCode).toBe(403);
    }
    expect((await list()).find((c) => c.cat_id === category.cat_id)).toEqual(category);
  });
});
