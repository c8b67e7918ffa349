import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/app';

/**
 * Upload abuse: request bodies may come compressed (@fastify/compress
 * inflates them), so a small gzip body can stand for a huge one. The body limit counts
 * the inflated bytes: a bomb is cut off at the route's limit with a 413 naming it, and
 * nothing is stored.
 */
describe('a decompression bomb in a request body', () => {
  const t = useTestApp('pglite');
  // A JSON string of zeros: valid JSON all the way, so only the size can stop it.
  const bomb = (megabytes: number) =>
    gzipSync(
      Buffer.concat([
        Buffer.from('{"name":"'),
        Buffer.alloc(megabytes * 1024 * 1024, 0x30),
        Buffer.from('"}'),
      ]),
      { level: 9 },
    );

  it.each([
    ['/api/contact', 64],
    ['/api/requests', 256],
  ])(
    '%s: %i MB inflated from a small gzip body is refused at the limit, with nothing stored',
    async (url, megabytes) => {
      const body = bomb(megabytes);
      expect(body.length).toBeLessThan(megabytes * 1024 * 2);
      const before = process.memoryUsage().rss;
      const res = await t().app.inject({
        method: 'POST',
        url,
        payload: body,
        headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
        remoteAddress: '10.77.0.1',
      });
      expect(res.statusCode, res.body).toBe(413);
      expect(res.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
      // Not inflated whole: far less than the bomb's size was held.
      expect(process.memoryUsage().rss - before).toBeLessThan(megabytes * 1024 * 1024 * 0.9);
      const auth = { authorization: `Bearer ${await t().adminToken()}` };
      expect((await t().app.inject({ url, headers: auth })).json()).toEqual([]);
    },
  );
});
