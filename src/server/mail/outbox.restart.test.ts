import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase, type DatabaseTarget } from '../db/client';
import { mailOutbox } from '../db/schema';
import { describeEachDatabase, createTestDatabase, type TestDatabase } from '../test/databases';
import { startTestSmtpServer, type TestSmtpServer } from './test-smtp-server';

/**
 * Decision 0031: a mail written while the SMTP server is away survives a restart of the
 * app and is sent by the next process once the server is back: the outbox lives in the
 * database, not in the process.
 */
describeEachDatabase('the outbox across a restart', (kind) => {
  let smtp: TestSmtpServer;
  let target: DatabaseTarget;
  let pg: TestDatabase | undefined;
  let dir: string | undefined;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    if (kind === 'postgres') {
      pg = await createTestDatabase('postgres');
      target = { kind: 'postgres', url: pg.url! };
    } else {
      dir = mkdtempSync(path.join(tmpdir(), 'outbox-'));
      target = { kind: 'pglite', dataDir: dir };
    }
  });
  afterAll(async () => {
    await smtp?.close();
    await pg?.drop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });
  const start = async () => {
    const database = await openDatabase(target);
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      JWT_SECRET: 'x'.repeat(40),
      SMTP_URL: smtp.url,
      OFFICE_EMAIL: 'office@test.local',
      MAIL_RETRY_DELAY_SECONDS: '1',
    });
    const app = await buildApp({ config, database, logger: false });
    await app.ready();
    return {
      app,
      async stop() {
        await app.close();
        await database.close();
      },
    };
  };

  it('sends after the restart what could not be sent before it', async () => {
    smtp.failing = true;
    const first = await start();
    const res = await first.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: {
        name: 'Omar',
        email: 'omar@example.com',
        number: '+966511111111',
        subject: 'Restart',
        message: 'Sent during an outage',
      },
    });
    expect(res.statusCode).toBe(201);
    await first.app.outbox.drain();
    const [pending] = await first.app.database.db.select().from(mailOutbox);
    expect(pending).toMatchObject({ kind: 'office', status: 'pending', attempts: 1 });
    expect(pending!.last_error).toMatch(/try again later/i);
    await first.stop();

    smtp.failing = false;
    const second = await start();
    try {
      const deadline = Date.now() + 20_000;
      while (!smtp.mails.some((m) => m.subject?.endsWith('Restart')) && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 100));
      expect(smtp.mails.map((m) => m.subject)).toEqual([
        expect.stringMatching(/^Contact message #\d+: Restart$/),
      ]);
      const [sent] = await second.app.database.db.select().from(mailOutbox);
      expect(sent).toMatchObject({ status: 'sent', attempts: 2, last_error: null });
    } finally {
      await second.stop();
    }
  });
});
