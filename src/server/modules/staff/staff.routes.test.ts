import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { io } from 'socket.io-client';
import { beforeAll, expect, it, vi } from 'vitest';
import type { User } from '../../../contract';
import { users } from '../../db/schema';
import { TEST_ADMIN, useTestApp } from '../../test/app';
import { describeEachDatabase } from '../../test/databases';
import { createTestUser, expectAdminOnly, type TestUser } from '../../test/users';
import { removeUser } from './staff.queries';

describeEachDatabase('staff accounts API', (kind) => {
  const t = useTestApp(kind);
  let admin: Record<string, string>;
  let staff: TestUser;
  beforeAll(async () => {
    admin = { authorization: `Bearer ${await t().adminToken()}`, 'accept-language': 'en' };
    staff = await createTestUser(t().app, 'staff');
  });
  const call = (
    method: 'GET' | 'POST' | 'DELETE' | 'PATCH',
    url: string,
    payload?: object,
    headers: Record<string, string> = admin,
  ) => t().app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });
  const admins = async () => (await call('GET', '/staff')).json<User[]>();

  it('is for admins only', async () => {
    await expectAdminOnly(t().app, 'GET', '/api/staff', staff);
    await expectAdminOnly(t().app, 'POST', '/api/staff', staff);
    await expectAdminOnly(t().app, 'DELETE', '/api/staff/1', staff);
  });

  it('lists the admins without their password hashes', async () => {
    const list = await admins();
    expect(list.map((u) => u.email)).toContain(TEST_ADMIN.email);
    expect(list.every((u) => u.role === 'admin' && !('password_hash' in u))).toBe(true);
  });

  it('adds an admin who can sign in at once; a weak password or a taken email (any case) is refused, naming the field, with nothing written', async () => {
    const weak = await call('POST', '/staff', { email: 'new.admin@test.local', password: 'password' });
    expect(weak.statusCode).toBe(400);
    expect(JSON.stringify(weak.json())).toContain('password');
    expect((await admins()).some((u) => u.email === 'new.admin@test.local')).toBe(false);

    const res = await call('POST', '/staff', {
      email: 'New.Admin@test.local',
      password: 'Office-2026-pass',
      name: 'Mona',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      message: 'Admin added successfully',
      data: { email: 'new.admin@test.local', name: 'Mona', role: 'admin' },
    });
    const token = await t().app.inject({
      method: 'GET',
      url: '/api/auth/token',
      headers: { authorization: t().basic('new.admin@test.local', 'Office-2026-pass') },
    });
    expect(token.statusCode).toBe(200);

    const twin = await call('POST', '/staff', {
      email: 'NEW.ADMIN@test.local',
      password: 'Office-2026-pass',
    });
    expect(twin.statusCode).toBe(409);
    expect(twin.json()).toMatchObject({
      code: 'CONFLICT',
      message: 'An account with this email already exists',
    });
  });

  it('removes an admin, whose token then answers 401 on the next call', async () => {
    const other = await createTestUser(t().app, 'admin');
    expect((await call('GET', '/staff', undefined, other.headers)).statusCode).toBe(200);
    const res = await call('DELETE', `/staff/${other.userId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Admin removed successfully',
      data: { user_id: other.userId },
    });
    expect((await call('GET', '/staff', undefined, other.headers)).statusCode).toBe(401);
    expect((await call('GET', '/auth/user', undefined, other.headers)).statusCode).toBe(401);
    expect((await call('DELETE', `/staff/${other.userId}`)).statusCode).toBe(404);
  });

  it("ends a removed admin's live sockets, so no admin event reaches them", async () => {
    const other = await createTestUser(t().app, 'admin');
    await t().app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t().app.server.address() as AddressInfo;
    const socket = io(`http://127.0.0.1:${port}`, {
      path: '/socket.io',
      transports: ['websocket'],
      reconnection: false,
      auth: { token: other.token },
    });
    await new Promise<void>((resolve, reject) =>
      socket.once('connect', () => resolve()).once('connect_error', reject),
    );
    const ended = new Promise<string>((resolve) => socket.once('disconnect', (reason) => resolve(reason)));
    expect((await call('DELETE', `/staff/${other.userId}`)).statusCode).toBe(200);
    expect(await ended).toBe('io server disconnect');
  });

  it('never removes yourself, nor the last admin', async () => {
    const me = (await call('GET', '/auth/user')).json<User>();
    const self = await call('DELETE', `/staff/${me.user_id}`);
    expect(self.statusCode).toBe(409);
    expect(self.json()).toMatchObject({ message: 'You cannot remove your own account' });

    // With every other admin gone, the one left cannot be removed, even by a route that skips the self check.
    for (const user of await admins())
      if (user.user_id !== me.user_id)
        expect((await call('DELETE', `/staff/${user.user_id}`)).statusCode).toBe(200);
    expect(await removeUser(t().app.database.db, me.user_id)).toEqual({ refused: 'last-admin' });
    expect(await t().app.database.db.select().from(users).where(eq(users.user_id, me.user_id))).toHaveLength(
      1,
    );
  });

  it('changes your own password only with the current one, and the new one signs in', async () => {
    const wrong = await call('PATCH', '/auth/password', {
      current_password: 'not it',
      new_password: 'Brand-new-pass-1',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      message: 'The current password is not correct',
      issues: [{ path: 'body.current_password' }],
    });
    const weak = await call('PATCH', '/auth/password', {
      current_password: TEST_ADMIN.password,
      new_password: 'short1',
    });
    expect(weak.statusCode).toBe(400);
    expect((await call('PATCH', '/auth/password', {}, {})).statusCode).toBe(401);

    // Another session of the same admin, from an earlier second than the change: a token
    // carries the second it was issued in (iat), so the change waits until the clock has left it.
    const otherToken = await t().adminToken();
    const otherSession = { authorization: `Bearer ${otherToken}` };
    const { iat } = JSON.parse(Buffer.from(otherToken.split('.')[1]!, 'base64url').toString()) as {
      iat: number;
    };
    await vi.waitFor(() => expect(Math.floor(Date.now() / 1000)).toBeGreaterThan(iat), {
      timeout: 2_000,
      interval: 10,
    });
    const ok = await call('PATCH', '/auth/password', {
      current_password: TEST_ADMIN.password,
      new_password: 'Brand-new-pass-1',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ message: 'Password changed successfully', jwt_token: expect.any(String) });
    // Every earlier token is refused; the one handed back goes on (decision 0014, Sessions).
    expect((await call('GET', '/auth/user', undefined, otherSession)).statusCode).toBe(401);
    expect((await call('GET', '/auth/user')).statusCode).toBe(401);
    expect(
      (
        await call('GET', '/auth/user', undefined, {
          authorization: `Bearer ${ok.json<{ jwt_token: string }>().jwt_token}`,
        })
      ).statusCode,
    ).toBe(200);
    const signIn = (password: string) =>
      t().app.inject({
        method: 'GET',
        url: '/api/auth/token',
        headers: { authorization: t().basic(TEST_ADMIN.email, password) },
      });
    expect((await signIn('Brand-new-pass-1')).statusCode).toBe(200);
    expect((await signIn(TEST_ADMIN.password)).statusCode).toBe(401);
  });
});
