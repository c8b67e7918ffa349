import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../app';
import type { Config } from '../config';
import type { DbKind } from '../db/client';
import { upsertAdmin } from '../modules/auth/users.queries';
import { seedSiteData } from '../seed/site-data';
import { createTestDatabase, type TestDatabase } from './databases';
import { createTestUser, type TestUser } from './users';
import { testConfig } from './config';

export const TEST_ADMIN = { email: 'admin@test.local', password: 'correct horse battery' } as const;

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  /** A fresh admin bearer token. */
  adminToken(): Promise<string>;
  basic(email: string, password: string): string;
}

/**
 * Builds the real app on a fresh database of the given kind for one suite (STYLE §2.5),
 * with the test admin created. Returns a getter: the app exists once beforeAll ran.
 */
export function useTestApp(kind: DbKind, env: Record<string, string> = {}): () => TestApp {
  let ctx: TestApp | undefined;
  let testDb: TestDatabase | undefined;
  beforeAll(async () => {
    testDb = await createTestDatabase(kind);
    const config = testConfig(env);
    const app = await buildApp({ config, database: testDb.database, logger: false });
    await app.ready();
    await upsertAdmin(testDb.database.db, TEST_ADMIN);
    const basic = (email: string, password: string) =>
      `Basic ${Buffer.from(`${email}:${password}`).toString('base64')}`;
    ctx = {
      app,
      config,
      basic,
      async adminToken() {
        const res = await app.inject({
          method: 'GET',
          url: '/api/auth/token',
          headers: { authorization: basic(TEST_ADMIN.email, TEST_ADMIN.password) },
        });
        return (res.json() as { jwt_token: string }).jwt_token;
      },
    };
  });
  afterAll(async () => {
    await ctx?.app.close();
    await testDb?.drop();
  });
  return () => {
    if (!ctx) throw new Error('The test app is not ready (used outside a test?)');
    return ctx;
  };
}

/**
 * For the site-data suites (SEO, UI translations, settings): seeds that data and gives the
 * admin's headers (a bearer token plus `extra`) and a signed-in non-admin.
 */
export async function seedSiteDataAndUsers(
  t: TestApp,
  extra: Record<string, string> = {},
): Promise<{ admin: Record<string, string>; staff: TestUser }> {
  await seedSiteData(t.app.database.db);
  return {
    admin: { authorization: `Bearer ${await t.adminToken()}`, ...extra },
    staff: await createTestUser(t.app, 'staff'),
  };
}
