import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import net from 'node:net';

/** How long a socket idle at the start of a shutdown may still send its next request. */
const DRAIN_GRACE_MS = 500;

export interface Drain {
  /** Stops accepting connections and starts closing the open ones; resolves once all have ended. */
  begin(): void;
  /** Resolves once every connection has ended (at once when `begin` was never called). */
  ended(): Promise<void>;
}

/**
 * Graceful shutdown for keep-alive clients (decision 0014, "Shutdown").
 *
 * `server.close()` stops new connections, but an answer already on its way still says
 * `Connection: keep-alive`, and Node (≥ 19) closes every idle socket at once: a client that
 * has just read a keep-alive answer and is sending its next request on that socket meets
 * ECONNRESET. So, at `begin()`:
 * - the listening socket closes, without touching the connections: new ones are refused;
 * - every answer not yet started, and every request that still arrives on an open socket
 *   (Fastify's `return503OnClosing` is off, so it is served), says `Connection: close`;
 * - a socket idle since before the drain gets DRAIN_GRACE_MS to send its next request,
 *   then idle sockets are closed every 100 ms.
 * The app's `preClose` waits for `ended()`, so the database closes after the last answer.
 * Costs one Set insertion per request until then.
 */
export function keepAliveDrain(server: Server): Drain {
  const open = new Set<ServerResponse>();
  let draining = false;
  let allEnded: Promise<void> | undefined;
  // Before Fastify's own listener, which may answer in the same tick.
  server.prependListener('request', (_request: IncomingMessage, response: ServerResponse) => {
    if (draining) {
      response.shouldKeepAlive = false;
      return;
    }
    open.add(response);
    response.once('close', () => open.delete(response));
  });
  return {
    begin() {
      if (draining) return;
      draining = true;
      for (const response of open) if (!response.headersSent) response.shouldKeepAlive = false;
      // net.Server's close: http.Server's own would also close the idle sockets now.
      allEnded = new Promise((resolve) => net.Server.prototype.close.call(server, () => resolve()));
      setTimeout(() => {
        server.closeIdleConnections();
        setInterval(() => server.closeIdleConnections(), 100).unref();
      }, DRAIN_GRACE_MS).unref();
    },
    ended: () => allEnded ?? Promise.resolve(),
  };
}
