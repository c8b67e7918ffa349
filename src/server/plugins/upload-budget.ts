import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors';
import { localize } from '../i18n/messages';
import { BODY_LIMIT } from '../media/limits';

const MiB = 1024 * 1024;
const RETRY_AFTER_SECONDS = '10';

/**
 * One memory budget for the bodies of uploads in flight, across all clients (decision 0014:
 * 16 bodies of 63 MB at once took the process to 1.78 GB). A request to a route that
 * takes files reserves its Content-Length (or the route's whole limit when the length is
 * not announced) before its body is read, and gives it back when its answer is done or
 * its connection drops. Past UPLOAD_MEMORY_MB it gets 503 with Retry-After at once, its
 * body unread. A JSON body is held some three times over while parsed and decoded, so
 * the default 200 MB bounds uploads to well under a gigabyte.
 */
export const uploadBudgetPlugin = fp(
  async (app: FastifyInstance) => {
    const budget = app.config.UPLOAD_MEMORY_MB * MiB;
    let held = 0;
    const reserved = new WeakMap<FastifyRequest, number>();
    const release = (request: FastifyRequest) => {
      held -= reserved.get(request) ?? 0;
      reserved.delete(request);
    };

    const reserve: onRequestHookHandler = function uploadBudget(request, _reply, done) {
      const limit = request.routeOptions.bodyLimit ?? BODY_LIMIT.default;
      const announced = Number(request.headers['content-length']);
      const bytes = Number.isFinite(announced) && announced >= 0 ? Math.min(announced, limit) : limit;
      if (bytes === 0) return done();
      if (held + bytes > budget) {
        request.log.warn(
          { held, bytes, budget },
          'upload memory budget full: refused before reading the body',
        );
        return done(
          new AppError('UNAVAILABLE', localize(request, 'uploads.busy'), undefined, {
            'retry-after': RETRY_AFTER_SECONDS,
          }),
        );
      }
      held += bytes;
      reserved.set(request, bytes);
      done();
    };
    const onDone = (request: FastifyRequest, _reply: unknown, done: () => void) => {
      release(request);
      done();
    };

    // Only the routes that take files carry the hooks: the other calls pay nothing. After
    // the route's own onRequest (the admin check, the form limit), so a refused caller
    // reserves nothing.
    app.addHook('onRoute', (route) => {
      if ((route.bodyLimit ?? 0) <= BODY_LIMIT.default) return;
      route.onRequest = [...toArray(route.onRequest), reserve];
      route.onResponse = [...toArray(route.onResponse), onDone];
      route.onRequestAbort = [
        ...toArray(route.onRequestAbort),
        (request, done) => onDone(request, undefined, done),
      ];
    });
  },
  { name: 'upload-budget' },
);

const toArray = <T>(hooks: T | T[] | undefined): T[] =>
  hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];
