import { asc, count } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { LANGS, REALTIME_EVENTS, type Lang, type RealtimeEvent } from '../../../contract';
import { useTestApp, type TestApp } from '../../test/app';
import { media } from '../../db/schema';
import { describeEachDatabase } from '../../test/databases';
import {
  htmlAsPngDataUrl,
  mp3DataUrl,
  pngDataUrl,
  polyglotDataUrl,
  svgDataUrl,
  wavDataUrl,
} from '../../test/fixtures';
import { createTestUser } from '../../test/users';
import { randomInputTest } from './content-crud.fuzz';
import type { ContentRoutesSpec } from './content-crud.routes';

type Body = Record<string, unknown>;

/** What the suite knows of an entity, read off its routes spec (SPEC §3, §7). */
export interface CrudSuiteSpec {
  /** `/api/blogs` */
  path: string;
  table: PgTable;
  id: PgColumn;
  event: RealtimeEvent;
  /** The language-map fields, each required on create (SPEC §5): the required fields that are not uploads. */
  textFields: string[];
  /** Required fields that are neither (a number, say): their own rules are the entity's tests'. */
  otherFields: string[];
  uploads: { field: string; urlField: string; kind: 'image' | 'audio'; requiredOnCreate: boolean }[];
  messages: ExpectedMessages;
  /** The fields whose update is announced as `moved`. */
  moves?: readonly string[] | undefined;
  /** A valid create payload. */
  valid(): Promise<Body>;
}

/**
 * What a create must carry, written out per entity from SPEC §3/§5 rather than read off
 * the schema under test: a field the schema stopped requiring fails the suite.
 */
export interface RequiredOnCreate {
  required: string[];
  /** Those of `required` that are not language maps (nor uploads), such as an order number. */
  plain?: string[];
  /**
   * The write messages as the office reads them, written out (not read off the module):
   * created, updated, deleted, not found.
   */
  messages: Record<Lang, readonly [created: string, updated: string, deleted: string, notFound: string]>;
}
type ExpectedMessages = RequiredOnCreate['messages'];

function suiteSpec(
  routes: ContentRoutesSpec,
  valid: () => Promise<Body>,
  { required, plain = [], messages }: RequiredOnCreate,
): CrudSuiteSpec {
  const uploadFields = routes.uploads.map((u) => u.field);
  return {
    path: `/api${routes.path}`,
    table: routes.table,
    id: routes.id,
    event: REALTIME_EVENTS[routes.entity],
    textFields: required.filter((f) => !uploadFields.includes(f) && !plain.includes(f)),
    otherFields: plain,
    uploads: routes.uploads.map((u) => ({
      field: u.field,
      urlField: u.column,
      kind: u.kind,
      requiredOnCreate: required.includes(u.field),
    })),
    messages,
    moves: routes.moves,
    valid,
  };
}

export const validMap = (text: string) => ({ en: `${text} in English`, ar: `${text} بالعربية` });

/**
 * The suite every soft-deleted content entity passes, on PGlite and on PostgreSQL:
 * success paths, permissions, every validation rule, files, cache,
 * language and random input. `fields` lists what a create requires (SPEC §5); `valid`
 * makes a valid create payload; `extra` adds the
 * module's own tests, run in the same app.
 */
export function describeContentCrud(
  name: string,
  routes: ContentRoutesSpec,
  fields: RequiredOnCreate,
  valid: () => Promise<Body>,
  extra?: (ctx: CrudSuiteContext) => void,
): void {
  const spec = suiteSpec(routes, valid, fields);
  describeEachDatabase(name, (kind) => {
    const t = useTestApp(kind);
    const ctx = crudSuiteContext(t, spec);
    beforeAll(ctx.init);
    sharedCrudTests(ctx, spec);
    randomInputTest(ctx, spec);
    if (extra) describe(`${name}: specific`, () => extra(ctx));
  });
}

export type CrudSuiteContext = ReturnType<typeof crudSuiteContext>;

function crudSuiteContext(t: () => TestApp, spec: CrudSuiteSpec) {
  const idField = spec.id.name;
  const headers = { admin: {} as Record<string, string>, staff: {} as Record<string, string> };
  const ctx = {
    t,
    headers,
    idField,
    async init() {
      headers.admin = { authorization: `Bearer ${await t().adminToken()}` };
      headers.staff = (await createTestUser(t().app, 'staff')).headers;
    },
    inject: (
      method: 'GET' | 'POST' | 'DELETE',
      url: string,
      payload?: Body,
      extraHeaders: Record<string, string> = {},
    ) =>
      t().app.inject({
        method,
        url,
        headers: { ...headers.admin, 'accept-language': 'en', ...extraHeaders },
        ...(payload ? { payload } : {}),
      }),
    rows: async () =>
      JSON.stringify(await t().app.database.db.select().from(spec.table).orderBy(asc(spec.id))),
    /** Every row of the entity and the number of stored files. */
    snapshot: async () =>
      `${await ctx.rows()} files:${String((await t().app.database.db.select({ n: count() }).from(media))[0]?.n)}`,
    /** Runs a call that must fail with `status`, and checks it stored nothing: no row, no file. */
    async expectRefused(status: number, call: () => Promise<LightMyRequestResponse>) {
      const before = await ctx.snapshot();
      const res = await call();
      expect(res.statusCode, res.body).toBe(status);
      expect(await ctx.snapshot()).toBe(before);
      return res.json() as { message: string; code: string; issues?: { path: string; message: string }[] };
    },
    async create(overrides: Body = {}): Promise<Body> {
      const res = await ctx.inject('POST', spec.path, { ...(await spec.valid()), ...overrides });
      expect(res.statusCode, res.body).toBe(201);
      return (res.json() as { data: Body }).data;
    },
    list: async (query = '') => (await ctx.inject('GET', `${spec.path}${query}`)).json() as Body[],
  };
  return ctx;
}

function sharedCrudTests(ctx: CrudSuiteContext, spec: CrudSuiteSpec): void {
  const { inject, idField } = ctx;
  const at = (row: Body) => `${spec.path}/${String(row[idField])}`;
  /** The fields an error names (`body.blog_title.en` names `body.blog_title`), each once. */
  const issuePaths = (body: { issues?: { path: string }[] }) => [
    ...new Set((body.issues ?? []).map((i) => i.path.split('.').slice(0, 2).join('.'))),
  ];

  it('creates with 201 and answers { message, data } with the stored file URLs', async () => {
    const res = await inject('POST', spec.path, await spec.valid());
    expect(res.statusCode, res.body).toBe(201);
    const { message, data } = res.json() as { message: string; data: Body };
    expect(message).toBe(spec.messages.en[0]);
    expect(data).toMatchObject({
      [idField]: expect.any(Number),
      is_deleted: false,
      creation_timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
    });
    for (const field of spec.textFields) expect(data[field]).toEqual((await spec.valid())[field]);
    for (const u of spec.uploads) expect(data[u.urlField]).toMatch(/^\/media\//);
    expect(await ctx.list()).toContainEqual(data);
  });

  it.each(LANGS)('answers every write message in the Accept-Language language (%s)', async (lang) => {
    const created = await inject('POST', spec.path, await spec.valid(), {
      'accept-language': `${lang};q=0.9`,
    });
    const row = (created.json() as { data: Body }).data;
    const updated = await inject('POST', at(row), { [idField]: row[idField] }, { 'accept-language': lang });
    const deleted = await inject('DELETE', at(row), undefined, { 'accept-language': lang });
    const missing = await inject('DELETE', at(row), undefined, { 'accept-language': lang });
    expect(
      [created, updated, deleted, missing].map((r) => (r.json() as { message: string }).message),
    ).toEqual(spec.messages[lang]);
  });

  it('answers in Arabic when no language is asked for (SPEC §4 default)', async () => {
    const res = await inject('POST', spec.path, await spec.valid(), { 'accept-language': '' });
    expect((res.json() as { message: string }).message).toBe(spec.messages.ar[0]);
  });

  it('serves the list with an ETag and 304, and a fresh list and an event after each write', async () => {
    const first = await inject('GET', spec.path);
    let etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect((await inject('GET', spec.path, undefined, { 'if-none-match': etag })).statusCode).toBe(304);

    const announce = vi.spyOn(ctx.t().app, 'announce');
    /** The list after a write: a 200 with a new ETag despite the old If-None-Match. */
    const listAfterWrite = async () => {
      const res = await inject('GET', spec.path, undefined, { 'if-none-match': etag });
      expect(res.statusCode).toBe(200);
      expect(res.headers.etag).not.toBe(etag);
      etag = String(res.headers.etag);
      return res.json() as Body[];
    };
    try {
      const row = await ctx.create();
      expect(await listAfterWrite()).toContainEqual(row);
      const changed = (
        await inject('POST', at(row), { [spec.textFields[0] as string]: validMap('Revised') })
      ).json() as { data: Body };
      expect(await listAfterWrite()).toContainEqual(changed.data);
      await inject('DELETE', at(row));
      expect((await listAfterWrite()).map((r) => r[idField])).not.toContain(row[idField]);
      // Each event names the item and what happened to it (decision 0028).
      const id = row[idField] as number;
      const edited = spec.moves?.includes(spec.textFields[0] as string) ? 'moved' : 'updated';
      expect(announce.mock.calls).toEqual([
        [spec.event, { id, op: 'created' }],
        [spec.event, { id, op: edited }],
        [spec.event, { id, op: 'deleted' }],
      ]);
    } finally {
      announce.mockRestore();
    }
  });

  it('updates only the fields sent and keeps a file sent as null or left out', async () => {
    const row = await ctx.create();
    const [field, ...others] = spec.textFields as [string, ...string[]];
    const nulls = Object.fromEntries(spec.uploads.map((u) => [u.field, null]));
    const res = await inject('POST', at(row), {
      [idField]: row[idField],
      [field]: { zh: '新的中文文本' },
      ...nulls,
    });
    expect(res.statusCode, res.body).toBe(200);
    const { message, data } = res.json() as { message: string; data: Body };
    expect(message).toBe(spec.messages.en[1]);
    expect(data).toEqual({ ...row, [field]: { zh: '新的中文文本' } });
    for (const other of others) expect(data[other]).toEqual(row[other]);
    expect(await ctx.list()).toContainEqual(data);
    expect((await inject('POST', at(row), {})).json()).toMatchObject({ data });
  });

  it.each(spec.uploads.map((u) => [u.field, u] as const))(
    'replaces %s when a new file is sent, leaving the other fields',
    async (field, upload) => {
      const [before, after] =
        upload.kind === 'image'
          ? [await pngDataUrl(20, 20, '#FFFFFF'), await pngDataUrl(80, 40, '#0A7F3C')]
          : [mp3DataUrl(), wavDataUrl()];
      const row = await ctx.create({ [field]: before });
      const res = await inject('POST', at(row), { [field]: after });
      expect(res.statusCode, res.body).toBe(200);
      const data = (res.json() as { data: Body }).data;
      expect(data[upload.urlField]).toMatch(/^\/media\//);
      expect(data).toEqual({ ...row, [upload.urlField]: data[upload.urlField] });
      expect(data[upload.urlField]).not.toBe(row[upload.urlField]);
    },
  );

  it('soft-deletes: the list leaves the row out, the row is kept, and it cannot be changed again', async () => {
    const row = await ctx.create();
    const res = await inject('DELETE', at(row));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: spec.messages.en[2], data: { ...row, is_deleted: true } });
    expect((await ctx.list()).map((r) => r[idField])).not.toContain(row[idField]);
    expect(await ctx.rows()).toContain(`"${idField}":${String(row[idField])},`);
    await ctx.expectRefused(404, () => inject('DELETE', at(row)));
    await ctx.expectRefused(404, () =>
      inject('POST', at(row), { [spec.textFields[0] as string]: validMap('Changed') }),
    );
  });

  it('answers 404 for an unknown id and 400 for an id that is not a positive integer', async () => {
    const body = await ctx.expectRefused(404, () => inject('POST', `${spec.path}/999999`, {}));
    expect(body).toEqual({ message: spec.messages.en[3], code: 'NOT_FOUND' });
    await ctx.expectRefused(404, () => inject('DELETE', `${spec.path}/999999`));
    for (const bad of ['abc', '0', '-1', '1.5', '1e3', '99999999999']) {
      const res = await ctx.expectRefused(400, () => inject('POST', `${spec.path}/${bad}`, {}));
      expect(issuePaths(res)).toEqual(['params.id']);
      await ctx.expectRefused(400, () => inject('DELETE', `${spec.path}/${bad}`));
    }
  });

  it(`refuses an update whose ${idField} names another row`, async () => {
    const row = await ctx.create();
    const res = await ctx.expectRefused(400, () =>
      inject('POST', at(row), {
        [idField]: Number(row[idField]) + 1,
        [spec.textFields[0] as string]: validMap('Changed'),
      }),
    );
    expect(issuePaths(res)).toEqual([`body.${idField}`]);
    await ctx.expectRefused(400, () => inject('POST', at(row), { [idField]: String(row[idField]) }));
  });

  it('refuses every write without a token (401) and with a non-admin token (403)', async () => {
    const row = await ctx.create();
    const valid = await spec.valid();
    const calls = [
      ['POST', spec.path, valid],
      ['POST', at(row), { [idField]: row[idField], ...valid }],
      ['DELETE', at(row), undefined],
    ] as const;
    for (const [method, url, payload] of calls) {
      const anonymous = await ctx.expectRefused(401, () =>
        ctx.t().app.inject({ method, url, ...(payload ? { payload } : {}) }),
      );
      expect(anonymous.code).toBe('UNAUTHORIZED');
      const staff = await ctx.expectRefused(403, () =>
        ctx.t().app.inject({ method, url, headers: ctx.headers.staff, ...(payload ? { payload } : {}) }),
      );
      expect(staff.code).toBe('FORBIDDEN');
    }
  });

  describe('validation (SPEC §5): 400 naming each failing field, nothing written', () => {
    it('names every missing required field at once', async () => {
      const res = await ctx.expectRefused(400, () => inject('POST', spec.path, {}));
      const required = [
        ...spec.textFields,
        ...spec.otherFields,
        ...spec.uploads.filter((u) => u.requiredOnCreate).map((u) => u.field),
      ];
      expect(issuePaths(res).sort()).toEqual(required.map((f) => `body.${f}`).sort());
      expect(res.code).toBe('VALIDATION');
    });

    it.each(spec.textFields)('applies the language-map rule to %s on create and update', async (field) => {
      const row = await ctx.create();
      const valid = await spec.valid();
      for (const bad of [
        { en: 'abc' },
        { fr: 'bonjour' },
        { en: 'abcd', fr: 'bonjour' },
        {},
        { en: '    ' },
        'text',
        null,
        { en: 1234 },
      ]) {
        const created = await ctx.expectRefused(400, () =>
          inject('POST', spec.path, { ...valid, [field]: bad }),
        );
        expect(issuePaths(created)).toContain(`body.${field}`);
        const updated = await ctx.expectRefused(400, () => inject('POST', at(row), { [field]: bad }));
        expect(issuePaths(updated)).toEqual([`body.${field}`]);
      }
      const accepted = await inject('POST', spec.path, { ...valid, [field]: { en: 'abcd' } });
      expect(accepted.statusCode, accepted.body).toBe(201);
      expect((await inject('POST', at(row), { [field]: { ar: 'نصٌ عربي' } })).statusCode).toBe(200);
    });

    it.each(spec.uploads.map((u) => [u.field, u] as const))(
      'refuses %s when it is not a data URL (400) or not the right kind of file (415)',
      async (field, upload) => {
        // Only this upload is sent, so a refused file leaves no other file stored either.
        const valid = Object.fromEntries(
          Object.entries(await spec.valid()).filter(([key]) => !spec.uploads.some((u) => u.field === key)),
        );
        const row = await ctx.create();
        for (const bad of ['https://example.com/a.png', 'not a url', 42]) {
          const res = await ctx.expectRefused(400, () =>
            inject('POST', spec.path, { ...valid, [field]: bad }),
          );
          expect(issuePaths(res)).toEqual([`body.${field}`]);
        }
        if (upload.requiredOnCreate)
          await ctx.expectRefused(400, () => inject('POST', spec.path, { ...valid, [field]: null }));
        const wrongKind = upload.kind === 'image' ? [mp3DataUrl()] : [await pngDataUrl()];
        for (const file of [htmlAsPngDataUrl(), svgDataUrl(), await polyglotDataUrl(), ...wrongKind]) {
          const created = await ctx.expectRefused(415, () =>
            inject('POST', spec.path, { ...valid, [field]: file }),
          );
          expect(created.code).toBe('UNSUPPORTED_MEDIA_TYPE');
          await ctx.expectRefused(415, () => inject('POST', at(row), { [field]: file }));
        }
      },
    );

    it('answers 413 for a body over the route limit, before storing anything', async () => {
      // Over every route's limit (one image and one voice note at most), under none's text.
      const huge = `data:image/png;base64,${'A'.repeat(40 * 1024 * 1024)}`;
      const valid = await spec.valid();
      const res = await ctx.expectRefused(413, () =>
        inject('POST', spec.path, { ...valid, [spec.uploads[0]?.field ?? 'file']: huge }),
      );
      expect(res.code).toBe('PAYLOAD_TOO_LARGE');
    });
  });
}
