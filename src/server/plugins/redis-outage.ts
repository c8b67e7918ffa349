import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';

/**
 * What an instance does while Redis is away (decision 0014): it keeps
 * serving. This file holds the two pieces that would otherwise fail open or crash.
 */

/**
 * The publishing connection as socket.io's Redis adapter sees it. The adapter calls
 * `publish()` and drops the promise; with the offline queue off, a publish during an outage
 * rejects, and an unhandled rejection ends the Node process. Here a failed publish is
 * logged once per outage (the `pub` connection logs the outage itself) and the event is
 * lost: the other instances' sockets miss it, this instance's still hear it.
 */
export function publisherForAdapter(pub: Redis, app: FastifyInstance): Redis {
  let warned = false;
  pub.on('ready', () => (warned = false));
  const publish = (...args: Parameters<Redis['publish']>) =>
    pub.publish(...args).catch((err: unknown) => {
      if (!warned)
        app.log.warn({ err }, 'Redis unavailable: socket events reach this instance only until it returns');
      warned = true;
      return 0;
    });
  return new Proxy(pub, {
    get(target, property) {
      if (property === 'publish') return publish;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** A counter store as @fastify/rate-limit calls it. */
interface CounterStore {
  incr(key: string, done: StoreCallback, timeWindow: number, max: number): void;
  read(key: string, done: StoreCallback, timeWindow: number, max: number): void;
  child(routeOptions: RouteOptions): CounterStore;
}
/** What the plugin gives a store, and its `child`, of a limit's options. */
interface RouteOptions {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
  cache?: number;
  routeInfo?: { method?: string; url?: string };
}
type StoreCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;
type StoreCtor = new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  ...rest: unknown[]
) => CounterStore;

/**
 * Rate-limit counters in Redis, shared by every instance, and in this process while Redis
 * is away: a limit never turns off (the plugin's `skipOnError` would let every sign-in
 * attempt through during an outage). Per process, N instances allow at most N times the
 * limit until Redis returns; the switch is logged both ways.
 */
export async function fallbackStore(app: FastifyInstance, redis: Redis, nameSpace: string) {
  // The plugin's own stores (CommonJS, no types of their own; the package has no exports map).
  const { default: RedisStore } = (await import('@fastify/rate-limit/store/RedisStore.js')) as {
    default: StoreCtor;
  };
  const { default: LocalStore } = (await import('@fastify/rate-limit/store/LocalStore.js')) as {
    default: StoreCtor;
  };
  let local = true;
  const useLocal = (err?: unknown) => {
    if (!local) app.log.warn({ err }, 'Redis unavailable: rate limits count per process until it returns');
    local = true;
  };
  redis.on('ready', () => {
    if (local) app.log.info('Redis available: rate limits are shared again');
    local = false;
  });
  if (redis.status === 'ready') local = false;

  class Fallback implements CounterStore {
    constructor(
      private readonly shared: CounterStore,
      private readonly own: CounterStore,
    ) {}
    private call(method: 'incr' | 'read', key: string, done: StoreCallback, timeWindow: number, max: number) {
      if (redis.status !== 'ready') {
        useLocal();
        return this.own[method](key, done, timeWindow, max);
      }
      this.shared[method](
        key,
        (error, result) => {
          if (!error) return done(null, result);
          useLocal(error);
          this.own[method](key, done, timeWindow, max);
        },
        timeWindow,
        max,
      );
    }
    incr(key: string, done: StoreCallback, timeWindow: number, max: number) {
      this.call('incr', key, done, timeWindow, max);
    }
    read(key: string, done: StoreCallback, timeWindow: number, max: number) {
      this.call('read', key, done, timeWindow, max);
    }
    child(routeOptions: RouteOptions) {
      // A route's `config.rateLimit` names its counters after the route. A limit made by
      // `app.createRateLimit` has no route, and the plugin's stores would name it
      // `undefinedundefined-…`: ours keep the namespace, since every such limit's key
      // generator starts with a name of its own (`api:`, `login-ip:`, `form-request:`…).
      if (!routeOptions.routeInfo?.method) return create(routeOptions);
      return new Fallback(this.shared.child(routeOptions), this.own.child(routeOptions));
    }
  }
  const create = (params: RouteOptions) => {
    const flags = [params.continueExceeding ?? false, params.exponentialBackoff ?? false] as const;
    return new Fallback(
      new RedisStore(...flags, redis, nameSpace),
      new LocalStore(...flags, params.cache ?? 20_000),
    );
  };
  return class {
    constructor(params: RouteOptions) {
      return create(params);
    }
  };
}
