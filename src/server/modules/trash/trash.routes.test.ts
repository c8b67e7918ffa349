import { beforeAll, expect, it, vi } from 'vitest';
import type { Category, Service, TrashItem } from '../../../contract';
import { contactMessages } from '../../db/schema';
import { useTestApp } from '../../test/app';
import { describeEachDatabase } from '../../test/databases';
import { pngDataUrl } from '../../test/fixtures';
import { createTestUser, expectAdminOnly, type TestUser } from '../../test/users';
import { categoryBody, serviceBody } from '../services/services.test-support';

describeEachDatabase('trash API', (kind) => {
  const t = useTestApp(kind);
  let admin: TestUser;
  let staff: TestUser;
  beforeAll(async () => {
    admin = await createTestUser(t().app, 'admin', 'trash-admin@test.local');
    staff = await createTestUser(t().app, 'staff');
  });
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    t().app.inject({
      method,
      url: `/api${url}`,
      headers: { ...admin.headers, 'accept-language': 'en' },
      ...(payload ? { payload } : {}),
    });
  const trash = async () => (await call('GET', '/trash')).json<TrashItem[]>();

  it('is for admins only', async () => {
    await expectAdminOnly(t().app, 'GET', '/api/trash', staff);
    await expectAdminOnly(t().app, 'POST', '/api/trash/services/1/restore', staff);
  });

  it('holds a deleted service with when and by whom, and restoring brings it back in the public list', async () => {
    const image = await pngDataUrl();
    const service = (await call('POST', '/services', serviceBody(image))).json<{ data: Service }>().data;
    expect(await trash()).toEqual([]);
    const before = Date.now();
    expect((await call('DELETE', `/services/${service.service_id}`)).statusCode).toBe(200);

    const [item] = await trash();
    expect(item).toMatchObject({
      entity: 'services',
      id: service.service_id,
      title: service.service_name,
      image_url: service.service_header_url,
      deleted_by: { user_id: admin.userId, email: 'trash-admin@test.local' },
    });
    expect(Date.parse(item!.deleted_at!)).toBeGreaterThanOrEqual(before - 2000);
    // The public read never shows the trail.
    const listed = async () =>
      (await t().app.inject({ method: 'GET', url: '/api/services' })).json<Service[]>();
    expect((await listed()).some((s) => s.service_id === service.service_id)).toBe(false);

    const restored = await call('POST', `/trash/services/${service.service_id}/restore`);
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({
      message: 'Restored successfully',
      data: { entity: 'services', id: service.service_id },
    });
    const back = (await listed()).find((s) => s.service_id === service.service_id);
    expect(back).toEqual({ ...service, is_deleted: false });
    expect(back).not.toHaveProperty('deleted_at');
    expect(await trash()).toEqual([]);
  });

  it('answers 404 to restoring a live item or an unknown one, and 400 to an unknown entity', async () => {
    const category = (await call('POST', '/categories', categoryBody(await pngDataUrl()))).json<{
      data: Category;
    }>().data;
    expect((await call('POST', `/trash/categories/${category.cat_id}/restore`)).statusCode).toBe(404);
    expect((await call('POST', '/trash/categories/999999/restore')).statusCode).toBe(404);
    const bad = await call('POST', '/trash/users/1/restore');
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('entity');
  });

  it('holds deleted contact messages too, named by sender and subject, latest deletion first', async () => {
    const db = t().app.database.db;
    const [first] = await db
      .insert(contactMessages)
      .values({ name: 'Mona', email: 'm@example.com', number: '1', subject: 'Prices', message: 'How much?' })
      .returning();
    const category = (await call('POST', '/categories', categoryBody(await pngDataUrl()))).json<{
      data: Category;
    }>().data;
    expect((await call('DELETE', `/contact/${first!.message_id}`)).statusCode).toBe(200);
    // The second deletion in a later millisecond than the first (the trash orders by that time).
    const deletedAt = Date.parse((await trash()).find((i) => i.entity === 'messages')!.deleted_at!);
    await vi.waitFor(() => expect(Date.now()).toBeGreaterThan(deletedAt), { interval: 1 });
    expect((await call('DELETE', `/categories/${category.cat_id}`)).statusCode).toBe(200);
    const items = await trash();
    expect(items.map((i) => [i.entity, i.id])).toEqual([
      ['categories', category.cat_id],
      ['messages', first!.message_id],
    ]);
    expect(items[1]!.title).toBe('Mona · Prices');
    expect((await call('POST', `/trash/messages/${first!.message_id}/restore`)).statusCode).toBe(200);
    expect((await trash()).map((i) => i.entity)).toEqual(['categories']);
  });

  it('empties for good, all kinds at once, and leaves live items alone; admins only', async () => {
    await expectAdminOnly(t().app, 'DELETE', '/api/trash', staff);
    const image = await pngDataUrl();
    const kept = (await call('POST', '/services', serviceBody(image))).json<{ data: Service }>().data;
    const doomed = (await call('POST', '/services', serviceBody(image))).json<{ data: Service }>().data;
    const category = (await call('POST', '/categories', categoryBody(image))).json<{ data: Category }>().data;
    expect((await call('DELETE', `/services/${doomed.service_id}`)).statusCode).toBe(200);
    expect((await call('DELETE', `/categories/${category.cat_id}`)).statusCode).toBe(200);
    const before = (await trash()).length;
    expect(before).toBeGreaterThanOrEqual(2);

    const res = await call('DELETE', '/trash');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: `The trash was emptied: ${before} items deleted for good`,
      data: { deleted: before },
    });
    expect(await trash()).toEqual([]);
    // Gone for good: nothing to restore; the live service is still listed.
    expect((await call('POST', `/trash/services/${doomed.service_id}/restore`)).statusCode).toBe(404);
    const listed = (await t().app.inject({ method: 'GET', url: '/api/services' }))
      .json<Service[]>()
      .map((s) => s.service_id);
    expect(listed).toContain(kept.service_id);
    // Emptying an empty trash is not an error.
    expect((await call('DELETE', '/trash')).json()).toMatchObject({ data: { deleted: 0 } });
    const ar = await t().app.inject({
      method: 'DELETE',
      url: '/api/trash',
      headers: { ...admin.headers, 'accept-language': 'ar' },
    });
    expect(ar.json()).toMatchObject({ message: 'تم إفراغ سلة المحذوفات: لم يكن فيها أي عنصر' });
  });
});
