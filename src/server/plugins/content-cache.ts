import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash, randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { changeLog } from './change-log';
import {
  PAGE_ENTITIES,
  REALTIME_EVENTS,
  isContentChange,
  type ChangeOp,
  type ChangedEntity,
  type ContentChange,
  type MissedChange,
} from '../../contract';

/** The entities whose writes are announced (the content registry's and the office's records). */
export type ContentEntity = ChangedEntity;

/** One cached public read: its value and the JSON body the API sends for it. */
export interface CachedEntry<T = unknown> {
  readonly value: T;
  readonly etag: string;
  readonly body: string;
}

/** A body sent compressed: each encoding made once, on the first request that accepts it. */
export interface Compressible {
  readonly body: string;
  /** A promise, so concurrent first requests share one compression. */
  br?: Promise<Buffer> | undefined;
  gzip?: Promise<Buffer> | undefined;
}

/**
 * Which items a cached read shows (decision 0028), so that a change to one item drops only
 * the reads it touches: `ids`, the items in it; `list`, whether an item created, deleted
 * or moved elsewhere may change it (a page of a list; not one item looked up by id).
 */
export interface ReadScope {
  ids: readonly number[];
  list: boolean;
}

interface Entry extends CachedEntry, Compressible {
  /** Absent: any change of the entity drops it. */
  scope?: { ids: ReadonlySet<number>; list: boolean };
}

/**
 * A cached read a render made: where it is, and its content's tag (not the entry, which a
 * page would keep alive).
 */
export interface ReadMark {
  entity: ContentEntity;
  key: string;
  etag: string;
}

/** Whether a change leaves a cached read as it is: only a scoped read the change does not touch. */
function untouchedBy(scope: Entry['scope'], change: ContentChange | undefined): boolean {
  if (!scope || !change) return false;
  if (scope.ids.has(change.id)) return false;
  return change.op === 'updated' || !scope.list;
}

/** What the public pages show (the content registry): a write to anything else leaves them as they are. */
const ON_PAGES: ReadonlySet<ContentEntity> = new Set(PAGE_ENTITIES);

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * After a committed write: drop the entity's cached reads and announce its socket
     * event, the one place both happen (DESIGN §4). With `change` (one content item
     * created, updated or deleted: decision 0028) only the reads that show the item, or
     * lists it moves, are dropped, and the event carries it.
     */
    changed: (entity: ContentEntity, change?: ContentChange) => void;
    /**
     * A public read through the in-process cache (filled by `load` on a miss). `key` tells
     * apart reads of one entity (a query). Each public read is declared once, as a
     * module's `loadPublic*(app, …)` built on this; the API route sends the entry
     * (`sendCached`) and the page renderer uses its value. Treat the value as read-only.
     * `scope` says which items the value shows; without it any change drops the entry.
     */
    cachedRead: <T>(
      entity: ContentEntity,
      key: string,
      load: () => Promise<T>,
      scope?: (value: T) => ReadScope,
    ) => Promise<CachedEntry<T>>;
    /** Answers with a cached read's body, an ETag and 304 on If-None-Match, compressed once. */
    sendCached: (request: FastifyRequest, reply: FastifyReply, entry: CachedEntry) => Promise<FastifyReply>;
    /**
     * Runs `work` (a page's render) noting every cached read it makes, for `readsCurrent`:
     * a page cached with its reads stays as long as they do (decision 0028).
     */
    recordReads: <T>(work: () => Promise<T>) => Promise<{ value: T; reads: ReadMark[] }>;
    /** Whether every read noted is still the one the cache holds (same entity, key and content). */
    readsCurrent: (reads: readonly ReadMark[]) => boolean;
    /** Empties the whole read cache (tests, seeding). */
    clearContentCache: () => void;
    /**
     * A number that changes whenever something a public page shows may have changed (here
     * or, with Redis, on another instance): the page cache keeps a page only while it holds.
     */
    pagesVersion: () => number;
    /** The newest change's stamp (change-log.ts): a page rendered now has seen every change up to it. */
    contentStamp: () => number;
    /**
     * The changes after a stamp, for a page whose socket connects late; `null` when not all are known here.
     */
    changesSince: (since: number) => MissedChange[] | null;
  }
}

/**
 * Route options for a read answered by `sendCached`: its body is compressed once per cache
 * entry, so @fastify/compress's per-request hooks are left off the route (they would only
 * see the Content-Encoding and step aside, on every call of the busiest routes).
 */
export const CACHED_READ = { compress: false } as const;

const MAX_KEYS_PER_ENTITY = 200;
const COMPRESS_MIN_BYTES = 1024;
export type Encoding = 'br' | 'gzip';

/** br when the client takes it, else gzip, else none (q=0 refusals honoured). */
function parseEncoding(header: string): Encoding | undefined {
  const accepted = new Set(
    header
      .split(',')
      .map((part) => part.trim().toLowerCase().split(';'))
      .filter(([, q]) => !q || !/^q=0(\.0*)?$/.test(q.trim()))
      .map(([name]) => name),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
}

// Browsers send a handful of distinct Accept-Encoding values: remember the last few
// answers rather than parse the header on every cached read.
const SEEN_ENCODINGS_MAX = 64;
const seenEncodings = new Map<string, Encoding | undefined>();
export function pickEncoding(header: string | string[] | undefined): Encoding | undefined {
  if (typeof header !== 'string') return undefined;
  if (seenEncodings.has(header)) return seenEncodings.get(header);
  const encoding = parseEncoding(header);
  if (seenEncodings.size >= SEEN_ENCODINGS_MAX) seenEncodings.clear();
  seenEncodings.set(header, encoding);
  return encoding;
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Compressed once per entry, on zlib's thread pool rather than the event loop. Brotli
 * quality 10 in text mode: the services list (36 KB of trilingual JSON) goes to 11.0 KB
 * in ~25 ms, against 12.2 KB at quality 9; quality 11 saves 0.5 % more for twice the time.
 */
export function compressed(entry: Compressible, encoding: Encoding): Promise<Buffer> {
  const made = (entry[encoding] ??=
    encoding === 'gzip'
      ? gzipAsync(entry.body, { level: 9 })
      : brotliAsync(entry.body, {
          params: {
            [zlibConstants.BROTLI_PARAM_QUALITY]: 10,
            [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
            [zlibConstants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(entry.body),
          },
        }));
  // A failed compression is not kept: the next request tries again.
  made.catch(() => {
    if (entry[encoding] === made) entry[encoding] = undefined;
  });
  return made;
}

export const contentCachePlugin = fp(async (app: FastifyInstance) => {
  const cache = new Map<ContentEntity, Map<string, Entry>>();
  // A load that began before an invalidation must not refill the cache with stale data.
  const generation = new Map<ContentEntity, number>();
  let pagesVersion = 0;
  const log = changeLog();
  const drop = (entity: ContentEntity, change?: ContentChange, heard?: number) => {
    // Only what pages show: the office's records (requests, messages) change far more often
    // and would age the log's floor past every cached page's stamp. Admin sockets hear of
    // them on each reconnection anyway (realtime.ts).
    if (ON_PAGES.has(entity)) log.add(entity, change, heard);
    const entries = cache.get(entity);
    if (entries && change) {
      for (const [key, entry] of entries) if (!untouchedBy(entry.scope, change)) entries.delete(key);
    } else cache.delete(entity);
    // Loads under way may have read the row before the write: none of them is kept.
    generation.set(entity, (generation.get(entity) ?? 0) + 1);
    if (ON_PAGES.has(entity)) pagesVersion += 1;
  };
  // Bumped by dropAll: an entity never dropped before has no generation of its own yet.
  let epoch = 0;
  const generationOf = (entity: ContentEntity) => `${epoch}.${generation.get(entity) ?? 0}`;
  const dropAll = () => {
    log.forget();
    cache.clear();
    pagesVersion += 1;
    epoch += 1;
  };

  // Several instances (REDIS_URL): a write on one drops the entry on all. Published on the
  // connection the socket adapter publishes on, before the event: another instance has
  // dropped its copy by the time its sockets hear `<entity>_changed` and refetch.
  const others = app.redis ? invalidationChannel(app, { drop, dropAll }) : undefined;

  app.decorate('changed', (entity: ContentEntity, change?: ContentChange) => {
    drop(entity, change);
    // The stamp last, after `@`: an instance of the previous release reads the message as before.
    const stamp = `@${log.stamp()}`;
    others?.publish(change ? `${entity} ${change.id} ${change.op} ${stamp}` : `${entity} ${stamp}`);
    app.announce(REALTIME_EVENTS[entity], change);
  });

  app.decorate('pagesVersion', () => pagesVersion);
  app.decorate('contentStamp', () => log.stamp());
  app.decorate('changesSince', (since: number) => log.since(since));

  app.decorate('clearContentCache', () => {
    dropAll();
    others?.publish('*');
  });
  if (others) await others.ready;

  // Loads under way, joined by the requests that miss the same entry meanwhile (decision 0014:
  // a crowd after a write makes one query, not one each). Keyed with the generation: a request
  // after a write never joins a load that began before it.
  const loading = new Map<string, Promise<Entry>>();
  type Scoping = ((value: unknown) => ReadScope) | undefined;
  const entryFor = (
    entity: ContentEntity,
    key: string,
    load: () => Promise<unknown>,
    scope: Scoping,
  ): Promise<Entry> => {
    const cached = cache.get(entity)?.get(key);
    if (cached) return Promise.resolve(cached);
    const flight = `${entity} ${generationOf(entity)} ${key}`;
    let pending = loading.get(flight);
    if (!pending) {
      pending = loadEntry(entity, key, load, scope).finally(() => loading.delete(flight));
      loading.set(flight, pending);
    }
    return pending;
  };
  const loadEntry = async (
    entity: ContentEntity,
    key: string,
    load: () => Promise<unknown>,
    scope: Scoping,
  ): Promise<Entry> => {
    const startedAt = generationOf(entity);
    const value = await load();
    const body = JSON.stringify(value);
    const entry: Entry = { value, body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
    if (scope) {
      const { ids, list } = scope(value);
      entry.scope = { ids: new Set(ids), list };
    }
    if (generationOf(entity) === startedAt) {
      let forEntity = cache.get(entity);
      if (!forEntity) cache.set(entity, (forEntity = new Map()));
      // Each distinct query (`?service_id=…`) is its own entry: keep the oldest out once
      // an entity holds too many, so arbitrary ids cannot grow the cache without bound.
      if (forEntity.size >= MAX_KEYS_PER_ENTITY) forEntity.delete(forEntity.keys().next().value as string);
      forEntity.set(key, entry);
    }
    return entry;
  };

  const recording = new AsyncLocalStorage<ReadMark[]>();
  app.decorate(
    'cachedRead',
    async <T>(
      entity: ContentEntity,
      key: string,
      load: () => Promise<T>,
      scope?: (value: T) => ReadScope,
    ) => {
      const entry = await entryFor(entity, key, load, scope as Scoping);
      recording.getStore()?.push({ entity, key, etag: entry.etag });
      return entry as CachedEntry<T>;
    },
  );
  app.decorate('recordReads', async <T>(work: () => Promise<T>) => {
    const reads: ReadMark[] = [];
    const value = await recording.run(reads, work);
    return { value, reads };
  });
  app.decorate('readsCurrent', (reads: readonly ReadMark[]) =>
    reads.every(({ entity, key, etag }) => cache.get(entity)?.get(key)?.etag === etag),
  );

  app.decorate('sendCached', async (request: FastifyRequest, reply: FastifyReply, cached: CachedEntry) => {
    const entry = cached as Entry;
    void reply
      .header('ETag', entry.etag)
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Accept-Encoding');
    if (request.headers['if-none-match'] === entry.etag) return reply.status(304).send();
    void reply.type('application/json; charset=utf-8');
    // Compressed once per cache entry, not per request (DESIGN §9); the route is declared
    // with CACHED_READ, so @fastify/compress does not touch it.
    const encoding =
      entry.body.length >= COMPRESS_MIN_BYTES ? pickEncoding(request.headers['accept-encoding']) : undefined;
    if (!encoding) return reply.send(entry.body);
    return reply.header('Content-Encoding', encoding).send(await compressed(entry, encoding));
  });
});

/**
 * The Redis channel of cache invalidations between instances: `<instance> <entity|*>[ <id> <op>][ @<stamp>]`.
 */
function invalidationChannel(
  app: FastifyInstance,
  local: {
    drop: (entity: ContentEntity, change?: ContentChange, heard?: number) => void;
    dropAll: () => void;
  },
) {
  const { pub, sub, prefix } = app.redis!;
  const channel = `${prefix}content-changed`;
  const instance = randomUUID();
  // Changes published while Redis was away never arrived: after a reconnect (the first
  // `ready` came before this listener) every cached read and page is dropped, once.
  sub.on('ready', () => {
    app.log.info('Redis available again: the read and page caches start afresh');
    local.dropAll();
  });
  sub.on('message', (from: string, message: string) => {
    if (from !== channel) return;
    const words = message.split(' ');
    // A message of the previous release has no stamp: the change is stamped on arrival.
    const stamp = words.at(-1)?.startsWith('@') ? Number(words.pop()!.slice(1)) : undefined;
    const [sender, what, id, op] = words;
    if (sender === instance) return;
    const change = { id: Number(id), op: op as ChangeOp };
    const heard = Number.isSafeInteger(stamp) ? stamp : undefined;
    if (what === '*') local.dropAll();
    else if (what && Object.hasOwn(REALTIME_EVENTS, what))
      local.drop(what as ContentEntity, isContentChange(change) ? change : undefined, heard);
  });
  return {
    ready: sub.subscribe(channel),
    publish(what: string) {
      pub
        .publish(channel, `${instance} ${what}`)
        .catch((err: unknown) =>
          app.log.error({ err, what }, 'could not tell the other instances of a change'),
        );
    },
  };
}
