import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { REALTIME_EVENTS } from '../../contract';

/** The entities whose writes are announced; keys of REALTIME_EVENTS. */
export type ContentEntity = keyof typeof REALTIME_EVENTS;

interface Entry {
  value: unknown;
  etag: string;
  body: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * After a committed write: drop the entity's cached reads and announce its socket
     * event. The one place both happen (issue 3 §6, §8).
     */
    changed: (entity: ContentEntity) => void;
    /**
     * Answers a public read from the in-process cache (filled by `load` on a miss), with
     * an ETag and 304 on If-None-Match. `key` tells apart reads of one entity (a query).
     */
    sendCached: (request: FastifyRequest, reply: FastifyReply, entity: ContentEntity, key: string, load: () => Promise<unknown>) => Promise<FastifyReply>;
    /**
     * The same cached read as a value, for server code that needs the data itself (the
     * pages plugin renders with the SEO entries and UI translations the API serves).
     * Shares sendCached's entry for (entity, key); treat the value as read-only.
     */
    cachedValue: <T>(entity: ContentEntity, key: string, load: () => Promise<T>) => Promise<T>;
    /** Empties the whole read cache (tests, seeding). */
    clearContentCache: () => void;
  }
}

export const contentCachePlugin = fp(async (app: FastifyInstance) => {
  const cache = new Map<ContentEntity, Map<string, Entry>>();
  // A load that began before an invalidation must not refill the cache with stale data.
  const generation = new Map<ContentEntity, number>();

  app.decorate('changed', (entity: ContentEntity) => {
    cache.delete(entity);
    generation.set(entity, (generation.get(entity) ?? 0) + 1);
    app.announce(REALTIME_EVENTS[entity]);
  });

  app.decorate('clearContentCache', () => {
    cache.clear();
    for (const entity of generation.keys()) generation.set(entity, (generation.get(entity) ?? 0) + 1);
  });

  const entryFor = async (entity: ContentEntity, key: string, load: () => Promise<unknown>): Promise<Entry> => {
    const cached = cache.get(entity)?.get(key);
    if (cached) return cached;
    const startedAt = generation.get(entity) ?? 0;
    const value = await load();
    const body = JSON.stringify(value);
    const entry = { value, body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
    if ((generation.get(entity) ?? 0) === startedAt) {
      let forEntity = cache.get(entity);
      if (!forEntity) cache.set(entity, (forEntity = new Map()));
      forEntity.set(key, entry);
    }
    return entry;
  };

  app.decorate('cachedValue', async <T>(entity: ContentEntity, key: string, load: () => Promise<T>) => (await entryFor(entity, key, load)).value as T);

  app.decorate('sendCached', async (request: FastifyRequest, reply: FastifyReply, entity: ContentEntity, key: string, load: () => Promise<unknown>) => {
    const entry = await entryFor(entity, key, load);
    void reply.header('ETag', entry.etag).header('Cache-Control', 'no-cache');
    if (request.headers['if-none-match'] === entry.etag) return reply.status(304).send();
    return reply.type('application/json; charset=utf-8').send(entry.body);
  });
});
