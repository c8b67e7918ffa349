import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Role } from '../../contract';
import { users } from '../db/schema';
import { hashPassword } from '../modules/auth/users.queries';

export interface TestUser {
  userId: number;
  email: string;
  /** A bearer token signed by the app under test. */
  token: string;
  /** `{ authorization: 'Bearer …' }` for app.inject. */
  headers: { authorization: string };
}

/**
 * A user of the given role with a fresh token, for permission tests (issue 3 §5): a
 * second admin, or a signed-in non-admin (`staff`) who must get 403 on admin routes.
 */
export async function createTestUser(app: FastifyInstance, role: Role, email = `${role}-${randomBytes(4).toString('hex')}@test.local`): Promise<TestUser> {
  const [row] = await app.database.db
    .insert(users)
    .values({ email, name: `Test ${role}`, role, password_hash: await hashPassword(randomBytes(12).toString('hex')) })
    .returning();
  if (!row) throw new Error('user insert returned nothing');
  const token = await app.tokens.sign({ userId: row.user_id, role });
  return { userId: row.user_id, email, token, headers: { authorization: `Bearer ${token}` } };
}
