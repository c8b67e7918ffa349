import { afterAll, beforeAll, expect, it } from 'vitest';
import { contactMessages } from './schema';
import { loggableError } from './loggable-error';
import { createTestDatabase, describeEachDatabase, type TestDatabase } from '../test/databases';

/** A failed query's log line keeps the SQL and the cause, never the parameters (decision 0008). */
describeEachDatabase('a failed query as the log holds it', (kind) => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase(kind);
  });
  afterAll(() => testDb?.drop());

  it('drops the parameters from the message, the stack and the fields', async () => {
    const secret = 'visitor-secret@example.com';
    // Bypassing the API's checks: PostgreSQL itself refuses the NUL.
    const error = await testDb.database.db
      .insert(contactMessages)
      .values({ name: 'N\u0000', email: secret, number: '1', subject: 's', message: 'm' })
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    expect(error).toBeInstanceOf(Error);
    expect(String((error as Error).message)).toContain(secret);

    const logged = JSON.stringify(loggableError(error));
    expect(logged).not.toContain(secret);
    expect(logged).toContain('insert into \\"contact_messages\\"');
    expect(logged).toMatch(/"code":"22021"|invalid byte sequence|0x00/);
  });

  it('passes other errors through', () => {
    const plain = new Error('plain');
    expect(loggableError(plain)).toBe(plain);
  });
});
