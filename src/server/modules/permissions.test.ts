import { expect, it } from 'vitest';
import { describeEachDatabase } from '../test/databases';
import { useTestApp } from '../test/app';
import { createTestUser } from '../test/users';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Every route only an admin may call (SPEC §6). The table is the list a reviewer checks
 * against SPEC §7, plus the routes added beside it (contact inbox, staff, trash).
 */
const PROTECTED: ReadonlyArray<readonly [Method, string]> = [
  ['POST', '/api/services'],
  ['POST', '/api/services/1'],
  ['DELETE', '/api/services/1'],
  ['POST', '/api/categories'],
  ['POST', '/api/categories/1'],
  ['DELETE', '/api/categories/1'],
  ['POST', '/api/blogs'],
  ['POST', '/api/blogs/1'],
  ['DELETE', '/api/blogs/1'],
  ['POST', '/api/testimonials'],
  ['POST', '/api/testimonials/1'],
  ['DELETE', '/api/testimonials/1'],
  ['POST', '/api/researchers'],
  ['POST', '/api/researchers/1'],
  ['DELETE', '/api/researchers/1'],
  ['GET', '/api/requests'],
  ['GET', '/api/requests/unreadCount'],
  ['PUT', '/api/requests/1/markRead'],
  ['DELETE', '/api/requests/1'],
  ['GET', '/api/contact'],
  ['PUT', '/api/contact/1/markRead'],
  ['DELETE', '/api/contact/1'],
  ['PATCH', '/api/seoMetaData/$'],
  ['POST', '/api/translations/ui'],
  ['PATCH', '/api/translations/ui/1'],
  ['DELETE', '/api/translations/ui/1'],
  ['PATCH', '/api/settings'],
  ['GET', '/api/staff'],
  ['POST', '/api/staff'],
  ['DELETE', '/api/staff/1'],
  ['GET', '/api/trash'],
  ['POST', '/api/trash/services/1/restore'],
];

/** Visitors may read public content and create requests and messages. */
const PUBLIC: ReadonlyArray<readonly [Method, string]> = [
  ['GET', '/api/services'],
  ['GET', '/api/categories'],
  ['GET', '/api/blogs'],
  ['GET', '/api/testimonials'],
  ['GET', '/api/researchers'],
  ['GET', '/api/seoMetaData'],
  ['GET', '/api/translations/ui'],
  ['GET', '/api/settings'],
];

const hasBody = (method: Method) => method !== 'GET' && method !== 'DELETE';

describeEachDatabase('permissions on every protected route', (kind) => {
  const t = useTestApp(kind);

  it.each(PROTECTED)('%s %s answers 401 without a token', async (method, url) => {
    const res = await t().app.inject({ method, url, ...(hasBody(method) ? { payload: {} } : {}) });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it.each(PROTECTED)('%s %s answers 403 with a non-admin token', async (method, url) => {
    const staff = await createTestUser(t().app, 'staff');
    const res = await t().app.inject({
      method,
      url,
      headers: staff.headers,
      ...(hasBody(method) ? { payload: {} } : {}),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'FORBIDDEN' });
  });

  it.each(PROTECTED)('%s %s answers 401 with a token signed by another secret', async (method, url) => {
    const forged = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIiwicm9sZSI6ImFkbWluIn0.c2lnbmVkLWJ5LXNvbWVvbmUtZWxzZQ';
    const res = await t().app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${forged}` },
      ...(hasBody(method) ? { payload: {} } : {}),
    });
    expect(res.statusCode).toBe(401);
  });

  it.each(PUBLIC)('%s %s is open to visitors', async (method, url) => {
    const res = await t().app.inject({ method, url });
    expect(res.statusCode).toBe(200);
    expect(Array.isArray(res.json()) || typeof res.json() === 'object').toBe(true);
  });
});
