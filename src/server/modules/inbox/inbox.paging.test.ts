import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { describeEachDatabase } from '../../test/databases';
import { createInboxUsers, type TestUser } from '../../test/users';

/** Both inboxes answer pages (`?limit`, `?before`; decision 0008), SPEC's array shape kept. */
const INBOXES = [
  {
    name: 'requests',
    url: '/api/requests',
    idKey: 'request_id',
    table: 'requests',
    body: (n: number) => ({
      request_name: `Student ${n}`,
      request_desc: 'A thesis to proofread',
      request_email: `s${n}@example.com`,
      request_phone: '+966500000000',
      request_address: 'Riyadh',
    }),
  },
  {
    name: 'contact messages',
    url: '/api/contact',
    idKey: 'message_id',
    table: 'contact_messages',
    body: (n: number) => ({
      name: `Visitor ${n}`,
      email: `v${n}@example.com`,
      number: '+966500000000',
      subject: `Subject ${n}`,
      message: 'A question about statistics',
    }),
  },
] as const;

describeEachDatabase('inbox paging', (kind) => {
  const t = useTestApp(kind, { REQUEST_RATE_MAX: '1000', CONTACT_RATE_MAX: '1000' });
  let admin: TestUser;
  beforeAll(async () => {
    ({ adminA: admin } = await createInboxUsers(t().app));
  });

  for (const inbox of INBOXES) {
    describe(inbox.name, () => {
      const ids: number[] = [];
      const list = (query: string) =>
        t().app.inject({ method: 'GET', url: `${inbox.url}${query}`, headers: admin.headers });
      const idsOf = (res: { json(): unknown }) =>
        (res.json() as Record<string, number>[]).map((row) => row[inbox.idKey]!);

      beforeAll(async () => {
        for (let n = 1; n <= 7; n++) {
          const res = await t().app.inject({ method: 'POST', url: inbox.url, payload: inbox.body(n) });
          expect(res.statusCode).toBe(201);
        }
        // Two rows share one creation instant: the cursor must neither repeat nor skip them.
        await t().app.database.db.execute(
          sql.raw(
            `update ${inbox.table} set creation_timestamp = (select max(creation_timestamp) from ${inbox.table})`,
          ),
        );
        ids.push(...idsOf(await list('')));
        expect(ids).toHaveLength(7);
      });

      it('?limit=2 answers two rows, the total and a cursor; following the cursors walks the whole list once', async () => {
        const first = await list('?limit=2');
        expect(first.statusCode).toBe(200);
        expect(Array.isArray(first.json())).toBe(true);
        expect(idsOf(first)).toEqual(ids.slice(0, 2));
        expect(first.headers['x-total-count']).toBe('7');
        expect(first.headers['x-next-cursor']).toBe(String(ids[1]));

        const walked: number[] = [];
        let cursor: string | undefined;
        let pages = 0;
        do {
          const res = await list(`?limit=2${cursor ? `&before=${cursor}` : ''}`);
          expect(res.statusCode).toBe(200);
          walked.push(...idsOf(res));
          cursor = res.headers['x-next-cursor'] as string | undefined;
          pages++;
        } while (cursor && pages < 10);
        expect(pages).toBe(4);
        expect(walked).toEqual(ids);
      });

      it('the default page is 50 and the last page has no cursor', async () => {
        const res = await list('');
        expect(idsOf(res)).toEqual(ids);
        expect(res.headers['x-next-cursor']).toBeUndefined();
        expect(res.headers['x-total-count']).toBe('7');
      });

      it.each(['?limit=0', '?limit=201', '?limit=abc', '?before=0', '?before=x'])(
        '%s is a 400 naming the parameter',
        async (query) => {
          const res = await list(query);
          expect(res.statusCode).toBe(400);
          expect(res.json().message).toContain(query.includes('limit') ? 'limit' : 'before');
        },
      );

      it('?limit=200 is allowed', async () => {
        expect((await list('?limit=200')).statusCode).toBe(200);
      });
    });
  }
});
