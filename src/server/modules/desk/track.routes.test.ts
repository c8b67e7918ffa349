import { expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { describeEachDatabase } from '../../test/databases';

const body = {
  request_name: 'Huda',
  request_desc: 'A thesis proposal',
  request_email: 'Huda.Ali@Example.com',
  request_phone: '0500',
  request_address: 'Dammam',
};

/** Decision 0030: a student follows a request by its reference and e-mail, and learns nothing else. */
describeEachDatabase('tracking a request', (kind) => {
  const t = useTestApp(kind, { REQUEST_RATE_MAX: '1000', TRACK_RATE_MAX: '1000' });
  const send = async (extra: object = {}) => {
    const res = await t().app.inject({
      method: 'POST',
      url: '/api/requests',
      payload: { ...body, ...extra },
    });
    return (res.json() as { data: { request_id: number; request_ref: string } }).data;
  };
  const track = (payload: object, lang = 'en') =>
    t().app.inject({
      method: 'POST',
      url: '/api/requests/track',
      payload,
      headers: { 'accept-language': lang },
    });

  it('answers the status and the date of its last change, and nothing else, for the reference typed any way and the e-mail in any case', async () => {
    const { request_id, request_ref } = await send();
    for (const reference of [
      request_ref,
      request_ref.replace(/-/g, ''),
      ` #${request_ref.toLowerCase().replace(/-/g, ' ')} `,
    ]) {
      const res = await track({ reference, email: 'huda.ali@example.com ' });
      expect(res.statusCode, reference).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(Object.keys(res.json() as object).sort()).toEqual(['request_status', 'status_changed_at']);
      expect(res.json()).toMatchObject({ request_status: 'new' });
    }
    const admin = { authorization: `Bearer ${await t().adminToken()}` };
    await t().app.inject({
      method: 'PUT',
      url: `/api/requests/${request_id}/status`,
      payload: { request_status: 'delivered' },
      headers: admin,
    });
    const after = (await track({ reference: request_ref, email: body.request_email })).json() as {
      request_status: string;
      status_changed_at: string;
    };
    expect(after.request_status).toBe('delivered');
    expect(Date.now() - Date.parse(after.status_changed_at)).toBeLessThan(60_000);
  });

  it('says only "not found" for a wrong pair, a deleted request or a honeypot catch, in the visitor\'s language', async () => {
    const mine = await send();
    const other = await send({ request_email: 'someone@example.com' });
    const caught = await send({ website: 'http://bot.example' });
    const deleted = await send();
    await t().app.inject({
      method: 'DELETE',
      url: `/api/requests/${deleted.request_id}`,
      headers: { authorization: `Bearer ${await t().adminToken()}` },
    });
    const wrong = [
      { reference: mine.request_ref, email: 'someone@example.com' },
      { reference: other.request_ref, email: body.request_email },
      { reference: '000000000000', email: body.request_email },
      { reference: caught.request_ref, email: body.request_email },
      { reference: deleted.request_ref, email: body.request_email },
    ];
    for (const payload of wrong) {
      const res = await track(payload, 'ar');
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        code: 'NOT_FOUND',
        message: 'لم يُعثر على طلب بهذا الرقم المرجعي والبريد الإلكتروني.',
      });
    }
  });

  it('refuses a reference that cannot be one, or no e-mail, with a 400 naming the field', async () => {
    for (const [payload, field] of [
      [{ reference: String(1), email: body.request_email }, 'reference'],
      [{ reference: 'ZZZZ-ZZZZ-ZZZZ', email: body.request_email }, 'reference'],
      [{ reference: 'x'.repeat(41), email: body.request_email }, 'reference'],
      [{ reference: '0A1B2C3D4E5F' }, 'email'],
      [{ reference: '0A1B2C3D4E5F', email: '  ' }, 'email'],
    ] as const) {
      const res = await track(payload);
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain(field);
    }
  });
});

describeEachDatabase('tracking a request, rate-limited', (kind) => {
  const t = useTestApp(kind, { TRACK_RATE_MAX: '3' });

  it('stops an address after TRACK_RATE_MAX tries, whatever they were', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 4; i++)
      codes.push(
        (
          await t().app.inject({
            method: 'POST',
            url: '/api/requests/track',
            payload: { reference: '0A1B2C3D4E5F', email: 'a@b.co' },
          })
        ).statusCode,
      );
    expect(codes).toEqual([404, 404, 404, 429]);
  });
});
