import { useEffect, useEffectEvent } from 'react';
import type { Socket } from 'socket.io-client';
import { CATCH_UP_EVENT, type CatchUp, type RealtimeEvent } from '../../contract';
import { contentStamp } from '../api/content-stamp';
import { logger } from '../api/logger';
import { readToken } from '../api/token';

let socketPromise: Promise<Socket> | undefined;
/** A catch-up that arrived while no one listened (`useRealtimeInvalidation` takes it). */
let unheardCatchUp: CatchUp | undefined;

/** Resolves once the page has loaded, so the socket never competes with first paint (DESIGN §8). */
export const afterLoad = (): Promise<void> =>
  document.readyState === 'complete'
    ? Promise.resolve()
    : new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));

/**
 * The one socket (SPEC §4, §9): same origin, path /socket.io, websocket transport only,
 * auto-connect. socket.io-client is imported on demand so it stays out of the first-load
 * bundle. `auth` is a callback so every (re)connection sends the current token: the server
 * puts admin sockets in the room that receives admin-only events (DESIGN §4).
 * Browser only: calling it on the server rejects.
 */
export function connectSocket(): Promise<Socket> {
  if (typeof window === 'undefined')
    return Promise.reject(new Error('The socket exists in the browser only'));
  socketPromise ??= afterLoad()
    .then(() => import('socket.io-client'))
    .then(({ io }) => {
      const socket = io({
        path: '/socket.io',
        transports: ['websocket'],
        autoConnect: true,
        // The stamp asks the server for what the page missed (contract CATCH_UP_EVENT).
        auth: (send) => {
          const token = readToken();
          const since = contentStamp();
          send({ ...(token ? { token } : {}), ...(since === undefined ? {} : { since }) });
        },
      });
      // socket.io reconnects by itself; the failure is only worth a log (SPEC §8).
      socket.on('connect_error', (error) => logger.warn('socket connect_error', error.message));
      // The server's catch-up comes right after the connection, which can be before the page
      // has hydrated and listens (a slow phone): kept until someone does.
      socket.on(CATCH_UP_EVENT, (payload: CatchUp) => {
        if (socket.listeners(CATCH_UP_EVENT).length === 1) unheardCatchUp = payload;
      });
      return socket;
    });
  return socketPromise;
}

/** The catch-up that came before anyone listened, handed over once. */
export function takeUnheardCatchUp(): CatchUp | undefined {
  const missed = unheardCatchUp;
  unheardCatchUp = undefined;
  return missed;
}

/** Sign-in and sign-out change who the server thinks the socket is; it learns on reconnect. */
export function reconnectSocket(): void {
  void socketPromise?.then((socket) => socket.disconnect().connect());
}

/** Closes and forgets the socket (tests, hot reload). */
export function closeSocket(): void {
  void socketPromise?.then((socket) => socket.disconnect());
  socketPromise = undefined;
}

type Subscription = readonly (readonly [event: string, listener: (payload?: unknown) => void])[];

/**
 * Listens once the socket exists (then calls `listening`); the returned cleanup also covers
 * a socket still on its way.
 */
export function subscribe(subscription: Subscription, listening?: () => void): () => void {
  let active = true;
  let socket: Socket | undefined;
  connectSocket()
    .then((s) => {
      if (!active) return;
      socket = s;
      for (const [event, listener] of subscription) s.on(event, listener);
      listening?.();
    })
    .catch((error: unknown) => logger.warn('socket unavailable', error));
  return () => {
    active = false;
    for (const [event, listener] of subscription) socket?.off(event, listener);
  };
}

/** Calls `handler` on every `event` (or any of several) while the calling component is mounted. */
export function useRealtime(events: RealtimeEvent | readonly RealtimeEvent[], handler: () => void): void {
  const onEvent = useEffectEvent(handler);
  // A string key: a new array of the same events each render must not resubscribe.
  const key = (typeof events === 'string' ? [events] : events).join(' ');
  useEffect(() => subscribe(key.split(' ').map((event) => [event, () => onEvent()] as const)), [key]);
}
