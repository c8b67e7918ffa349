import fc from 'fast-check';
import { expect, it } from 'vitest';
import type { CrudSuiteContext, CrudSuiteSpec } from './content-crud.suite';

const malformedDataUrl = fc.oneof(
  fc.constantFrom(
    'data:,',
    'data:image/png;base64,',
    'data:image/png;base64,====',
    'data:;base64,AAAA',
    'data:image/png,%00%ff',
    'data:audio/mpeg;base64,SUQz',
  ),
  fc.string().map((s) => `data:image/png;base64,${s}`),
  fc.string().map((s) => `data:${s},${s}`),
  fc.uint8Array({ maxLength: 96 }).map((b) => `data:image/webp;base64,${Buffer.from(b).toString('base64')}`),
);
const langMapLike = fc.dictionary(
  fc.constantFrom('en', 'ar', 'zh', 'fr', '', '__proto__'),
  fc.oneof(fc.string(), fc.jsonValue()),
);
/** Text PostgreSQL cannot store: a NUL somewhere in it, alone or in a language map. */
const withNul = fc.tuple(fc.string(), fc.string()).map(([a, b]) => `${a}\u0000${b}`);
const anyValue = fc.oneof(
  fc.jsonValue(),
  langMapLike,
  malformedDataUrl,
  withNul,
  fc.dictionary(fc.constantFrom('en', 'ar', 'zh'), withNul),
);

/**
 * Random JSON bodies, random ids and malformed data URLs thrown at every
 * write never cause a 5xx, and a 4xx writes neither a row nor a file.
 */
export function randomInputTest(ctx: CrudSuiteContext, spec: CrudSuiteSpec): void {
  const { idField } = ctx;
  const uploads = spec.uploads.map((u) => u.field);
  const fields = [...spec.textFields, ...spec.otherFields, ...uploads, idField];

  it('never answers 5xx to random bodies, ids and malformed data URLs, and writes nothing on a 4xx (fast-check)', async () => {
    const existing = String((await ctx.create())[idField]);
    const validTexts = Object.fromEntries(spec.textFields.map((f) => [f, { en: `${f} text` }]));
    const body = fc.oneof(
      fc.jsonValue(),
      fc.record(Object.fromEntries(fields.map((f) => [f, anyValue])), { requiredKeys: [] }),
      fc
        .record(Object.fromEntries(uploads.map((f) => [f, malformedDataUrl])))
        .map((files) => ({ ...validTexts, ...files })),
    );
    const id = fc.oneof(
      fc.constant(existing),
      fc.constant(existing),
      fc.string({ maxLength: 12 }),
      fc.integer().map(String),
    );
    const call = fc.oneof(
      body.map((payload) => ({ method: 'POST' as const, url: spec.path, payload })),
      fc.tuple(id, body).map(([i, payload]) => ({
        method: 'POST' as const,
        url: `${spec.path}/${encodeURIComponent(i)}`,
        payload,
      })),
      id
        .filter((i) => i !== existing)
        .map((i) => ({
          method: 'DELETE' as const,
          url: `${spec.path}/${encodeURIComponent(i)}`,
          payload: undefined,
        })),
    );

    await fc.assert(
      fc.asyncProperty(call, async ({ method, url, payload }) => {
        const before = await ctx.snapshot();
        const json =
          payload === undefined
            ? {}
            : {
                payload: JSON.stringify(payload),
                headers: { ...ctx.headers.admin, 'content-type': 'application/json' },
              };
        const res = await ctx.t().app.inject({ method, url, headers: ctx.headers.admin, ...json });
        const what = `${method} ${url} ${JSON.stringify(payload)} → ${res.statusCode} ${res.body}`;
        expect(res.statusCode, what).toBeLessThan(500);
        if (res.statusCode >= 400) expect(await ctx.snapshot(), what).toBe(before);
      }),
      { numRuns: 80 },
    );
  });
}
