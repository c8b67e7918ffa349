import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema, writeResponse } from '../../../contract';
import { isoTimestamp } from '../../db/schema/common';
import { AppError } from '../../errors';
import { localize, type EntityMessages } from '../../i18n/messages';
import type { UploadKind } from '../../media/types';
import { CACHED_READ, type CachedEntry, type ContentEntity } from '../../plugins/content-cache';
import { registerAdminList, type AdminListSpec } from './admin-pages';
import { contentQueries, type ContentRow, type ContentTable } from './content-crud.queries';
import { IdParamsSchema, IdSchema } from './ids';
import { checkTextsOnly } from './texts-only';
import type { OperationNouns } from './operation-nouns';

/** An upload in a write payload (a data URL) and the column that keeps its public URL. */
interface UploadField {
  field: string;
  column: string;
  kind: Extract<UploadKind, 'image' | 'audio'>;
}

export interface ContentRoutesSpec extends ContentTable {
  /** Cache entry and socket event (`<entity>_changed`) of the writes. */
  entity: ContentEntity;
  /** `/blogs`: the list and create path; `/blogs/:id` updates and deletes. */
  path: `/${string}`;
  /** Its operations' names in the OpenAPI document (docs/decisions/0047). */
  nouns: OperationNouns;
  schemas: { entity: z.ZodObject; create: z.ZodObject; update: z.ZodObject };
  uploads: UploadField[];
  messages: EntityMessages;
  /** Route body limit (media/limits.ts BODY_LIMIT): 413 before the body is buffered (decision 0002). */
  bodyLimit: number;
  /** SPEC §7 `GET /blogs?blog_id=`: the id as a query narrows the list to at most one. */
  lookupById?: boolean;
  /**
   * The fields whose update changes the item's place in a list (its order number): such
   * an update is announced as `moved` (decision 0028).
   */
  moves?: readonly string[];
  /**
   * The back-office list's search, `missing` check and `sort=title` (admin-pages.ts); its
   * category-like filter.
   */
  texts: AdminListSpec['texts'];
  searched: AdminListSpec['searched'];
  filter?: AdminListSpec['filter'];
}

const toEntityOf = (spec: ContentRoutesSpec) => (row: ContentRow) =>
  spec.schemas.entity.parse({ ...row, creation_timestamp: isoTimestamp(String(row.creation_timestamp)) });

/**
 * The entity's public list (`GET /<entity>`, or `?<id>=` for at most one) through the read
 * cache: declared once, sent by the API route and read by the page renderer.
 */
export const publicListLoader =
  <T>(spec: ContentRoutesSpec) =>
  (app: FastifyInstance, only?: number): Promise<CachedEntry<T[]>> =>
    app.cachedRead(
      spec.entity,
      only === undefined ? 'all' : `${spec.id.name}=${only}`,
      async () => (await contentQueries(app.database.db, spec).list(only)).map(toEntityOf(spec)) as T[],
      // One item looked up: only a change of that item touches it. The whole list: any change.
      only === undefined ? undefined : () => ({ ids: [only], list: false }),
    );

/**
 * The upload answers of a write, for the OpenAPI document (plugins/openapi.ts adds the
 * tag, the bearer security and the 400/401/403/404/429 answers itself).
 */
const UPLOAD_ERRORS = {
  413: ApiErrorSchema.describe('A file or the body is too large'),
  415: ApiErrorSchema.describe('A file is not of an accepted type'),
};

/**
 * Stores the uploads sent, all or none (the files first, idempotently: decision 0002);
 * absent or null leaves a column.
 */
async function storeUploads(
  app: FastifyInstance,
  body: ContentRow,
  uploads: UploadField[],
): Promise<ContentRow> {
  const sent = uploads.flatMap(({ field, column, kind }) => {
    const dataUrl = body[field];
    return typeof dataUrl === 'string' ? [{ field, column, kind, dataUrl }] : [];
  });
  const stored = await app.media.storeAll(sent);
  return Object.fromEntries(sent.map(({ column }, i) => [column, stored[i]!.url]));
}

/**
 * The list, create, update and soft delete of one content entity (SPEC §7, DESIGN §4):
 * public reads from the read cache with ETag; admin-only writes answering
 * `{ message, data }` in the request's language, announced after they commit.
 */
export function contentRoutes(spec: ContentRoutesSpec): FastifyPluginAsyncZod {
  const idField = spec.id.name;
  const { schemas, uploads, entity, nouns } = spec;
  const uploadFields = new Set(uploads.map((u) => u.field));
  const ListSchema = z.array(schemas.entity);
  const WriteSchema = writeResponse(schemas.entity);

  const toEntity = toEntityOf(spec);
  const loadList = publicListLoader(spec);
  /** The payload's text columns: everything but the uploads and the id. */
  const textColumns = (body: ContentRow) =>
    Object.fromEntries(
      Object.entries(body).filter(
        ([key, value]) => key !== idField && !uploadFields.has(key) && value !== undefined,
      ),
    );

  return async (app) => {
    const queries = contentQueries(app.database.db, spec);
    const notFound = (request: FastifyRequest) =>
      new AppError('NOT_FOUND', localize(request, spec.messages.notFound));

    app.get(
      spec.path,
      {
        ...CACHED_READ,
        schema: {
          summary: spec.lookupById
            ? `List the ${nouns.some}, or one by ${idField}`
            : `List the ${nouns.some}`,
          operationId: `list${nouns.many}`,
          ...(spec.lookupById ? { querystring: z.object({ [idField]: IdSchema.optional() }) } : {}),
          response: { 200: ListSchema },
        },
      },
      async (request, reply) => {
        const only = spec.lookupById
          ? (request.query as Record<string, number | undefined>)[idField]
          : undefined;
        return app.sendCached(request, reply, await loadList(app, only));
      },
    );

    registerAdminList(app, { ...spec, entitySchema: schemas.entity, notFound });

    app.post(
      spec.path,
      {
        bodyLimit: spec.bodyLimit,
        schema: {
          summary: `Create ${nouns.a}`,
          operationId: `create${nouns.one}`,
          body: schemas.create,
          response: { 201: WriteSchema, ...UPLOAD_ERRORS },
        },
      },
      async (request, reply) => {
        const body = request.body as ContentRow;
        const urls = await storeUploads(app, body, uploads);
        const row = await queries.insert({ ...textColumns(body), ...urls }, request.user?.user_id);
        app.changed(entity, { id: row[idField] as number, op: 'created' });
        return reply
          .status(201)
          .send({ message: localize(request, spec.messages.created), data: toEntity(row) });
      },
    );

    app.post(
      `${spec.path}/:id`,
      {
        bodyLimit: spec.bodyLimit,
        schema: {
          summary: `Update ${nouns.a}`,
          operationId: `update${nouns.one}`,
          params: IdParamsSchema,
          body: schemas.update,
          response: { 200: WriteSchema, ...UPLOAD_ERRORS },
        },
      },
      async (request) => {
        const { id } = request.params;
        const body = request.body as ContentRow;
        // SPEC §7 sends the id in the body too; one that names another row is a mistake.
        if (body[idField] !== undefined && body[idField] !== id) {
          throw new AppError('VALIDATION', `Invalid body.${idField}`, [
            { path: `body.${idField}`, message: `must equal the id in the path (${id})` },
          ]);
        }
        const current = await queries.findLive(id);
        if (!current) throw notFound(request);
        checkTextsOnly(request, schemas.entity, body, current);
        const values = { ...textColumns(body), ...(await storeUploads(app, body, uploads)) };
        const row =
          Object.keys(values).length > 0
            ? await queries.update(id, values, request.user?.user_id)
            : await queries.findLive(id);
        if (!row) throw notFound(request);
        const moved = spec.moves?.some((field) => values[field] !== undefined);
        if (Object.keys(values).length > 0) app.changed(entity, { id, op: moved ? 'moved' : 'updated' });
        return { message: localize(request, spec.messages.updated), data: toEntity(row) };
      },
    );

    app.delete(
      `${spec.path}/:id`,
      {
        schema: {
          summary: `Delete ${nouns.a} (it goes to the trash)`,
          operationId: `delete${nouns.one}`,
          params: IdParamsSchema,
          response: { 200: WriteSchema },
        },
      },
      async (request) => {
        const row = await queries.softDelete(request.params.id, request.user?.user_id);
        if (!row) throw notFound(request);
        app.changed(entity, { id: request.params.id, op: 'deleted' });
        return { message: localize(request, spec.messages.deleted), data: toEntity(row) };
      },
    );
  };
}
