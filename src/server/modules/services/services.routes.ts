import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** SPEC §7 calls of this entity (content-API issue). Not implemented yet. */
export const servicesRoutes: FastifyPluginAsyncZod = async () => {};
