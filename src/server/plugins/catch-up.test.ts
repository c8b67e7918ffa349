import type { AddressInfo } from 'node:net';
import { io } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATCH_UP_EVENT, type CatchUp } from '../../contract';
import { useTestApp } from '../test/app';

/** A socket's catch-up (DESIGN §8): what it hears right after connecting with `auth`. */
async function catchUpFor(url: string, auth: object): Promise<CatchUp> {
  const socket = io(url, { path: '/socket.io', transports: ['websocket'], reconnection: false, auth });
  try {
    return await new Promise<CatchUp>((resolve, reject) => {
      socket.once(CATCH_UP_EVENT, resolve);
      socket.once('connect_error', reject);
    });
  } finally {
    socket.disconnect();
  }
}

describe('a page whose socket connects late catches up', () => {
  const t = useTestApp('pglite');
  let url = '';
  beforeAll(async () => {
    await t().app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(t().app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => t().app.close());

  it('hears the changes made after the stamp it sends, and the stamp to send next', async () => {
    const since = t().app.contentStamp();
    t().app.changed('blogs', { id: 7, op: 'updated' });
    t().app.changed('settings');
    const heard = await catchUpFor(url, { since });
    expect(heard.changes).toEqual([
      { entity: 'blogs', change: { id: 7, op: 'updated' } },
      { entity: 'settings' },
    ]);
    expect(heard.stamp).toBe(t().app.contentStamp());
    expect((await catchUpFor(url, { since: heard.stamp })).changes).toEqual([]);
  });

  it('hears that anything may have changed when its stamp is older than what the server knows', async () => {
    expect((await catchUpFor(url, { since: 1 })).changes).toBeNull();
  });

  it("keeps the office's records out of visitors' catch-ups; an admin's refetches them on every reconnection", async () => {
    const since = t().app.contentStamp();
    t().app.changed('requests');
    t().app.changed('faqs', { id: 1, op: 'created' });
    const faq = { entity: 'faqs', change: { id: 1, op: 'created' } };
    expect((await catchUpFor(url, { since })).changes).toEqual([faq]);
    const token = await t().adminToken();
    expect((await catchUpFor(url, { since, token })).changes).toEqual([
      faq,
      { entity: 'requests' },
      { entity: 'messages' },
      { entity: 'staff' },
    ]);
  });

  it("stays precise however many requests the desk changes: they do not age the log's floor", async () => {
    const since = t().app.contentStamp();
    for (let i = 0; i < 1500; i++) t().app.changed('requests', { id: i, op: 'updated' });
    expect((await catchUpFor(url, { since })).changes).toEqual([]);
  });

  it('treats a stamp that is not a whole number as none: nothing missed, nothing refused', async () => {
    for (const since of ['1', 1.5, null, { $gt: 0 }, -Infinity])
      expect((await catchUpFor(url, { since })).changes, String(since)).toEqual([]);
  });

  it('tells a socket without a stamp (a client written to SPEC, the back-office) nothing it missed', async () => {
    const heard = await catchUpFor(url, {});
    expect(heard).toEqual({ stamp: t().app.contentStamp(), changes: [] });
  });
});
