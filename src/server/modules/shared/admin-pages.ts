import { and, asc, count, desc, eq, getTableColumns, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ADMIN_LIST, LANGS, type AdminListSort, type CardPage, type Lang } from '../../../contract';
import { isoTimestamp } from '../../db/schema/common';
import { fold, searchPattern } from '../../db/schema/search-text';
import { requestLanguage } from '../../i18n/request-lang';
import { orderingOf, type ContentRow, type ContentTable } from './content-crud.queries';
import { DaySchema, IdParamsSchema, IdSchema } from './ids';
import type { OperationNouns } from './operation-nouns';

/** What a back-office list needs of an entity beyond its table (decision 0028). */
export interface AdminListSpec extends ContentTable {
  /** Every language map a row is written in: `missing=zh` finds the rows where one lacks Chinese. */
  texts: readonly PgColumn[];
  /**
   * Lists of language maps (a service's features): `missing=zh` also finds a row where
   * one item lacks Chinese.
   */
  textLists?: readonly PgColumn[] | undefined;
  /**
   * The short ones `q` searches (names, titles, authors: not a post's body); the first
   * names the row (`sort=title`).
   */
  searched: readonly PgColumn[];
  /** A `?<name>=` id that narrows the list (the services' category), or `none`: the rows without one. */
  filter?: { name: string; column: PgColumn } | undefined;
}

const adminListQuery = (spec: AdminListSpec) =>
  z.object({
    page: IdSchema.optional(),
    limit: IdSchema.pipe(
      z.number().max(ADMIN_LIST.maxLimit, `must be at most ${ADMIN_LIST.maxLimit}`),
    ).optional(),
    q: z.string().trim().max(100, 'must be at most 100 characters').optional(),
    missing: z.enum(LANGS).optional(),
    from: DaySchema.optional(),
    to: DaySchema.optional(),
    sort: z.enum(ADMIN_LIST.sorts).optional(),
    // The id as a schema of its own (`describe` makes one): fastify-type-provider-zod 7 leaves
    // out of a union a schema the object already used (`page`), and the OpenAPI document then
    // allowed only `none` (docs/decisions/0047).
    ...(spec.filter
      ? {
          [spec.filter.name]: z
            .union([z.literal('none'), IdSchema.describe('An id')])
            .optional()
            .describe('An id, or `none`: the rows without one'),
        }
      : {}),
  });

interface AdminListAsk {
  page: number;
  limit: number;
  q?: string | undefined;
  missing?: Lang | undefined;
  from?: string | undefined;
  to?: string | undefined;
  sort: AdminListSort;
  filter?: number | 'none' | undefined;
  /** The language `sort=title` reads the names in. */
  lang: Lang;
}

const adminListAsk = (
  spec: AdminListSpec,
  query: Record<string, unknown>,
  request: Parameters<typeof requestLanguage>[0],
): AdminListAsk => ({
  page: (query.page as number | undefined) ?? 1,
  limit: (query.limit as number | undefined) ?? ADMIN_LIST.defaultLimit,
  q: (query.q as string | undefined) || undefined,
  missing: query.missing as Lang | undefined,
  from: query.from as string | undefined,
  to: query.to as string | undefined,
  sort: (query.sort as AdminListSort | undefined) ?? 'list',
  filter: spec.filter ? (query[spec.filter.name] as number | 'none' | undefined) : undefined,
  lang: requestLanguage(request),
});

/**
 * A language map's texts in every language, as one string (its keys left out: `en` would match every row).
 */
const langMapText = (column: PgColumn): SQL =>
  sql`concat_ws(' ', ${column}->>'ar', ${column}->>'en', ${column}->>'zh')`;

/** The rows where a text, or an item of a list of texts, has nothing in `lang`. */
function missingIn(spec: AdminListSpec, lang: Lang): SQL | undefined {
  const lacks = (text: SQL | PgColumn) => sql`coalesce(btrim(${text}->>${lang}), '') = ''`;
  return or(
    ...spec.texts.map(lacks),
    ...(spec.textLists ?? []).map(
      (list) =>
        sql`exists (select 1 from jsonb_array_elements(${list}) as item(text) where ${lacks(sql`item.text`)})`,
    ),
  );
}

/**
 * One page of an entity's live rows for the back office. The search folds Arabic as the
 * inboxes do (db/schema/search-text.ts) over the rows' names and short texts in all three
 * languages; it folds them row by row, which at the few thousand rows content reaches costs
 * milliseconds (the inboxes, at tens of thousands, keep a folded, indexed column). Bodies
 * are left out: 2,000 posts are ~50 MB of text.
 */
async function adminListPage(
  app: FastifyInstance,
  spec: AdminListSpec,
  ask: AdminListAsk,
): Promise<CardPage<ContentRow>> {
  const columns = getTableColumns(spec.table) as Record<string, PgColumn>;
  const created = columns.creation_timestamp!;
  const where = and(
    eq(columns.is_deleted!, false),
    !spec.filter || ask.filter === undefined
      ? undefined
      : ask.filter === 'none'
        ? isNull(spec.filter.column)
        : eq(spec.filter.column, ask.filter),
    ask.q
      ? sql`${fold(sql.join(spec.searched.map(langMapText), sql` || ' ' || `))} like ${searchPattern(ask.q)}`
      : undefined,
    ask.missing ? missingIn(spec, ask.missing) : undefined,
    ask.from ? sql`${created} >= ${ask.from}::date` : undefined,
    ask.to ? sql`${created} < ${ask.to}::date + 1` : undefined,
  );
  const title = spec.searched[0]!;
  const ordering: Record<AdminListSort, SQL[]> = {
    list: orderingOf(spec),
    newest: [desc(created), desc(spec.id)],
    oldest: [asc(created), asc(spec.id)],
    title: [sql`${title}->>${ask.lang} asc nulls last`, asc(spec.id)],
  };
  const { db } = app.database;
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(spec.table)
      .where(where)
      .orderBy(...ordering[ask.sort])
      .limit(ask.limit)
      .offset((ask.page - 1) * ask.limit),
    db.select({ n: count() }).from(spec.table).where(where),
  ]);
  return { items: rows as ContentRow[], total: totals?.n ?? 0, page: ask.page, limit: ask.limit };
}

/**
 * `GET /api<path>/admin` (a page of the back-office list) and `GET /api<path>/admin/:id`
 * (one live row: an update screen opened by its address), staff only, never cached.
 */
export function registerAdminList(
  app: FastifyInstance,
  spec: AdminListSpec & {
    path: `/${string}`;
    nouns: OperationNouns;
    entitySchema: z.ZodObject;
    notFound: (request: FastifyRequest) => Error;
  },
): void {
  const toEntity = (row: ContentRow) =>
    spec.entitySchema.parse({ ...row, creation_timestamp: isoTimestamp(String(row.creation_timestamp)) });
  const PageSchema = z.object({
    items: z.array(spec.entitySchema),
    total: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
  });
  app.get(
    `${spec.path}/admin`,
    {
      schema: {
        summary: `List the ${spec.nouns.some} for the back office, a page at a time`,
        operationId: `listAdmin${spec.nouns.many}`,
        description: 'Staff only. One page of live rows, with how many match (decision 0028). Not in SPEC.',
        querystring: adminListQuery(spec),
        response: { 200: PageSchema },
      },
    },
    async (request, reply) => {
      const page = await adminListPage(
        app,
        spec,
        adminListAsk(spec, request.query as Record<string, unknown>, request),
      );
      void reply.header('cache-control', 'private, no-store');
      return { ...page, items: page.items.map(toEntity) };
    },
  );
  app.get(
    `${spec.path}/admin/:id`,
    {
      schema: {
        summary: `Get ${spec.nouns.a} for the back office`,
        operationId: `getAdmin${spec.nouns.one}`,
        description: 'Staff only. One live row. Not in SPEC.',
        params: IdParamsSchema,
        response: { 200: spec.entitySchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params as { id: number };
      const [row] = await app.database.db
        .select()
        .from(spec.table)
        .where(
          and(
            eq((getTableColumns(spec.table) as Record<string, PgColumn>).is_deleted!, false),
            eq(spec.id, id),
          ),
        );
      if (!row) throw spec.notFound(request);
      void reply.header('cache-control', 'private, no-store');
      return toEntity(row as ContentRow);
    },
  );
}
