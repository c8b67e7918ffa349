import type { AddressInfo } from 'node:net';
import { io } from 'socket.io-client';
import { beforeAll, expect, it } from 'vitest';
import { TEST_ADMIN, useTestApp } from '../../test/app';
import { describeEachDatabase } from '../../test/databases';
import { createTestUser, expectAdminOnly, type TestUser } from '../../test/users';
import type { StaffSession } from '../../../contract';

interface Listed {
  items: StaffSession[];
}

const PHONE =
  'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const LAPTOP = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

const sessionOf = (token: string) =>
  (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sid: string }).sid;

/**
 * Staff sessions (decision 0057): every sign-in opens one and its token names it; the owner
 * lists and ends their own, an admin another's; an ended session's token answers 401 from
 * its next request and its sockets close.
 */
describeEachDatabase('staff sessions', (kind) => {
  // Each case signs in several times from one address: above the sign-in limit (tested in auth.rate-limit.test.ts).
  const t = useTestApp(kind, { LOGIN_RATE_MAX: '100' });
  let staff: TestUser;
  beforeAll(async () => {
    staff = await createTestUser(t().app, 'staff');
  });

  /** A new sign-in of the test admin, from a named browser. */
  const signIn = async (userAgent: string) => {
    const basic = Buffer.from(`${TEST_ADMIN.email}:${TEST_ADMIN.password}`).toString('base64');
    const res = await t().app.inject({
      method: 'GET',
      url: '/api/auth/token',
      headers: { authorization: `Basic ${basic}`, 'user-agent': userAgent },
    });
    expect(res.statusCode).toBe(200);
    return res.json<{ jwt_token: string }>().jwt_token;
  };
  const call = (method: 'GET' | 'DELETE', url: string, token: string) =>
    t().app.inject({
      method,
      url: `/api${url}`,
      headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' },
    });
  const whoAmI = async (token: string) => (await call('GET', '/auth/user', token)).statusCode;

  it('lists the sessions each sign-in opened, marking the one that asks', async () => {
    const phone = await signIn(PHONE);
    const laptop = await signIn(LAPTOP);
    const res = await call('GET', '/auth/sessions', laptop);
    expect(res.statusCode).toBe(200);
    const { items } = res.json<Listed>();
    const mine = items.filter((s) => [sessionOf(phone), sessionOf(laptop)].includes(s.session_id));
    expect(mine.map((s) => [s.browser, s.os, s.current]).sort()).toEqual([
      ['Chrome', 'Android', false],
      ['Firefox', 'Linux', true],
    ]);
    expect(mine.every((s) => s.ip === '127.0.0.1' && s.created_at && s.last_seen_at)).toBe(true);
  });

  it("ends one session: its token is refused from the next request, the others' are not", async () => {
    const phone = await signIn('Phone browser');
    const laptop = await signIn('Laptop browser');
    const ended = await call('DELETE', `/auth/sessions/${sessionOf(phone)}`, laptop);
    expect(ended.statusCode).toBe(200);
    expect(ended.json()).toEqual({ message: 'Session ended' });
    expect(await whoAmI(phone)).toBe(401);
    expect(await whoAmI(laptop)).toBe(200);
    const listed = (await call('GET', '/auth/sessions', laptop)).json<Listed>().items;
    expect(listed.map((s) => s.session_id)).not.toContain(sessionOf(phone));
    // Ended already: nothing to end.
    expect((await call('DELETE', `/auth/sessions/${sessionOf(phone)}`, laptop)).statusCode).toBe(404);
  });

  it("ends all one's other sessions, keeping the one that asks", async () => {
    const others = [await signIn('A'), await signIn('B')];
    const keeper = await signIn('C');
    const res = await call('DELETE', '/auth/sessions', keeper);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Other sessions ended' });
    for (const token of others) expect(await whoAmI(token)).toBe(401);
    expect(await whoAmI(keeper)).toBe(200);
    expect((await call('GET', '/auth/sessions', keeper)).json<Listed>().items.map((s) => s.current)).toEqual([
      true,
    ]);
  });

  it("cannot end another person's session through one's own, and names a bad id", async () => {
    const admin = await signIn('Laptop browser');
    const refused = await call('DELETE', `/auth/sessions/${sessionOf(admin)}`, staff.token);
    expect(refused.statusCode).toBe(404);
    expect(await whoAmI(admin)).toBe(200);
    const bad = await call('DELETE', '/auth/sessions/not-a-session', staff.token);
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('session_id');
  });

  it("lets an admin see and end a staff member's session, and nobody else", async () => {
    const admin = await signIn('Laptop browser');
    const other = await createTestUser(t().app, 'admin');
    const listed = await call('GET', `/staff/${other.userId}/sessions`, admin);
    expect(listed.json<Listed>().items.map((s) => s.session_id)).toEqual([sessionOf(other.token)]);
    await expectAdminOnly(t().app, 'GET', `/api/staff/${other.userId}/sessions`, staff);
    await expectAdminOnly(
      t().app,
      'DELETE',
      `/api/staff/${other.userId}/sessions/${sessionOf(other.token)}`,
      staff,
    );
    const ended = await call('DELETE', `/staff/${other.userId}/sessions/${sessionOf(other.token)}`, admin);
    expect(ended.statusCode).toBe(200);
    expect(await whoAmI(other.token)).toBe(401);
    // A session of someone else under this person's id: not theirs to end.
    expect(
      (await call('DELETE', `/staff/${other.userId}/sessions/${sessionOf(admin)}`, admin)).statusCode,
    ).toBe(404);
  });

  it("closes the ended session's sockets at once, and only those", async () => {
    const ending = await signIn('Phone browser');
    const staying = await signIn('Laptop browser');
    await t().app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t().app.server.address() as AddressInfo;
    const connect = async (token: string) => {
      const socket = io(`http://127.0.0.1:${port}`, {
        path: '/socket.io',
        transports: ['websocket'],
        reconnection: false,
        auth: { token },
      });
      await new Promise<void>((resolve, reject) =>
        socket.once('connect', () => resolve()).once('connect_error', reject),
      );
      return socket;
    };
    const [doomed, kept] = [await connect(ending), await connect(staying)];
    const closed = new Promise<string>((resolve) => doomed.once('disconnect', (reason) => resolve(reason)));
    expect((await call('DELETE', `/auth/sessions/${sessionOf(ending)}`, staying)).statusCode).toBe(200);
    expect(await closed).toBe('io server disconnect');
    expect(kept.connected).toBe(true);
    kept.close();
  });

  it('ends the other sessions when the password changes, keeping the one it hands back', async () => {
    const other = await signIn('Phone browser');
    const current = await signIn('Laptop browser');
    const changed = await t().app.inject({
      method: 'PATCH',
      url: '/api/auth/password',
      headers: { authorization: `Bearer ${current}` },
      // The last case of the file: the admin's password is another from here on.
      payload: { current_password: TEST_ADMIN.password, new_password: 'Another-long-passw0rd' },
    });
    expect(changed.statusCode).toBe(200);
    const fresh = changed.json<{ jwt_token: string }>().jwt_token;
    expect(await whoAmI(fresh)).toBe(200);
    expect(await whoAmI(other)).toBe(401);
    const listed = (await call('GET', '/auth/sessions', fresh)).json<Listed>().items;
    expect(listed.map((s) => s.session_id)).toEqual([sessionOf(fresh)]);
  });
});
