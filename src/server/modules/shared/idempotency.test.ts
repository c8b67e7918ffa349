import { count, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { contactMessages, idempotencyKeys, requests } from '../../db/schema';
import { useTestApp } from '../../test/app';
import { describeEachDatabase } from '../../test/databases';

const message = (over: Record<string, unknown> = {}) => ({
  name: 'Layla Hassan',
  email: 'layla@example.com',
  number: '+966522222222',
  subject: 'Translation of a paper',
  message: 'I need my paper translated from Arabic to English.',
  ...over,
});
const request = {
  request_name: 'Someone',
  request_desc: 'SPSS analysis of a survey',
  request_email: 'someone@example.com',
  request_phone: '+966500000000',
  request_address: 'Riyadh',
};

/**
 * Decision 0061: `Idempotency-Key` on the public forms' sends, on both databases: a retry
 * answers the first send again and writes nothing; another body under the same key is a 422;
 * a bad key a 400 naming the header; a failed send frees its key; no key, SPEC §7 as before.
 */
describeEachDatabase('Idempotency-Key on the public forms', (kind) => {
  const t = useTestApp(kind, {
    CONTACT_RATE_MAX: '1000',
    REQUEST_RATE_MAX: '1000',
    FORM_EMAIL_RATE_MAX: '2',
  });
  const send = (url: string, payload: object, key?: string) =>
    t().app.inject({
      method: 'POST',
      url,
      payload,
      headers: key === undefined ? {} : { 'idempotency-key': key },
    });
  const messages = async () => (await t().app.database.db.select({ n: count() }).from(contactMessages))[0]!.n;
  const requestRows = async () => (await t().app.database.db.select({ n: count() }).from(requests))[0]!.n;

  it('answers a repeated send with the first answer and writes one message', async () => {
    const before = await messages();
    const first = await send('/api/contact', message(), 'a5f1c7e0-2b4d-4c8e-9f10-000000000001');
    const again = await send('/api/contact', message(), 'a5f1c7e0-2b4d-4c8e-9f10-000000000001');
    expect(first.statusCode, first.body).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(await messages()).toBe(before + 1);
    // The structured-field form of the header (quoted) names the same key.
    const quoted = await send('/api/contact', message(), '"a5f1c7e0-2b4d-4c8e-9f10-000000000001"');
    expect(quoted.headers['idempotent-replayed']).toBe('true');
    expect(await messages()).toBe(before + 1);
  });

  it('gives a request sent twice one row and the same id', async () => {
    const before = await requestRows();
    const answers = [];
    for (let i = 0; i < 2; i++) answers.push(await send('/api/requests', request, 'request-key-1'));
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201]);
    expect(answers[1]!.json()).toEqual(answers[0]!.json());
    expect(await requestRows()).toBe(before + 1);
  });

  it('refuses the same key with another body (422) and a bad key (400), naming the header, writing nothing', async () => {
    await send('/api/contact', message({ email: 'reused@example.com' }), 'key-reused');
    const before = await messages();
    const other = await send(
      '/api/contact',
      message({ email: 'reused@example.com', subject: 'Something else' }),
      'key-reused',
    );
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({
      code: 'IDEMPOTENCY_KEY_REUSED',
      issues: [{ path: 'headers.idempotency-key' }],
    });
    for (const bad of ['', 'with space', 'x'.repeat(256), 'ключ'])
      expect((await send('/api/contact', message(), bad)).json(), bad).toMatchObject({
        code: 'VALIDATION',
        issues: [{ path: 'headers.idempotency-key' }],
      });
    expect(await messages()).toBe(before);
  });

  it('answers two sends at once with one message', async () => {
    const before = await messages();
    const answers = await Promise.all(
      [0, 1].map(() =>
        send('/api/contact', message({ subject: 'At once', email: 'at-once@example.com' }), 'key-at-once'),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual(expect.arrayContaining([201]));
    for (const answer of answers) expect([201, 409]).toContain(answer.statusCode);
    expect(await messages()).toBe(before + 1);
  });

  it('frees the key of a send that failed, and sends without a key as before', async () => {
    // The per-address limit (FORM_EMAIL_RATE_MAX 2) refuses a third send inside the handler.
    const email = 'limited@example.com';
    for (const key of ['limit-1', 'limit-2']) await send('/api/contact', message({ email }), key);
    const refused = await send('/api/contact', message({ email }), 'limit-3');
    expect(refused.statusCode).toBe(429);
    const left = await t()
      .app.database.db.select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, 'limit-3'));
    expect(left).toEqual([]);
    const before = await messages();
    await send('/api/contact', message({ email: 'one@example.com' }));
    await send('/api/contact', message({ email: 'one@example.com' }));
    expect(await messages()).toBe(before + 2);
  });
});
