import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeAll, expect, it } from 'vitest';
import { seedSiteData } from '../seed/site-data';
import { describeEachDatabase } from '../test/databases';
import { useTestApp } from '../test/app';

describeEachDatabase('cached public reads', (kind) => {
  const t = useTestApp(kind);
  // Enough strings that the list is worth compressing.
  beforeAll(async () => {
    await seedSiteData(t().app.database.db);
    t().app.clearContentCache();
  });
  const get = (headers: Record<string, string> = {}) =>
    t().app.inject({ method: 'GET', url: '/api/translations/ui', headers });

  it('serves the same JSON plain, gzip or br as the client asks, compressed once per entry', async () => {
    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await get({ 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await get({ 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect(new Set([plain.headers.etag, br.headers.etag, gz.headers.etag]).size).toBe(1);
    expect(br.headers.vary).toContain('Accept-Encoding');
  });

  it('honours an encoding refused with q=0', async () => {
    const res = await get({ 'accept-encoding': 'br;q=0, gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('answers 304 to a matching If-None-Match and fresh data after a write', async () => {
    const first = await get();
    expect((await get({ 'if-none-match': String(first.headers.etag) })).statusCode).toBe(304);
    const token = await t().adminToken();
    const created = await t().app.inject({
      method: 'POST',
      url: '/api/translations/ui',
      headers: { authorization: `Bearer ${token}` },
      payload: { en: 'Cache probe text', ar: 'نص اختبار', zh: '缓存测试' },
    });
    expect(created.statusCode).toBe(201);
    const after = await get({ 'if-none-match': String(first.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain('Cache probe text');
  });

  // A cached read costs a bare route plus the bytes; every per-request
  // hook is paid on each call (docs/decisions/0006), so the list of them is pinned here.
  it('runs no hooks on a cached read but the request headers and the API limit', () => {
    const routes = t().app.printRoutes({ includeHooks: true, commonPrefix: false }).split('\n');
    const hooksOf = (path: string) => {
      const at = routes.findIndex((line) => line.includes(`${path} (GET)`));
      expect(at, path).toBeGreaterThan(-1);
      const hooks: string[] = [];
      for (const line of routes.slice(at + 1)) {
        const hook = /• \((\w+)\) (.*)$/.exec(line);
        if (!hook) break;
        hooks.push(`${hook[1]} ${hook[2]}`);
      }
      return hooks;
    };
    for (const path of [
      '/api/services',
      '/api/categories',
      '/api/blogs',
      '/api/testimonials',
      '/api/researchers',
      '/api/translations/ui',
      '/api/seoMetaData',
      '/api/settings',
    ]) {
      expect(hooksOf(path), path).toEqual(['onRequest ["requestHeaders()","apiRateLimit()"]']);
    }
  });
});

describeEachDatabase('cached reads under a crowd', (kind) => {
  const t = useTestApp(kind);

  it('loads an entry once for the requests that miss it together, and anew for one after a write', async () => {
    const { app } = t();
    let loads = 0;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const load = async () => {
      loads++;
      await held;
      return { loads };
    };
    const crowd = Array.from({ length: 25 }, () => app.cachedRead('services', 'crowd', load));
    // A turn of the event loop: every call of the crowd has reached the cache by then.
    await new Promise((r) => setImmediate(r));
    expect(loads).toBe(1);
    // A write meanwhile: whoever asks now must not get what was read before it.
    app.changed('services');
    const afterWrite = app.cachedRead('services', 'crowd', load);
    expect(loads).toBe(2);
    release();
    const values = (await Promise.all(crowd)).map((e) => e.value);
    expect(values.every((v) => v === values[0])).toBe(true);
    expect((await afterWrite).value).toEqual({ loads: 2 });
  });

  it('drops a load begun before a drop of everything, even for an entity never written', async () => {
    const { app } = t();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const stale = app.cachedRead('researchers', 'epoch', async () => {
      await held;
      return 'before';
    });
    app.clearContentCache();
    const fresh = app.cachedRead('researchers', 'epoch', async () => 'after');
    release();
    expect((await stale).value).toBe('before');
    expect((await fresh).value).toBe('after');
    expect((await app.cachedRead('researchers', 'epoch', async () => 'again')).value).toBe('after');
  });
});
