import { beforeAll, expect, it, vi } from 'vitest';
import { REQUEST_STATUSES, type DeskRequest, type RequestDesk } from '../../../contract';
import { eq } from 'drizzle-orm';
import { requestEvents, requests, services } from '../../db/schema';
import { useTestApp } from '../../test/app';
import { describeEachDatabase } from '../../test/databases';
import { createInboxUsers, expectAdminOnly, type TestUser } from '../../test/users';

const body = {
  request_name: 'هدى الشمري',
  request_desc: 'تحليل استبيان رسالة ماجستير',
  request_email: 'huda@example.com',
  request_phone: '+966 50 123 4567',
  request_address: 'الدمام',
};

/** Decision 0030: a request's status, assignee and notes, with who and when, on PGlite and PostgreSQL. */
describeEachDatabase('the request desk', (kind) => {
  const t = useTestApp(kind, { REQUEST_RATE_MAX: '1000' });
  let adminA: TestUser;
  let adminB: TestUser;
  let staff: TestUser;
  const as = (user: TestUser, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object, lang = 'en') =>
    t().app.inject({
      method,
      url: `/api${url}`,
      headers: { ...user.headers, 'accept-language': lang },
      ...(payload ? { payload } : {}),
    });
  const create = async (extra: object = {}) => {
    const res = await t().app.inject({
      method: 'POST',
      url: '/api/requests',
      payload: { ...body, ...extra },
    });
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as { data: { request_id: number } }).data.request_id;
  };
  const desk = async (id: number) => {
    const res = await as(adminA, 'GET', `/requests/${id}/desk`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    return res.json() as RequestDesk;
  };

  beforeAll(async () => {
    ({ adminA, adminB, staff } = await createInboxUsers(t().app));
  });

  it('is for staff only', async () => {
    const id = await create();
    for (const [method, url] of [
      ['GET', `/api/requests/${id}/desk`],
      ['PUT', `/api/requests/${id}/status`],
      ['PUT', `/api/requests/${id}/assignee`],
      ['POST', `/api/requests/${id}/notes`],
      ['GET', '/api/requests/assignees'],
      ['GET', '/api/requests/assignedCount'],
    ] as const)
      await expectAdminOnly(t().app, method, url, staff);
  });

  it('starts a request as new, with an unguessable reference and the language of the page it came from', async () => {
    const [first, second] = [await create({ request_lang: 'zh' }), await create()];
    const a = (await desk(first)).request;
    const b = (await desk(second)).request;
    expect(a).toMatchObject({
      request_status: 'new',
      assignee_id: null,
      service_id: null,
      request_lang: 'zh',
    });
    // Without request_lang, the request's own language decides: Arabic, the default.
    expect(b.request_lang).toBe('ar');
    for (const ref of [a.request_ref, b.request_ref]) expect(ref).toMatch(/^[0-9A-F]{12}$/);
    expect(a.request_ref).not.toBe(b.request_ref);
    expect((await desk(first)).events).toEqual([]);
  });

  it('keeps the service a request was ordered from, by name even once deleted; an unknown one is not kept, a bad one refused', async () => {
    const { db } = t().app.database;
    const [service] = await db
      .insert(services)
      .values({ service_name: { en: 'SPSS analysis', ar: 'تحليل SPSS', zh: 'SPSS 分析' } })
      .returning();
    const ordered = await create({ service_id: service!.service_id });
    expect(await desk(ordered)).toMatchObject({
      request: { service_id: service!.service_id },
      service: { service_id: service!.service_id, service_name: { en: 'SPSS analysis' }, is_deleted: false },
    });
    await db.update(services).set({ is_deleted: true }).where(eq(services.service_id, service!.service_id));
    expect((await desk(ordered)).service).toMatchObject({
      service_name: { en: 'SPSS analysis' },
      is_deleted: true,
    });
    // A service deleted before the request came, or never there: the request is kept without it.
    for (const id of [service!.service_id, 999_999])
      expect(await desk(await create({ service_id: id }))).toMatchObject({
        request: { service_id: null },
        service: null,
      });
    for (const bad of ['7', 0, 1.5]) {
      const res = await t().app.inject({
        method: 'POST',
        url: '/api/requests',
        payload: { ...body, service_id: bad },
      });
      expect(res.statusCode, String(bad)).toBe(400);
      expect(res.body).toContain('service_id');
    }
  });

  it('moves a request through its life, recording who and when, and nothing for a move to where it stands', async () => {
    const id = await create();
    const before = (await desk(id)).request.status_changed_at;
    for (const status of ['in_progress', 'waiting', 'delivered', 'closed', 'in_progress'] as const) {
      const res = await as(
        status === 'waiting' ? adminB : adminA,
        'PUT',
        `/requests/${id}/status`,
        { request_status: status },
        'ar',
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        message: 'تم تحديث الحالة',
        data: { request_id: id, request_status: status },
      });
    }
    expect(
      (await as(adminA, 'PUT', `/requests/${id}/status`, { request_status: 'in_progress' })).statusCode,
    ).toBe(200);
    const { request, events } = await desk(id);
    expect(request.request_status).toBe('in_progress');
    expect(request.status_changed_at >= before).toBe(true);
    expect(events.map((e) => [e.kind, e.data, e.actor_id])).toEqual([
      ['status', { from: 'new', to: 'in_progress' }, adminA.userId],
      ['status', { from: 'in_progress', to: 'waiting' }, adminB.userId],
      ['status', { from: 'waiting', to: 'delivered' }, adminA.userId],
      ['status', { from: 'delivered', to: 'closed' }, adminA.userId],
      ['status', { from: 'closed', to: 'in_progress' }, adminA.userId],
    ]);
    expect(events[0]!.actor_name).toBe('Test admin');
    expect(events[0]!.creation_timestamp).toMatch(/^\d{4}-\d\d-\d\dT.*Z$/);
  });

  it('assigns a request, lists who can be given one, and counts the open ones assigned to each', async () => {
    const id = await create();
    const assignees = (await as(adminA, 'GET', '/requests/assignees')).json() as {
      user_id: number;
      name: string;
    }[];
    expect(assignees.map((a) => a.user_id)).toEqual(expect.arrayContaining([adminA.userId, adminB.userId]));
    expect(assignees.map((a) => a.user_id)).not.toContain(staff.userId);
    const count = async (user: TestUser) =>
      ((await as(user, 'GET', '/requests/assignedCount')).json() as { count: number }).count;
    const before = await count(adminB);

    expect(
      (await as(adminA, 'PUT', `/requests/${id}/assignee`, { assignee_id: adminB.userId })).json(),
    ).toMatchObject({ message: 'Assignment updated', data: { assignee_id: adminB.userId } });
    expect(await count(adminB)).toBe(before + 1);
    const mine = (await as(adminB, 'GET', '/requests?assignee=me')).json() as DeskRequest[];
    expect(mine.map((r) => r.request_id)).toContain(id);
    expect(
      ((await as(adminA, 'GET', '/requests?assignee=me')).json() as DeskRequest[]).map((r) => r.request_id),
    ).not.toContain(id);

    // Delivered, it leaves the desk's count but not the assignee.
    await as(adminA, 'PUT', `/requests/${id}/status`, { request_status: 'delivered' });
    expect(await count(adminB)).toBe(before);
    expect(
      ((await as(adminA, 'GET', '/requests?status=delivered')).json() as DeskRequest[]).map(
        (r) => r.request_id,
      ),
    ).toContain(id);
    expect(
      ((await as(adminA, 'GET', '/requests?status=new')).json() as DeskRequest[]).map((r) => r.request_id),
    ).not.toContain(id);

    await as(adminA, 'PUT', `/requests/${id}/assignee`, { assignee_id: null });
    expect(
      ((await as(adminA, 'GET', '/requests?assignee=none')).json() as DeskRequest[]).map((r) => r.request_id),
    ).toContain(id);
    expect((await desk(id)).events.filter((e) => e.kind === 'assigned').map((e) => e.data)).toEqual([
      { from: null, to: adminB.userId },
      { from: adminB.userId, to: null },
    ]);
  });

  it('keeps staff notes in the thread, in order, with their author', async () => {
    const id = await create();
    expect(
      (await as(adminA, 'POST', `/requests/${id}/notes`, { body: '  اتصلت بالطالبة، تنتظر عرض السعر  ' }))
        .statusCode,
    ).toBe(200);
    expect(
      (await as(adminB, 'POST', `/requests/${id}/notes`, { body: 'Quote sent by WhatsApp' }, 'zh')).json(),
    ).toMatchObject({ message: '备注已添加' });
    const notes = (await desk(id)).events.filter((e) => e.kind === 'note');
    expect(notes.map((n) => [n.body, n.actor_id])).toEqual([
      ['اتصلت بالطالبة، تنتظر عرض السعر', adminA.userId],
      ['Quote sent by WhatsApp', adminB.userId],
    ]);
  });

  it('announces each change on requests_changed with the request id', async () => {
    const id = await create();
    const heard = vi.fn();
    const announce = t().app.announce;
    t().app.announce = ((event: string, ...args: unknown[]) => {
      heard(event, ...args);
      return announce(event as never, ...(args as never[]));
    }) as typeof announce;
    try {
      await as(adminA, 'PUT', `/requests/${id}/status`, { request_status: 'waiting' });
      await as(adminA, 'PUT', `/requests/${id}/assignee`, { assignee_id: adminA.userId });
      await as(adminA, 'POST', `/requests/${id}/notes`, { body: 'A note' });
      // A move to where it stands changes nothing and announces nothing.
      await as(adminA, 'PUT', `/requests/${id}/status`, { request_status: 'waiting' });
    } finally {
      t().app.announce = announce;
    }
    expect(heard.mock.calls).toEqual(
      Array.from({ length: 3 }, () => ['requests_changed', { id, op: 'updated' }]),
    );
  });

  it('refuses bad input with a 400 naming the field, and writes nothing', async () => {
    const id = await create();
    const cases = [
      ['PUT', 'status', { request_status: 'done' }, 'request_status'],
      ['PUT', 'status', {}, 'request_status'],
      ['PUT', 'assignee', { assignee_id: 'me' }, 'assignee_id'],
      ['PUT', 'assignee', { assignee_id: staff.userId }, 'assignee_id'],
      ['PUT', 'assignee', { assignee_id: 999_999 }, 'assignee_id'],
      ['POST', 'notes', { body: '   ' }, 'body'],
      ['POST', 'notes', { body: 'x'.repeat(10_001) }, 'body'],
    ] as const;
    for (const [method, path, payload, field] of cases) {
      const res = await as(adminA, method, `/requests/${id}/${path}`, payload);
      expect(res.statusCode, `${path} ${JSON.stringify(payload).slice(0, 40)}`).toBe(400);
      expect(res.body).toContain(field);
    }
    for (const query of ['?status=open', '?assignee=someone'])
      expect((await as(adminA, 'GET', `/requests${query}`)).statusCode, query).toBe(400);
    const { request, events } = await desk(id);
    expect(request).toMatchObject({ request_status: 'new', assignee_id: null });
    expect(events).toEqual([]);
  });

  it('answers 404 for a request that does not exist or was deleted', async () => {
    const id = await create();
    expect(
      (await t().app.inject({ method: 'DELETE', url: `/api/requests/${id}`, headers: adminA.headers }))
        .statusCode,
    ).toBe(200);
    for (const [method, url, payload] of [
      ['GET', `/requests/${id}/desk`, undefined],
      ['GET', '/requests/999999/desk', undefined],
      ['PUT', `/requests/${id}/status`, { request_status: 'closed' }],
      ['PUT', `/requests/${id}/assignee`, { assignee_id: adminA.userId }],
      ['POST', `/requests/${id}/notes`, { body: 'Too late' }],
    ] as const) {
      const res = await as(adminA, method, url, payload);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ code: 'NOT_FOUND', message: 'Request not found' });
    }
    const { db } = t().app.database;
    const [row] = await db.select().from(requests).where(eq(requests.request_id, id));
    expect(row?.request_status).toBe('new');
    expect(await db.$count(requestEvents, eq(requestEvents.request_id, id))).toBe(0);
  });

  it('knows every status by name', () => {
    expect(REQUEST_STATUSES).toEqual(['new', 'in_progress', 'waiting', 'delivered', 'closed']);
  });
});
