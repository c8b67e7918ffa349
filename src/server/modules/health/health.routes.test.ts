import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/databases';
import { useTestApp } from '../../test/app';

describeEachDatabase('GET /api/health', (kind) => {
  const t = useTestApp(kind);

  it('reports the database kind and the version', async () => {
    const res = await t().app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ok',
      database: kind,
      version: expect.stringMatching(/^\d+\.\d+\.\d+$/),
    });
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it('answers 503 in the error shape when the database is gone', async () => {
    const original = t().app.database.ping;
    t().app.database.ping = async () => {
      throw new Error('down');
    };
    try {
      const res = await t().app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ message: 'Database unreachable', code: 'UNAVAILABLE' });
    } finally {
      t().app.database.ping = original;
    }
  });
});
