import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import type { Service, WriteResponse } from '../../../contract';
import { services } from '../../db/schema';
import { useTestApp } from '../../test/app';
import { describeEachDatabase } from '../../test/databases';
import { pngDataUrl } from '../../test/fixtures';
import { createTestUser } from '../../test/users';
import { categoryBody, client, serviceBody, text } from './services.test-support';

describeEachDatabase('services API', (kind) => {
  const t = useTestApp(kind);
  const api = client(() => t().app);
  let admin = '';
  let image = '';
  let catId = 0;

  const create = async (extra: Record<string, unknown> = {}): Promise<Service> => {
    const res = await api.post('/api/services', serviceBody(image, { cat_id: catId, ...extra }), admin);
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as WriteResponse<Service>).data;
  };
  const list = async (query = ''): Promise<Service[]> => {
    const res = await api.get(`/api/services${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Service[];
  };

  beforeAll(async () => {
    admin = await t().adminToken();
    image = await pngDataUrl();
    const res = await api.post('/api/categories', categoryBody(image), admin);
    catId = (res.json() as { data: { cat_id: number } }).data.cat_id;
  });

  it('creates a service and answers 201 with the message and the stored service', async () => {
    const body = serviceBody(image, { cat_id: catId });
    const res = await api.post('/api/services', body, admin, { 'accept-language': 'en' });
    expect(res.statusCode, res.body).toBe(201);
    const { message, data } = res.json() as WriteResponse<Service>;
    expect(message).toBe('Service created successfully');
    expect(data).toEqual({
      service_id: expect.any(Number),
      service_name: body.service_name,
      service_long_name: body.service_long_name,
      service_desc: body.service_desc,
      service_features: body.service_features,
      service_header_url: expect.stringMatching(/^\/media\//),
      cat_id: catId,
      is_deleted: false,
      creation_timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
  });

  it('creates an uncategorised service when cat_id is left out or null', async () => {
    expect((await create({ cat_id: undefined })).cat_id).toBeNull();
    expect((await create({ cat_id: null })).cat_id).toBeNull();
  });

  it('lists the non-deleted services in the order they were added', async () => {
    const a = await create();
    const b = await create();
    const ids = (await list()).map((s) => s.service_id);
    expect(ids).toEqual([...ids].sort((x, y) => x - y));
    expect(ids).toEqual(expect.arrayContaining([a.service_id, b.service_id]));
  });

  it('answers an array of one for ?service_id= and an empty array for an unknown id', async () => {
    const service = await create();
    expect(await list(`?service_id=${service.service_id}`)).toEqual([service]);
    expect(await list('?service_id=999999')).toEqual([]);
  });

  it('answers 400 naming service_id when it is not a positive integer', async () => {
    for (const bad of ['abc', '1e3', '0', '-1', '2.5', '99999999999', '']) {
      const res = await api.get(`/api/services?service_id=${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION', issues: [{ path: 'querystring.service_id' }] });
    }
  });

  it('updates only the fields sent, keeping the rest', async () => {
    const service = await create();
    const res = await api.post(
      `/api/services/${service.service_id}`,
      { service_name: text('Renamed service') },
      admin,
      { 'accept-language': 'en' },
    );
    expect(res.statusCode, res.body).toBe(200);
    const { message, data } = res.json() as WriteResponse<Service>;
    expect(message).toBe('Service updated successfully');
    expect(data).toEqual({ ...service, service_name: text('Renamed service') });
    expect(await list(`?service_id=${service.service_id}`)).toEqual([data]);
  });

  it('keeps the header URL when service_header_image is null or left out', async () => {
    const service = await create();
    for (const body of [{ service_header_image: null }, { service_desc: text('Another description') }]) {
      const res = await api.post(`/api/services/${service.service_id}`, body, admin);
      expect(res.statusCode, res.body).toBe(200);
      expect((res.json() as WriteResponse<Service>).data.service_header_url).toBe(service.service_header_url);
    }
  });

  it('replaces the header when a new image is sent', async () => {
    const service = await create();
    const res = await api.post(
      `/api/services/${service.service_id}`,
      { service_header_image: await pngDataUrl(80, 40, '#FF6010') },
      admin,
    );
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json() as WriteResponse<Service>;
    expect(data.service_header_url).toMatch(/^\/media\//);
    expect(data.service_header_url).not.toBe(service.service_header_url);
  });

  it('moves a service to another category, or out of any with cat_id null', async () => {
    const service = await create();
    const other = await api.post(
      '/api/categories',
      categoryBody(image, { cat_name: text('Translation') }),
      admin,
    );
    const otherId = (other.json() as { data: { cat_id: number } }).data.cat_id;
    const moved = await api.post(`/api/services/${service.service_id}`, { cat_id: otherId }, admin);
    expect((moved.json() as WriteResponse<Service>).data.cat_id).toBe(otherId);
    const out = await api.post(`/api/services/${service.service_id}`, { cat_id: null }, admin);
    expect((out.json() as WriteResponse<Service>).data).toEqual({ ...service, cat_id: null });
  });

  it('pages service cards by ?cat_id=, and a move to the category shows on its cached page at once (decision 0028)', async () => {
    const other = await api.post(
      '/api/categories',
      categoryBody(image, { cat_name: text('Editing') }),
      admin,
    );
    const otherId = (other.json() as { data: { cat_id: number } }).data.cat_id;
    const inOther = await create({ cat_id: otherId });
    const elsewhere = await create();
    type Page = { items: { service_id: number }[]; total: number };
    const page = async () =>
      (await api.get(`/api/services/cards?cat_id=${String(otherId)}&limit=9`)).json() as Page;
    const before = await page();
    expect(before).toMatchObject({ total: 1, items: [{ service_id: inOther.service_id }] });
    for (const bad of ['x', '0', '-1', '1.5']) {
      const res = await api.get(`/api/services/cards?cat_id=${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect((res.json() as { issues: { path: string }[] }).issues.map((i) => i.path)).toEqual([
        'querystring.cat_id',
      ]);
    }
    expect(Object.keys(before.items[0]!).sort()).toEqual([
      'cat_id',
      'service_desc',
      'service_header_url',
      'service_id',
      'service_name',
    ]);
    await api.post(`/api/services/${String(elsewhere.service_id)}`, { cat_id: otherId }, admin);
    expect((await page()).items.map((c) => c.service_id)).toEqual([inOther.service_id, elsewhere.service_id]);
  });

  it("answers the top bar's menu with at most 12 services a category, naming the categories that have more (decision 0028)", async () => {
    const long = await api.post(
      '/api/categories',
      categoryBody(image, { cat_name: text('Long category') }),
      admin,
    );
    const longId = (long.json() as { data: { cat_id: number } }).data.cat_id;
    const made: number[] = [];
    for (let i = 0; i < 13; i++)
      made.push((await create({ cat_id: longId, service_name: text(`Menu service ${i}`) })).service_id);
    const menu = (await api.get('/api/services/menu')).json() as {
      items: { service_id: number; cat_id: number | null; service_long_name?: unknown }[];
      more: (number | null)[];
    };
    expect(menu.items.filter((s) => s.cat_id === longId).map((s) => s.service_id)).toEqual(made.slice(0, 12));
    expect(menu.more).toContain(longId);
    expect(menu.more).not.toContain(catId);
    expect(Object.keys(menu.items[0]!).sort()).toEqual(['cat_id', 'service_id', 'service_name']);
    await api.del(`/api/services/${String(made[0])}`, admin);
    const after = (await api.get('/api/services/menu')).json() as typeof menu;
    expect(after.items.filter((s) => s.cat_id === longId).map((s) => s.service_id)).toEqual(
      made.slice(1, 13),
    );
    expect(after.more).not.toContain(longId);
  });

  it('answers 200 with the service unchanged for an empty update', async () => {
    const service = await create();
    const res = await api.post(`/api/services/${service.service_id}`, {}, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as WriteResponse<Service>).data).toEqual(service);
  });

  it('soft-deletes: the list leaves the service out, the row stays with is_deleted true', async () => {
    const service = await create();
    const res = await api.del(`/api/services/${service.service_id}`, admin, { 'accept-language': 'en' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      message: 'Service deleted successfully',
      data: { ...service, is_deleted: true },
    });
    expect((await list()).map((s) => s.service_id)).not.toContain(service.service_id);
    expect(await list(`?service_id=${service.service_id}`)).toEqual([]);
    const [row] = await t()
      .app.database.db.select()
      .from(services)
      .where(eq(services.service_id, service.service_id));
    expect(row).toMatchObject({
      service_id: service.service_id,
      is_deleted: true,
      service_name: service.service_name,
    });
  });

  it('answers 404 to an update or delete of an unknown or deleted service', async () => {
    const service = await create();
    expect((await api.del(`/api/services/${service.service_id}`, admin)).statusCode).toBe(200);
    for (const id of [service.service_id, 999999]) {
      const update = await api.post(`/api/services/${id}`, { service_name: text('Too late') }, admin, {
        'accept-language': 'en',
      });
      expect(update.statusCode).toBe(404);
      expect(update.json()).toEqual({ message: 'Service not found', code: 'NOT_FOUND' });
      expect((await api.del(`/api/services/${id}`, admin)).statusCode).toBe(404);
    }
  });

  it('answers the list with an ETag and 304 when it has not changed', async () => {
    await create();
    const first = await api.get('/api/services');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const again = await api.get('/api/services', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const one = await api.get('/api/services?service_id=1');
    expect(one.headers.etag).toMatch(/^".+"$/);
    expect(one.headers.etag).not.toBe(etag);
  });

  it('serves each write in the very next read (the cache is invalidated)', async () => {
    const before = await api.get('/api/services');
    const service = await create();
    const afterCreate = await api.get('/api/services', { 'if-none-match': before.headers.etag as string });
    expect(afterCreate.statusCode).toBe(200);
    expect((afterCreate.json() as Service[]).at(-1)).toEqual(service);

    await api.get(`/api/services?service_id=${service.service_id}`);
    await api.post(`/api/services/${service.service_id}`, { service_name: text('Fresh name') }, admin);
    expect((await list(`?service_id=${service.service_id}`))[0]?.service_name).toEqual(text('Fresh name'));
    await api.del(`/api/services/${service.service_id}`, admin);
    expect(await list(`?service_id=${service.service_id}`)).toEqual([]);
  });

  it('answers in the language of Accept-Language (ar by default)', async () => {
    const expected = {
      en: 'Service created successfully',
      ar: 'تمت إضافة الخدمة بنجاح',
      zh: '服务已成功创建',
    };
    for (const [header, message] of [
      ['en-GB,en;q=0.9', expected.en],
      ['zh-CN', expected.zh],
      ['ar', expected.ar],
      ['fr-FR', expected.ar],
    ] as const) {
      const res = await api.post('/api/services', serviceBody(image), admin, { 'accept-language': header });
      expect((res.json() as WriteResponse<Service>).message, header).toBe(message);
    }
    const res = await api.post('/api/services', serviceBody(image), admin);
    expect((res.json() as WriteResponse<Service>).message).toBe(expected.ar);
    const missing = await api.del('/api/services/999999', admin, { 'accept-language': 'zh' });
    expect(missing.json()).toMatchObject({ message: '未找到该服务' });
  });

  it('refuses every write without a token (401) and with a non-admin token (403), before reading the body', async () => {
    const service = await create();
    const staff = (await createTestUser(t().app, 'staff')).token;
    const calls = [
      (token?: string) => api.post('/api/services', serviceBody(image), token),
      (token?: string) => api.post('/api/services', { not: 'valid' }, token),
      (token?: string) =>
        api.post(`/api/services/${service.service_id}`, { service_name: text('Hijacked') }, token),
      (token?: string) => api.post('/api/services/abc', {}, token),
      (token?: string) => api.del(`/api/services/${service.service_id}`, token),
    ];
    for (const call of calls) {
      expect((await call()).statusCode).toBe(401);
      expect((await call('not-a-token')).statusCode).toBe(401);
      const forbidden = await call(staff);
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json()).toMatchObject({ code: 'FORBIDDEN' });
    }
    expect(await list(`?service_id=${service.service_id}`)).toEqual([service]);
  });
});
