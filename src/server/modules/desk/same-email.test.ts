import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { contactMessages, requests } from '../../db/schema';
import { useTestApp } from '../../test/app';
import { describeEachDatabase } from '../../test/databases';
import { rowsOf } from '../../test/rows';
import { sameEmail } from './same-email';

/**
 * A student found by e-mail (the student-data screen, tracking) is one normalisation, read
 * through its index: the planner uses `lower(trim(email))` for both tables, so a lookup
 * does not read every request at 50,000 of them (migration 0013).
 */
describeEachDatabase('finding a student by e-mail', (kind) => {
  const t = useTestApp(kind);

  it('matches the address whatever its case and spaces, through the functional indexes', async () => {
    const { db } = t().app.database;
    await db.insert(requests).values({
      request_name: 'Huda',
      request_desc: 'SPSS',
      request_email: '  Huda@Example.COM ',
      request_phone: '0500',
      request_address: 'Amman',
      request_ref: 'BH-SAME-EMAIL',
    });
    const found = await db
      .select({ ref: requests.request_ref })
      .from(requests)
      .where(sameEmail(requests.request_email, 'huda@example.com'));
    expect(found).toEqual([{ ref: 'BH-SAME-EMAIL' }]);

    for (const [table, column, index] of [
      ['requests', requests.request_email, 'requests_email_idx'],
      ['contact_messages', contactMessages.email, 'contact_messages_email_idx'],
    ] as const) {
      const plan = await db.transaction(async (tx) => {
        // The tables are small here: without this the planner reads them whole, index or not.
        await tx.execute(sql`set local enable_seqscan = off`);
        return rowsOf(
          await tx.execute(
            sql`explain select 1 from ${sql.identifier(table)} where ${sameEmail(column, 'huda@example.com')}`,
          ),
        );
      });
      expect(JSON.stringify(plan), table).toContain(index);
    }
  });
});
