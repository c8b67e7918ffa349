import { and, count, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CARD_PAGE_MAX_LIMIT, type CardPage, type CardPageQuery, type ContentName } from '../../../contract';
import { CACHED_READ, type CachedEntry } from '../../plugins/content-cache';
import { orderingOf, type ContentRow, type ContentTable } from './content-crud.queries';
import { IdSchema } from './ids';
import type { OperationNouns } from './operation-nouns';

/** How one entity's list reads as cards (decision 0028). */
export interface CardPageSpec<Card> extends ContentTable {
  entity: ContentName;
  /** `/blogs`: the cards answer at `/api<path>/cards`. */
  path: `/${string}`;
  /** Its operation's name in the OpenAPI document (docs/decisions/0047). */
  nouns: OperationNouns;
  /** What is read of each row, by field name: columns, or SQL that trims one (a post's body to its start). */
  columns: Record<string, PgColumn | SQL.Aliased>;
  toCard: (row: ContentRow) => Card;
  card: z.ZodType<Card>;
  /** The page size a page of cards has when `?limit=` is left out (SPEC §9's `PAGE_SIZE`). */
  defaultLimit: number;
  /** A `?<name>=` id that narrows the list (the services page's category). */
  filter?: { name: string; column: PgColumn };
}

/** `?page=` and `?limit=`, digits only like every id; a bad one answers 400 naming it. */
const PositiveSchema = IdSchema;

const queryOf = (spec: CardPageSpec<unknown>) =>
  z.object({
    page: PositiveSchema.optional(),
    limit: PositiveSchema.pipe(
      z.number().max(CARD_PAGE_MAX_LIMIT, `must be at most ${CARD_PAGE_MAX_LIMIT}`),
    ).optional(),
    ...(spec.filter ? { [spec.filter.name]: IdSchema.optional() } : {}),
  });

export interface CardPageAsk extends CardPageQuery {
  /** The filter's id, if the list has one and it was given. */
  filter?: number | undefined;
}

/**
 * One page of an entity's live rows as cards, with how many the (filtered) list holds,
 * through the read cache: scoped to the cards it holds, so an edit of another item keeps
 * it (plugins/content-cache.ts). A page past the last holds no cards; the page renderer
 * answers 404 there.
 */
export const cardPageLoader =
  <Card>(spec: CardPageSpec<Card>) =>
  (app: FastifyInstance, { page, limit, filter }: CardPageAsk): Promise<CachedEntry<CardPage<Card>>> => {
    const idName = spec.id.name;
    const deleted = (getTableColumns(spec.table) as Record<string, PgColumn>).is_deleted!;
    const where = and(
      eq(deleted, false),
      spec.filter && filter !== undefined ? eq(spec.filter.column, filter) : undefined,
    );
    return app.cachedRead(
      spec.entity,
      `cards page=${page} limit=${limit}${filter === undefined ? '' : ` filter=${filter}`}`,
      async () => {
        const { db } = app.database;
        const [rows, [totals]] = await Promise.all([
          db
            .select(spec.columns)
            .from(spec.table)
            .where(where)
            .orderBy(...orderingOf(spec))
            .limit(limit)
            .offset((page - 1) * limit),
          db.select({ n: count() }).from(spec.table).where(where),
        ]);
        return { items: (rows as ContentRow[]).map(spec.toCard), total: totals?.n ?? 0, page, limit };
      },
      (value) => ({ ids: value.items.map((card) => (card as ContentRow)[idName] as number), list: true }),
    );
  };

/**
 * A jsonb language map with each language's text cut to its first `chars` characters (a
 * card's excerpt is made from the start of a body).
 */
export const leadingText = (column: PgColumn, chars: number): SQL =>
  sql`coalesce((select jsonb_object_agg(key, left(value, ${chars})) from jsonb_each_text(${column})), '{}'::jsonb)`;

/** `GET /api<path>/cards?page=&limit=`: a page of cards, beside SPEC §7's whole list (decision 0028). */
export function cardPageRoute<Card>(spec: CardPageSpec<Card>): FastifyPluginAsyncZod {
  const load = cardPageLoader(spec);
  const Query = queryOf(spec as CardPageSpec<unknown>);
  const Response = z.object({
    items: z.array(spec.card),
    total: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
  });
  return async (app) => {
    app.get(
      `${spec.path}/cards`,
      {
        ...CACHED_READ,
        schema: {
          summary: `List the ${spec.nouns.some} as cards, a page at a time`,
          operationId: `list${spec.nouns.one}Cards`,
          description:
            'One page of the list as cards (what the list pages show), with how many the list holds. Not in SPEC: SPEC §7 lists answer whole.',
          querystring: Query,
          response: { 200: Response },
        },
      },
      async (request, reply) => {
        const query = request.query as Record<string, number | undefined>;
        const ask = {
          page: query.page ?? 1,
          limit: query.limit ?? spec.defaultLimit,
          filter: spec.filter ? query[spec.filter.name] : undefined,
        };
        return app.sendCached(request, reply, await load(app, ask));
      },
    );
  };
}
