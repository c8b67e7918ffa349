import { count } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { openDatabase } from '../../db/client';
import { contactMessages } from '../../db/schema';
import { testConfig } from '../../test/config';
import { createTestDatabase, describeEachDatabase, type TestDatabase } from '../../test/databases';

/**
 * Decision 0061 across instances: the keys are in the database, so a retry that reaches
 * another instance behind the proxy, or the same one after a restart, gets the first answer.
 * PostgreSQL only: the embedded database belongs to one process.
 */
describeEachDatabase('Idempotency-Key across instances', (kind) => {
  let pg: TestDatabase | undefined;
  beforeAll(async () => {
    if (kind === 'postgres') pg = await createTestDatabase('postgres');
  });
  afterAll(() => pg?.drop());
  const start = async () => {
    const database = await openDatabase({ kind: 'postgres', url: pg!.url! });
    const app = await buildApp({ config: testConfig({ CONTACT_RATE_MAX: '1000' }), database, logger: false });
    await app.ready();
    const stop = async () => {
      await app.close();
      await database.close();
    };
    return { app, stop };
  };
  const send = (app: Awaited<ReturnType<typeof start>>['app']) =>
    app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'idempotency-key': 'one-send-two-instances' },
      payload: {
        name: 'Layla Hassan',
        email: 'layla@example.com',
        number: '+966522222222',
        subject: 'Translation of a paper',
        message: 'I need my paper translated from Arabic to English.',
      },
    });

  it.runIf(kind === 'postgres')(
    'answers the retry on the other instance, and after a restart, with the first answer',
    async () => {
      const [a, b] = await Promise.all([start(), start()]);
      try {
        const first = await send(a.app);
        expect(first.statusCode, first.body).toBe(201);
        const elsewhere = await send(b.app);
        expect(elsewhere.headers['idempotent-replayed']).toBe('true');
        expect(elsewhere.json()).toEqual(first.json());
      } finally {
        await Promise.all([a.stop(), b.stop()]);
      }
      const c = await start();
      try {
        const afterRestart = await send(c.app);
        expect(afterRestart.headers['idempotent-replayed']).toBe('true');
        const [row] = await c.app.database.db.select({ n: count() }).from(contactMessages);
        expect(row!.n).toBe(1);
      } finally {
        await c.stop();
      }
    },
  );
});
