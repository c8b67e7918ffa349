import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../app';
import { mailOutbox } from '../db/schema';
import { testConfig } from '../test/config';
import { createTestDatabase, describeEachDatabase, type TestDatabase } from '../test/databases';
import { rowsOf } from '../test/rows';
import { startTestSmtpServer, type TestSmtpServer } from './test-smtp-server';

/**
 * A relay that refuses a recipient names them: "550 <someone@example.com> unknown". DESIGN §8
 * keeps visitor data out of logs, so the outbox stores and logs those words without the
 * address (mail/redact.ts), and so does the job queue's record of the failed try.
 */
const STUDENT = 'someone@example.com';

describeEachDatabase('an SMTP refusal that names the student', (kind) => {
  let smtp: TestSmtpServer;
  let testDb: TestDatabase;
  let app: Awaited<ReturnType<typeof buildApp>>;
  const logged: string[] = [];
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    smtp.failing = true;
    smtp.refusal = { code: 550, text: `<${STUDENT}> unknown` };
    testDb = await createTestDatabase(kind);
    const config = testConfig({
      LOG_LEVEL: 'debug',
      SMTP_URL: smtp.url,
      OFFICE_EMAIL: 'office@test.local',
      // One try, so the row ends `failed` and the queue keeps its output.
      MAIL_RETRIES: '0',
    });
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logged.push(chunk.toString());
        done();
      },
    });
    app = await buildApp({ config, database: testDb.database, logger: { level: 'debug', stream } });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await testDb?.drop();
    await smtp?.close();
  });

  it('keeps the refusal words but neither the outbox row, the job queue nor the log holds the address', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/requests',
      payload: {
        request_name: 'Someone',
        request_desc: 'SPSS analysis of a survey',
        request_email: STUDENT,
        request_phone: '+966500000000',
        request_address: 'Riyadh',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    await app.outbox.drain();

    const rows = await app.database.db.select().from(mailOutbox);
    // The office's notification and the student's confirmation, both refused by the relay.
    expect(rows.map((row) => row.status).sort()).toEqual(['failed', 'failed']);
    for (const row of rows) expect(row.last_error).toMatch(/550 <…> unknown/);
    expect(rows.some((row) => row.to_address === STUDENT)).toBe(true);
    expect(JSON.stringify(rows.map((row) => row.last_error))).not.toContain('example.com');

    // pg-boss records a failed job's output after the handler has thrown, so after the drain:
    // wait for it rather than read it once.
    const jobOutputs = async () =>
      rowsOf<{ output: string | null }>(
        await app.database.db.execute(sql`select output::text as output from pgboss.job where name = 'mail'`),
      );
    await expect
      .poll(async () => (await jobOutputs()).some((job) => job.output?.includes('550 <…> unknown')), {
        timeout: 10_000,
      })
      .toBe(true);
    const outputs = await jobOutputs();
    expect(JSON.stringify(outputs)).not.toContain(STUDENT);

    const log = logged.join('');
    expect(log).toContain('mail failed: no retries left');
    expect(log).not.toContain(STUDENT);
  });
});
