import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Server } from 'socket.io';
import { REALTIME_EVENTS, type RealtimeEvent } from '../../contract';
import { userFromToken } from './auth';

const ADMIN_ROOM = 'admins';
const ADMIN_ONLY: ReadonlySet<RealtimeEvent> = new Set([REALTIME_EVENTS.requests, REALTIME_EVENTS.messages]);

declare module 'fastify' {
  interface FastifyInstance {
    io: Server;
    /** Announces a committed write; request/message events reach admin sockets only (DESIGN §4). */
    announce: (event: RealtimeEvent) => void;
  }
}

/** socket.io at /socket.io, websocket transport only (SPEC §4, §9). */
export const realtimePlugin = fp(async (app: FastifyInstance) => {
  const io = new Server(app.server, { path: '/socket.io', transports: ['websocket'], serveClient: false, cors: { origin: false } });

  io.on('connection', (socket) => {
    const token = typeof socket.handshake.auth?.token === 'string' ? socket.handshake.auth.token : undefined;
    void userFromToken(app, token).then((user) => {
      if (user?.role === 'admin') void socket.join(ADMIN_ROOM);
    });
  });

  app.decorate('io', io);
  app.decorate('announce', (event: RealtimeEvent) => {
    if (ADMIN_ONLY.has(event)) io.to(ADMIN_ROOM).emit(event);
    else io.emit(event);
  });
  app.addHook('preClose', async () => {
    io.disconnectSockets(true);
    await new Promise<void>((resolve) => void io.close(() => resolve()));
  });
});
