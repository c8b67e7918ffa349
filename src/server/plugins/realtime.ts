import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createAdapter } from '@socket.io/redis-adapter';
import { Server } from 'socket.io';
import {
  CATCH_UP_EVENT,
  CHANGED_ENTITIES,
  PAGE_ENTITIES,
  REALTIME_EVENTS,
  type CatchUp,
  type ContentChange,
  can,
  isStaffRole,
  type RealtimeEvent,
  type Role,
} from '../../contract';
import { sessionFromToken } from './auth';
import { publisherForAdapter } from './redis-outage';

/** Every staff socket (decision 0058); the desk's events go to the roles that work it. */
const STAFF_ROOM = 'staff';
const DESK_ROOM = 'desk';
const userRoom = (userId: number) => `user:${userId}`;
const sessionRoom = (sessionId: string) => `session:${sessionId}`;
const DESK_ONLY: ReadonlySet<RealtimeEvent> = new Set([REALTIME_EVENTS.requests, REALTIME_EVENTS.messages]);
/** The records no public page shows (not in the change log): requests, messages, staff. */
const OFFICE_ENTITIES = CHANGED_ENTITIES.filter((entity) => !PAGE_ENTITIES.includes(entity));

declare module 'fastify' {
  interface FastifyInstance {
    io: Server;
    /** Announces a committed write; request/message events reach the desk's sockets only (DESIGN §4). */
    announce: (event: RealtimeEvent, change?: ContentChange) => void;
    /** Ends the live sockets of a user whose access ended (a removed admin keeps no admin events). */
    disconnectUser: (userId: number) => void;
    /** Ends the live sockets opened with these sessions' tokens (an ended session, decision 0057). */
    disconnectSessions: (sessionIds: readonly string[]) => void;
  }
}

/** socket.io at /socket.io, websocket transport only (SPEC §4, §9); through Redis when REDIS_URL is set. */
export const realtimePlugin = fp(async (app: FastifyInstance) => {
  const perAddress = socketsPerAddress(app.config.MAX_SOCKETS_PER_IP, app.config.TRUST_PROXY);
  const io = new Server(app.server, {
    path: '/socket.io',
    transports: ['websocket'],
    serveClient: false,
    cors: { origin: false },
    // Checked at the upgrade, before a websocket exists (decision 0014).
    allowRequest: (request, answer) => answer(null, perAddress.admit(request)),
  });
  // Several instances: an event announced on one reaches the sockets of all (DESIGN §2).
  if (app.redis)
    io.adapter(
      createAdapter(publisherForAdapter(app.redis.pub, app), app.redis.sub, {
        key: `${app.redis.prefix}socket.io`,
      }),
    );

  // The token is checked in the handshake middleware, before the connection counts as
  // made, so a staff socket is in its rooms from its first moment (no missed event). A
  // bad or missing token still connects, as a visitor.
  io.use((socket, next) => {
    const token = typeof socket.handshake.auth?.token === 'string' ? socket.handshake.auth.token : undefined;
    sessionFromToken(app, token).then(
      (session) => {
        socket.data.role = session?.user.role;
        socket.data.userId = session?.user.user_id;
        socket.data.sessionId = session?.sessionId;
        next();
      },
      () => next(),
    );
  });
  io.on('connection', (socket) => {
    const role = socket.data.role as Role | undefined;
    const isStaff = isStaffRole(role);
    if (isStaff)
      void socket.join([
        STAFF_ROOM,
        ...(can(role, 'desk.work') ? [DESK_ROOM] : []),
        userRoom(socket.data.userId as number),
        sessionRoom(socket.data.sessionId as string),
      ]);
    // What the page missed since the stamp it sent (contract CATCH_UP_EVENT), the office's
    // records to staff only; in the same tick as the join, so no event falls in between.
    // Without a stamp (the back-office's first connection, which has just read what it
    // shows) nothing was missed, and the answer gives it the stamp for its reconnects.
    // The log holds what pages show (content-cache.ts); a staff socket that reconnects
    // refetches the office's records, which are not in it, whatever changed.
    const since: unknown = socket.handshake.auth?.since;
    const reconnected = typeof since === 'number' && Number.isSafeInteger(since);
    const changes = reconnected ? app.changesSince(since) : [];
    const catchUp: CatchUp = {
      stamp: app.contentStamp(),
      changes:
        changes && isStaff && reconnected
          ? [...changes, ...OFFICE_ENTITIES.map((entity) => ({ entity }))]
          : changes,
    };
    socket.emit(CATCH_UP_EVENT, catchUp);
  });

  app.decorate('io', io);
  // Every instance's sockets of that admin (the Redis adapter carries it across).
  app.decorate('disconnectUser', (userId: number) => io.in(userRoom(userId)).disconnectSockets(true));
  app.decorate('disconnectSessions', (sessionIds: readonly string[]) => {
    if (sessionIds.length) io.in(sessionIds.map(sessionRoom)).disconnectSockets(true);
  });
  app.decorate('announce', (event: RealtimeEvent, change?: ContentChange) => {
    // What changed travels with the event (decision 0028); none, the event as SPEC §4 has it.
    const args = change ? [change] : [];
    if (DESK_ONLY.has(event)) io.to(DESK_ROOM).emit(event, ...args);
    else io.emit(event, ...args);
  });
  // What io.close() does, less closing the HTTP server: that would end every idle
  // keep-alive socket at once, mid-drain (drain.ts); Fastify closes it after the drain.
  app.addHook('preClose', async () => {
    io.disconnectSockets(true);
    await io.of('/').adapter.close();
    io.engine.close();
  });
});

/**
 * At most `max` sockets at once from one address, per instance (decision 0014: 5,000 from one
 * client were all accepted, each holding memory). A socket counts from its upgrade
 * request until its TCP connection closes. Behind a trusted proxy the address is the
 * X-Forwarded-For the proxy sets (README's nginx recipe overwrites it, so it is the
 * visitor's), as Fastify's `request.ip` reads it.
 */
function socketsPerAddress(max: number, trustProxy: boolean) {
  const open = new Map<string, number>();
  const addressOf = (request: IncomingMessage) => {
    const forwarded = trustProxy ? request.headers['x-forwarded-for'] : undefined;
    const first = typeof forwarded === 'string' ? forwarded.split(',')[0]?.trim() : undefined;
    return first || request.socket.remoteAddress || '-';
  };
  return {
    admit(request: IncomingMessage): boolean {
      const address = addressOf(request);
      const count = open.get(address) ?? 0;
      if (count >= max) return false;
      open.set(address, count + 1);
      request.socket.once('close', () => {
        const left = (open.get(address) ?? 1) - 1;
        if (left > 0) open.set(address, left);
        else open.delete(address);
      });
      return true;
    },
  };
}
