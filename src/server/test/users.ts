import { randomBytes } from 'node:crypto';
import type { FastifyInstance, HTTPMethods } from 'fastify';
import { expect } from 'vitest';
import type { Role } from '../../contract';
import { users } from '../db/schema';
import { createSession } from '../modules/auth/sessions.queries';
import { hashPassword } from '../modules/auth/users.queries';

export interface TestUser {
  userId: number;
  email: string;
  /** A bearer token signed by the app under test, of a session of its own. */
  token: string;
  /** `{ authorization: 'Bearer …' }` for app.inject. */
  headers: { authorization: string };
}

/**
 * A user of the given role with a fresh token, for permission tests (SPEC §6): a
 * second admin, or a signed-in non-admin (`staff`) who must get 403 on admin routes.
 */
export async function createTestUser(
  app: FastifyInstance,
  role: Role,
  email = `${role}-${randomBytes(4).toString('hex')}@test.local`,
): Promise<TestUser> {
  const [row] = await app.database.db
    .insert(users)
    .values({
      email,
      name: `Test ${role}`,
      role,
      password_hash: await hashPassword(randomBytes(12).toString('hex')),
    })
    .returning();
  if (!row) throw new Error('user insert returned nothing');
  const sessionId = await createSession(app.database.db, row.user_id, { ip: '127.0.0.1', userAgent: 'test' });
  const token = await app.tokens.sign({ userId: row.user_id, role, sessionId });
  return { userId: row.user_id, email, token, headers: { authorization: `Bearer ${token}` } };
}

/** The inbox suites' users: two admins (read marks are per admin) and a signed-in non-admin. */
export async function createInboxUsers(
  app: FastifyInstance,
): Promise<{ adminA: TestUser; adminB: TestUser; staff: TestUser }> {
  return {
    adminA: await createTestUser(app, 'admin'),
    adminB: await createTestUser(app, 'admin'),
    staff: await createTestUser(app, 'staff'),
  };
}

/**
 * An admin-only route (SPEC §6): 401 without a token or with a bad one, 403 in the error shape
 * for `nonAdmin`.
 */
export async function expectAdminOnly(
  app: FastifyInstance,
  method: HTTPMethods,
  url: string,
  nonAdmin: TestUser,
): Promise<void> {
  expect((await app.inject({ method, url })).statusCode).toBe(401);
  expect(
    (await app.inject({ method, url, headers: { authorization: 'Bearer not-a-token' } })).statusCode,
  ).toBe(401);
  const res = await app.inject({ method, url, headers: nonAdmin.headers });
  expect(res.statusCode).toBe(403);
  expect(res.json()).toMatchObject({ code: 'FORBIDDEN' });
}

/**
 * A call to `/api<url>` as a member (their bearer headers), read in English: the role and
 * history suites' one way to act as someone. `headers` adds to them (an address, say).
 */
export function callAs(
  app: FastifyInstance,
  who: { headers: Record<string, string> },
  method: HTTPMethods,
  url: string,
  payload?: object,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method,
    url: `/api${url}`,
    headers: { ...who.headers, 'accept-language': 'en', ...headers },
    ...(payload ? { payload } : {}),
  });
}
