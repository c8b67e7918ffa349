import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../test/databases';
import { useTestApp } from '../test/app';
import { rowsOf } from '../test/rows';

type Method = 'POST' | 'PUT' | 'PATCH';

/**
 * Every write a client can send a body to (SPEC §7 plus the inbox and settings calls),
 * except the content entities on the generic CRUD routes (blogs, testimonials, researchers,
 * FAQ): content-crud.fuzz.ts fuzzes each of those with its own fields.
 */
const WRITES: ReadonlyArray<readonly [Method, string, readonly string[]]> = [
  [
    'POST',
    '/api/services',
    [
      'service_name',
      'service_long_name',
      'service_desc',
      'service_features',
      'service_header_image',
      'cat_id',
    ],
  ],
  [
    'POST',
    '/api/services/1',
    [
      'service_name',
      'service_long_name',
      'service_desc',
      'service_features',
      'service_header_image',
      'cat_id',
    ],
  ],
  ['POST', '/api/categories', ['cat_name', 'cat_header_image']],
  ['POST', '/api/categories/1', ['cat_name', 'cat_header_image']],
  [
    'POST',
    '/api/requests',
    [
      'request_name',
      'request_desc',
      'request_email',
      'request_phone',
      'request_address',
      'request_documents',
    ],
  ],
  ['POST', '/api/contact', ['name', 'email', 'number', 'subject', 'message']],
  ['PATCH', '/api/seoMetaData/$', ['title', 'description', 'keywords', 'og_image', 'og_type']],
  ['POST', '/api/translations/ui', ['en', 'ar', 'zh']],
  ['PATCH', '/api/translations/ui/1', ['en', 'ar', 'zh']],
  [
    'PATCH',
    '/api/settings',
    ['office_phone', 'office_email', 'whatsapp_number', 'social_links', 'map_url', 'video_url', 'site_name'],
  ],
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

/** Malformed and hostile data URLs: the shapes a broken or malicious client sends. */
const dataUrl = fc.oneof(
  fc.constantFrom(
    'data:',
    'data:,',
    'data:image/png;base64,',
    'data:image/png;base64,!!!!',
    'data:text/html,<script>1</script>',
    'data:image/svg+xml,<svg/>',
  ),
  fc
    .uint8Array({ maxLength: 64 })
    .map((bytes) => `data:image/png;base64,${Buffer.from(bytes).toString('base64')}`),
  fc.string().map((s) => `data:${s}`),
);
const langMapish = fc.oneof(
  fc.dictionary(
    fc.constantFrom('en', 'ar', 'zh', 'fr', '__proto__', 'constructor'),
    fc.oneof(fc.string(), fc.integer(), fc.constant(null)),
  ),
  fc.string(),
  fc.array(fc.string(), { maxLength: 3 }),
);
/** Text PostgreSQL cannot store: a NUL somewhere in it. */
const withNul = fc.tuple(fc.string(), fc.string()).map(([a, b]) => `${a}\u0000${b}`);
const value = fc.oneof(
  fc.jsonValue(),
  dataUrl,
  langMapish,
  withNul,
  fc.dictionary(fc.constantFrom('en', 'ar', 'zh'), withNul),
  fc.array(fc.oneof(dataUrl, langMapish), { maxLength: 4 }),
);

const bodyFor = (fields: readonly string[]) =>
  fc.oneof(
    fc.jsonValue(),
    fc.record(Object.fromEntries(fields.map((f) => [f, value])), { requiredKeys: [] }),
    fc.string().map((s) => ({ raw: s })),
  );

describeEachDatabase('fuzzed write bodies', (kind) => {
  const t = useTestApp(kind, {
    API_RATE_MAX: '1000000',
    REQUEST_RATE_MAX: '1000000',
    CONTACT_RATE_MAX: '1000000',
  });

  /** Every table's row count, in one query (twice per fuzzed body: one round trip each, not 11). */
  const COUNTS = sql.raw(
    `select ${TABLES.map((table) => `(select count(*)::int from ${table}) as ${table}`).join(', ')}`,
  );
  const counts = async () => {
    const result = await t().app.database.db.execute(COUNTS);
    const rows = rowsOf<Record<string, number>>(result);
    return Object.fromEntries(TABLES.map((table) => [table, rows[0]?.[table] ?? -1]));
  };

  it.each(WRITES)('%s %s never answers 5xx and writes nothing on a 4xx', async (method, url, fields) => {
    const token = await t().adminToken();
    await fc.assert(
      fc.asyncProperty(bodyFor(fields), async (body) => {
        const before = await counts();
        const res = await t().app.inject({
          method,
          url,
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          payload: JSON.stringify(body) ?? 'null',
        });
        expect(res.statusCode, `${res.statusCode} ${res.body.slice(0, 200)}`).toBeLessThan(500);
        if (res.statusCode >= 400) {
          expect(await counts()).toEqual(before);
          expect(res.json()).toMatchObject({ message: expect.any(String), code: expect.any(String) });
        }
      }),
      { numRuns: 40 },
    );
  });
});
