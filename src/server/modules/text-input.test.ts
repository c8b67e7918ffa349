import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { TEXT_LIMITS as MAX } from '../../contract';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { upsertAdmin } from './auth/users.queries';
import { seedSiteData } from '../seed/site-data';
import { TEST_ADMIN } from '../test/app';
import { createTestDatabase, describeEachDatabase, type TestDatabase } from '../test/databases';
import { rowsOf } from '../test/rows';

type Method = 'POST' | 'PATCH';
/** A language map (`{ en: … }`, checked per language) or plain text. */
type Shape = 'map' | 'text';

/** Every text field of every write, with its limit as the README states it (decision 0008). */
const TEXT_FIELDS: ReadonlyArray<readonly [Method, string, string, Shape, number]> = [
  ...(['/api/categories', '/api/categories/1'] as const).map(
    (url) => ['POST', url, 'cat_name', 'map', MAX.name] as const,
  ),
  ...(['/api/services', '/api/services/1'] as const).flatMap((url) => [
    ['POST', url, 'service_name', 'map', MAX.name] as const,
    ['POST', url, 'service_long_name', 'map', MAX.line] as const,
    ['POST', url, 'service_desc', 'map', MAX.text] as const,
  ]),
  ...(['/api/blogs', '/api/blogs/1'] as const).flatMap((url) => [
    ['POST', url, 'blog_title', 'map', MAX.name] as const,
    ['POST', url, 'blog_desc_md', 'map', MAX.markdown] as const,
    ['POST', url, 'blog_author', 'map', MAX.name] as const,
  ]),
  ...(['/api/testimonials', '/api/testimonials/1'] as const).flatMap((url) => [
    ['POST', url, 'customer_name', 'map', MAX.name] as const,
    ['POST', url, 'customer_location', 'map', MAX.name] as const,
    ['POST', url, 'testimonial_message', 'map', MAX.text] as const,
  ]),
  ...(['/api/researchers', '/api/researchers/1'] as const).flatMap((url) => [
    ['POST', url, 'researcher_name', 'map', MAX.name] as const,
    ['POST', url, 'researcher_position', 'map', MAX.name] as const,
    ['POST', url, 'researcher_bio', 'map', MAX.text] as const,
  ]),
  ['POST', '/api/requests', 'request_name', 'text', MAX.name],
  ['POST', '/api/requests', 'request_desc', 'text', MAX.text],
  ['POST', '/api/requests', 'request_email', 'text', MAX.email],
  ['POST', '/api/requests', 'request_phone', 'text', MAX.phone],
  ['POST', '/api/requests', 'request_address', 'text', MAX.line],
  ['POST', '/api/contact', 'name', 'text', MAX.name],
  ['POST', '/api/contact', 'email', 'text', MAX.email],
  ['POST', '/api/contact', 'number', 'text', MAX.phone],
  ['POST', '/api/contact', 'subject', 'text', MAX.name],
  ['POST', '/api/contact', 'message', 'text', MAX.text],
  ['PATCH', '/api/seoMetaData/$', 'title', 'text', MAX.name],
  ['PATCH', '/api/seoMetaData/$', 'description', 'text', MAX.line],
  ['PATCH', '/api/seoMetaData/$', 'keywords', 'text', MAX.line],
  ['PATCH', '/api/seoMetaData/$', 'og_image', 'text', MAX.url],
  ['POST', '/api/translations/ui', 'en', 'text', MAX.uiString],
  ['POST', '/api/translations/ui', 'ar', 'text', MAX.uiString],
  ['PATCH', '/api/translations/ui/1', 'zh', 'text', MAX.uiString],
  ['PATCH', '/api/settings', 'site_name', 'map', MAX.name],
  ['PATCH', '/api/settings', 'map_url', 'text', MAX.url],
];

const TABLES = [
  'services',
  'categories',
  'blogs',
  'testimonials',
  'researchers',
  'requests',
  'contact_messages',
  'seo_metadata',
  'ui_translations',
  'site_settings',
  'media',
];
/** In every submitted value: the log must never show it. */
const MARKER = 'private-marker-7d1f';

describeEachDatabase('text fields of every write', (kind) => {
  let testDb: TestDatabase | undefined;
  let app: FastifyInstance;
  let admin: Record<string, string>;
  let log = '';

  beforeAll(async () => {
    testDb = await createTestDatabase(kind);
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      JWT_SECRET: 'x'.repeat(40),
      API_RATE_MAX: '1000000',
      REQUEST_RATE_MAX: '1000000',
      CONTACT_RATE_MAX: '1000000',
    });
    const stream = new Writable({
      write: (chunk: Buffer, _enc, done) => void ((log += chunk.toString()), done()),
    });
    app = await buildApp({ config, database: testDb.database, logger: { level: 'info', stream } });
    await app.ready();
    await upsertAdmin(testDb.database.db, TEST_ADMIN);
    await seedSiteData(testDb.database.db);
    const basic = `Basic ${Buffer.from(`${TEST_ADMIN.email}:${TEST_ADMIN.password}`).toString('base64')}`;
    const token = (
      await app.inject({ method: 'GET', url: '/api/auth/token', headers: { authorization: basic } })
    ).json<{ jwt_token: string }>().jwt_token;
    admin = { authorization: `Bearer ${token}`, 'accept-language': 'en' };
  });
  afterAll(async () => {
    await app?.close();
    await testDb?.drop();
  });

  const snapshot = async () => {
    const out: Record<string, unknown> = {};
    for (const table of TABLES) {
      const result = await app.database.db.execute(
        sql.raw(`select md5(coalesce(string_agg(t::text, ',' order by t::text), '')) as h from ${table} t`),
      );
      out[table] = rowsOf<{ h: string }>(result)[0]?.h;
    }
    return out;
  };
  const send = (method: Method, url: string, payload: object) =>
    app.inject({
      method,
      url,
      headers: { ...admin, 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
    });
  const valueOf = (shape: Shape, text: string) => (shape === 'map' ? { en: text } : text);
  const pathOf = (field: string, shape: Shape) => (shape === 'map' ? `body.${field}.en` : `body.${field}`);

  it.each(TEXT_FIELDS)(
    '%s %s: a NUL in %s is a 400 naming it, nothing written',
    async (method, url, field, shape) => {
      const before = await snapshot();
      const res = await send(method, url, { [field]: valueOf(shape, `Text ${MARKER}\u0000 more`) });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: `Invalid ${pathOf(field, shape)}`,
        code: 'VALIDATION',
        issues: [{ path: pathOf(field, shape), message: 'must not contain a NUL character' }],
      });
      expect(await snapshot()).toEqual(before);
    },
  );

  it.each(TEXT_FIELDS)(
    '%s %s: %s longer than its limit is a 400 naming it, nothing written',
    async (method, url, field, shape, max) => {
      const before = await snapshot();
      const res = await send(method, url, {
        [field]: valueOf(shape, `https://x.test/${MARKER}`.padEnd(max + 1, 'a')),
      });
      expect(res.statusCode).toBe(400);
      const body = res.json<{ message: string; issues: { path: string; message: string }[] }>();
      expect(body.message).toContain(pathOf(field, shape));
      expect(body.issues).toContainEqual({
        path: pathOf(field, shape),
        message: `must be at most ${max} characters`,
      });
      expect(await snapshot()).toEqual(before);
    },
  );

  it('NUL in a nested place (a feature, a social link, a document list) is named too', async () => {
    const res = await send('POST', '/api/services/1', {
      service_features: [{ en: 'Fine feature' }, { ar: 'ميزة\u0000' }],
    });
    expect(res.json()).toMatchObject({ message: 'Invalid body.service_features.1.ar' });
    const links = await send('PATCH', '/api/settings', {
      social_links: { facebook: 'https://fb.test/\u0000' },
    });
    expect(links.json()).toMatchObject({ message: 'Invalid body.social_links.facebook' });
    const docs = await send('POST', '/api/requests', {
      request_documents: ['data:application/pdf;base64,\u0000'],
    });
    expect(docs.json()).toMatchObject({ message: 'Invalid body.request_documents.0' });
  });

  it('a NUL in the SEO path parameter is a 400, not a 500', async () => {
    const res = await app.inject({
      method: 'PATCH',
      url: '/api/seoMetaData/$about%00',
      headers: admin,
      payload: { title: 'A title' },
    });
    expect(res.statusCode).toBe(400);
  });

  it('text at exactly its limit is stored (the limits are not smaller than the README says)', async () => {
    const full = (n: number) => 'م'.repeat(n);
    const request = await send('POST', '/api/requests', {
      request_name: full(MAX.name),
      request_desc: full(MAX.text),
      request_email: `${'a'.repeat(MAX.email - 9)}@mail.com`,
      request_phone: '1'.repeat(MAX.phone),
      request_address: full(MAX.line),
    });
    expect(request.statusCode).toBe(201);
    const message = await send('POST', '/api/contact', {
      name: full(MAX.name),
      email: 'a@b.co',
      number: '123',
      subject: full(MAX.name),
      message: full(MAX.text),
    });
    expect(message.statusCode).toBe(201);
    const seo = await send('PATCH', '/api/seoMetaData/$', {
      title: full(MAX.name),
      description: full(MAX.line),
    });
    expect(seo.statusCode).toBe(200);
  });

  it('a literal backslash-u0000 (escaped backslash) is text, not a NUL', async () => {
    const res = await send('POST', '/api/contact', {
      name: 'Back\\u0000slash',
      email: 'a@b.co',
      number: '123',
      subject: 'Subject',
      message: 'A message',
    });
    expect(res.statusCode).toBe(201);
  });

  it('the log holds none of the submitted values', () => {
    expect(log.length).toBeGreaterThan(0);
    expect(log).not.toContain(MARKER);
  });
});
