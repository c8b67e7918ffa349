import { asc, eq, lte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PAGE_SIZE,
  SERVICES_MENU_PER_GROUP,
  ServiceCardSchema,
  ServiceSchema,
  type ServiceCardData,
  type ServicesMenu,
} from '../../../contract';
import { services } from '../../db/schema';
import { CACHED_READ, type CachedEntry } from '../../plugins/content-cache';
import { cardPageLoader, cardPageRoute, type CardPageSpec } from '../shared/card-pages';
import type { OperationNouns } from '../shared/operation-nouns';

/** The services' operations in the OpenAPI document (docs/decisions/0047). */
export const SERVICE_NOUNS: OperationNouns = {
  one: 'Service',
  many: 'Services',
  a: 'a service',
  some: 'services',
};

/** Pages of service cards, narrowed by `?cat_id=` as the services page is by its category (decision 0028). */
const SERVICE_CARDS: CardPageSpec<ServiceCardData> = {
  entity: 'services',
  path: '/services',
  nouns: SERVICE_NOUNS,
  table: services,
  id: services.service_id,
  // SPEC §7's list order: as added.
  order: 'oldest',
  columns: {
    service_id: services.service_id,
    service_name: services.service_name,
    service_desc: services.service_desc,
    service_header_url: services.service_header_url,
    cat_id: services.cat_id,
  },
  toCard: (row) => row as ServiceCardData,
  card: ServiceCardSchema,
  defaultLimit: PAGE_SIZE.services,
  filter: { name: 'cat_id', column: services.cat_id },
};

export const serviceCardsRoute = cardPageRoute(SERVICE_CARDS);

/** A page of service cards through the read cache, for the API and the pages. */
export const loadServiceCards = cardPageLoader(SERVICE_CARDS);

/**
 * The top bar's services dropdown through the read cache: the first `SERVICES_MENU_PER_GROUP`
 * live services of each category (and of those without one), and which groups have more.
 */
export const loadServicesMenu = (app: FastifyInstance): Promise<CachedEntry<ServicesMenu>> =>
  app.cachedRead('services', 'menu', async () => {
    const ranked = app.database.db
      .select({
        service_id: services.service_id,
        service_name: services.service_name,
        cat_id: services.cat_id,
        place:
          sql<number>`row_number() over (partition by ${services.cat_id} order by ${services.service_id})`.as(
            'place',
          ),
      })
      .from(services)
      .where(eq(services.is_deleted, false))
      .as('ranked');
    const rows = await app.database.db
      .select({
        service_id: ranked.service_id,
        service_name: ranked.service_name,
        cat_id: ranked.cat_id,
        place: ranked.place,
      })
      .from(ranked)
      .where(lte(ranked.place, SERVICES_MENU_PER_GROUP + 1))
      .orderBy(asc(ranked.service_id));
    const more = [
      ...new Set(rows.filter((row) => Number(row.place) > SERVICES_MENU_PER_GROUP).map((row) => row.cat_id)),
    ];
    return {
      items: rows
        .filter((row) => Number(row.place) <= SERVICES_MENU_PER_GROUP)
        .map(({ service_id, service_name, cat_id }) => ({ service_id, service_name, cat_id })),
      more,
    };
  });

const ServicesMenuSchema = z.object({
  items: z.array(ServiceSchema.pick({ service_id: true, service_name: true, cat_id: true })),
  more: z.array(z.number().int().nullable()),
});

/** `GET /api/services/menu`, beside SPEC §7's list. */
export const servicesMenuRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/services/menu',
    {
      ...CACHED_READ,
      schema: {
        summary: "Get the top bar's services menu",
        operationId: 'getServicesMenu',
        description:
          "The top bar's services dropdown: a few services of each category, and the categories that have more. Not in SPEC.",
        response: { 200: ServicesMenuSchema },
      },
    },
    async (request, reply) => app.sendCached(request, reply, await loadServicesMenu(app)),
  );
};
