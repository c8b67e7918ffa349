import compress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { authPlugin } from './plugins/auth';
import { contentCachePlugin } from './plugins/content-cache';
import { errorsPlugin } from './plugins/errors';
import { registerJsonBody } from './plugins/json-body';
import { jobsPlugin } from './plugins/jobs';
import { mailPlugin } from './plugins/mail';
import { formChallengePlugin } from './modules/inbox/form-challenge';
import { mediaPlugin } from './plugins/media';
import { openapiPlugin } from './plugins/openapi';
import { pagesPlugin, type PagesOptions } from './plugins/pages';
import { rateLimitPlugin } from './plugins/rate-limit';
import { realtimePlugin } from './plugins/realtime';
import { redisPlugin } from './plugins/redis';
import { uploadBudgetPlugin } from './plugins/upload-budget';
import { API_MODULES } from './modules';
import { requestId } from './request-id';
import { takeTurns, type RequestTurns } from './request-turns';

export interface AppOptions {
  config: Config;
  database: Database;
  /** Server rendering and static files; off for API-only tests. */
  pages?: PagesOptions | false;
  logger?: FastifyServerOptions['logger'];
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    /** Requests' turns under saturation (request-turns.ts): how long they wait, for load shedding. */
    requestTurns: RequestTurns;
  }
}

/** Builds the whole app (plugins + modules); main.ts and the tests both call it. */
export async function buildApp({
  config,
  database,
  pages = false,
  logger,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? { level: config.LOG_LEVEL },
    genReqId: requestId,
    requestIdHeader: false,
    trustProxy: config.TRUST_PROXY,
    // Routes match exactly: `/API/auth/token` or `/api/auth/token/` is a 404, not a way
    // around the sign-in limit.
    routerOptions: { caseSensitive: true, ignoreTrailingSlash: false },
    bodyLimit: 1024 * 1024,
    // A client trickling its headers or body holds a socket and its buffers: bounded. Node
    // checks both deadlines every `connectionsCheckingInterval` (30 s by default).
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    http: {
      headersTimeout: config.HEADERS_TIMEOUT_MS,
      connectionsCheckingInterval: Math.min(5_000, Math.ceil(config.HEADERS_TIMEOUT_MS / 4)),
    },
    // A request that reaches an open keep-alive socket during a graceful shutdown is served
    // and its socket closed after it (drain.ts), not answered 503.
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();

  app.decorate('requestTurns', takeTurns(app.server));
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerJsonBody(app);
  app.decorate('config', config);
  app.decorate('database', database);
  database.onConnectionError((error) =>
    app.log.warn(
      { err: { type: error.name, message: error.message, code: (error as { code?: unknown }).code } },
      'database connection lost; the pool reconnects on the next query',
    ),
  );
  // Every answer names its request and carries nosniff. One synchronous onRequest hook:
  // it runs on every call, cached reads included, so it must cost next to nothing (an
  // async onSend hook per header cost the cached reads measurably, decision 0006).
  app.addHook('onRequest', function requestHeaders(request, reply, done) {
    void reply.header('x-request-id', request.id).header('X-Content-Type-Options', 'nosniff');
    done();
  });
  // A GET has no body to decompress: @fastify/compress's request hook stays off GET routes
  // (this onRoute hook runs before the plugin's own, registered below).
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (methods.every((m) => m === 'GET' || m === 'HEAD')) route.decompress ??= false;
  });
  await app.register(errorsPlugin);
  await app.register(compress, { global: true, threshold: 1024 });
  // Before the plugins that share state through it (rate limits, socket, read cache).
  await app.register(redisPlugin);
  await app.register(rateLimitPlugin);
  await app.register(uploadBudgetPlugin);
  await app.register(authPlugin);
  await app.register(realtimePlugin);
  await app.register(contentCachePlugin);
  await app.register(mediaPlugin);
  await app.register(jobsPlugin);
  await app.register(mailPlugin);
  await app.register(formChallengePlugin);

  // Before the modules: swagger's onRoute hook must see every route.
  await app.register(openapiPlugin);
  for (const mod of API_MODULES) await app.register(mod, { prefix: '/api' });
  if (pages) await app.register(pagesPlugin, pages);

  return app;
}
