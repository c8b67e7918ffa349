import { expect, it } from 'vitest';
import { CONTENT, CONTENT_NAMES, REALTIME_EVENTS } from '../../contract';
import { useTestApp } from '../test/app';
import { describeEachDatabase } from '../test/databases';
import { CONTENT_MODULES } from './content-modules';

/**
 * The server's lists derived from the content registry (decision 0026): an entity left
 * out of one of them fails here (or, for CONTENT_MODULES, in the typecheck).
 */
describeEachDatabase('content registry on the server', (kind) => {
  const t = useTestApp(kind);

  it("serves every entity's SPEC §7 routes: the public list, and admin-only writes", async () => {
    const { app } = t();
    for (const name of CONTENT_NAMES) {
      const { api } = CONTENT[name];
      const list = await app.inject({ method: 'GET', url: `/api${api}` });
      expect(list.statusCode, name).toBe(200);
      expect(Array.isArray(list.json()), name).toBe(true);
      for (const [method, url] of [
        ['POST', `/api${api}`],
        ['POST', `/api${api}/1`],
        ['DELETE', `/api${api}/1`],
      ] as const) {
        expect(
          (await app.inject({ method, url })).statusCode,
          `${method} ${url} without a token (a missing route is a 404)`,
        ).toBe(401);
      }
    }
  });

  it("drops the cached pages on every entity's write, and announces it", async () => {
    const { app } = t();
    for (const name of CONTENT_NAMES) {
      const before = app.pagesVersion();
      app.changed(name);
      expect(app.pagesVersion(), name).not.toBe(before);
      expect(REALTIME_EVENTS[name]).toBe(`${name}_changed`);
    }
  });

  it("reads every entity's list through the read cache, as its API route sends it", async () => {
    const { app } = t();
    for (const name of CONTENT_NAMES) {
      const entry = await CONTENT_MODULES[name].loadPublic(app);
      expect(JSON.parse(entry.body), name).toEqual(
        (await app.inject({ method: 'GET', url: `/api${CONTENT[name].api}` })).json(),
      );
    }
  });
});
