import { it, expect } from 'vitest';
import { sql } from 'drizzle-orm';
import { startTestSmtpServer } from '../src/server/mail/test-smtp-server';
import { useTestApp } from '../src/server/test/app';
const env: Record<string, string> = { OFFICE_EMAIL: 'office@test.local' };
const smtp = await startTestSmtpServer();
env.SMTP_URL = smtp.url;
const t = useTestApp('pglite', env);
it('times', async () => {
  const t0 = Date.now();
  const res = await t().app.inject({ method: 'POST', url: '/api/requests', payload: { request_name: 'A', request_desc: 'B', request_email: 'a@b.com', request_phone: '1', request_address: 'x' } });
  console.log(res.statusCode, Date.now() - t0);
  for (let i = 0; i < 40; i++) {
    await new Promise((r) => setTimeout(r, 250));
    const rows = await t().app.database.db.execute(sql`select mail_id, status, attempts, last_error from mail_outbox`);
    const jobs = await t().app.database.db.execute(sql`select name, state, retry_count from pgboss.job`);
    console.log(Date.now() - t0, smtp.mails.length, JSON.stringify(rows.rows), JSON.stringify(jobs.rows));
    if (smtp.mails.length >= 2) break;
  }
  expect(smtp.mails.length).toBe(2);
});
