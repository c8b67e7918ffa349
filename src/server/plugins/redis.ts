import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

/**
 * The connections several instances share state through (DESIGN §2: socket.io's Redis
 * adapter, the rate-limit store; docs/decisions/0007). `pub` runs commands and publishes;
 * `sub` only subscribes. Both the socket adapter and the read cache's invalidations use
 * this one pair, so what one instance publishes reaches another in the order it was sent:
 * an instance drops its stale list before its sockets hear the `_changed` event.
 */
interface RedisLink {
  pub: Redis;
  sub: Redis;
  /** REDIS_PREFIX plus ':', before every key and channel. */
  prefix: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Set when REDIS_URL is; without it every instance keeps its state to itself. */
    redis: RedisLink | undefined;
  }
}

const CONNECT_TIMEOUT_MS = 5_000;

/** Opens both connections at start, or fails the start with a message naming REDIS_URL. */
async function connect(
  url: string,
  name: string,
  app: FastifyInstance,
  options: { enableOfflineQueue: boolean },
): Promise<Redis> {
  const client = new Redis(url, {
    lazyConnect: true,
    connectionName: name,
    connectTimeout: CONNECT_TIMEOUT_MS,
    // A command never waits on a lost connection: the rate limit lets the call through
    // (skipOnError) and a publish is logged, rather than every API call hanging.
    enableOfflineQueue: options.enableOfflineQueue,
    maxRetriesPerRequest: 1,
  });
  let reported = false;
  let lastError: Error | undefined;
  client.on('error', (err: Error) => {
    lastError = err;
    // ioredis reconnects by itself; one line per outage, not one per retry.
    if (!reported) app.log.error({ err, connection: name }, 'Redis connection error');
    reported = true;
  });
  client.on('ready', () => {
    if (reported) app.log.info({ connection: name }, 'Redis connection restored');
    reported = false;
  });
  try {
    await client.connect();
  } catch (error) {
    client.disconnect();
    throw new Error(`REDIS_URL: cannot connect to Redis (${(lastError ?? (error as Error)).message})`, {
      cause: error,
    });
  }
  return client;
}

export const redisPlugin = fp(
  async (app: FastifyInstance) => {
    const url = app.config.REDIS_URL;
    if (!url) {
      app.decorate('redis', undefined);
      return;
    }
    const pub = await connect(url, `${app.config.REDIS_PREFIX}-pub`, app, { enableOfflineQueue: false });
    // Subscriptions made before a reconnect are made again by ioredis itself.
    const sub = await connect(url, `${app.config.REDIS_PREFIX}-sub`, app, { enableOfflineQueue: true }).catch(
      (error: unknown) => {
        pub.disconnect();
        throw error;
      },
    );
    app.decorate('redis', { pub, sub, prefix: `${app.config.REDIS_PREFIX}:` });
    app.addHook('onClose', async () => {
      await Promise.allSettled([sub.quit(), pub.quit()]);
    });
  },
  { name: 'redis' },
);
