import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createAdapter } from '@socket.io/redis-adapter';
import { Server } from 'socket.io';
import { REALTIME_EVENTS, type RealtimeEvent } from '../../contract';
import { userFromToken } from './auth';
import { publisherForAdapter } from './redis-outage';

const ADMIN_ROOM = 'admins';
const ADMIN_ONLY: ReadonlySet<RealtimeEvent> = new Set([REALTIME_EVENTS.requests, REALTIME_EVENTS.messages]);

declare module 'fastify' {
  interface FastifyInstance {
    io: Server;
    /** Announces a committed write; request/message events reach admin sockets only (DESIGN §4). */
    announce: (event: RealtimeEvent) => void;
  }
}

/** socket.io at /socket.io, websocket transport only (SPEC §4, §9); through Redis when REDIS_URL is set. */
export const realtimePlugin = fp(async (app: FastifyInstance) => {
  const io = new Server(app.server, { path: '/socket.io', transports: ['websocket'], serveClient: false, cors: { origin: false } });
  // Several instances: an event announced on one reaches the sockets of all (DESIGN §2).
  if (app.redis) io.adapter(createAdapter(publisherForAdapter(app.redis.pub, app), app.redis.sub, { key: `${app.redis.prefix}socket.io` }));

  // The token is checked in the handshake middleware, before the connection counts as
  // made, so an admin socket is in its room from its first moment (no missed event). A
  // bad or missing token still connects, as a visitor.
  io.use((socket, next) => {
    const token = typeof socket.handshake.auth?.token === 'string' ? socket.handshake.auth.token : undefined;
    userFromToken(app, token).then(
      (user) => {
        socket.data.isAdmin = user?.role === 'admin';
        next();
      },
      () => next(),
    );
  });
  io.on('connection', (socket) => {
    if (socket.data.isAdmin === true) void socket.join(ADMIN_ROOM);
  });

  app.decorate('io', io);
  app.decorate('announce', (event: RealtimeEvent) => {
    if (ADMIN_ONLY.has(event)) io.to(ADMIN_ROOM).emit(event);
    else io.emit(event);
  });
  // What io.close() does, less closing the HTTP server: that would end every idle
  // keep-alive socket at once, mid-drain (drain.ts); Fastify closes it after the drain.
  app.addHook('preClose', async () => {
    io.disconnectSockets(true);
    await io.of('/').adapter.close();
    io.engine.close();
  });
});
