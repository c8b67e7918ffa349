import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent } from 'react';
import type { Socket } from 'socket.io-client';
import { CATCH_UP_EVENT, PATHS, REALTIME_EVENTS, type CatchUp, type RealtimeEvent } from '../../contract';
import { contentStamp, noteContentStamp } from '../api/content-stamp';
import { COALESCE_MS, changeGatherer, invalidateChanges } from '../api/live-changes';
import { logger } from '../api/logger';
import { readToken } from '../api/token';
import { deferredSectionsReady } from '../render/deferred-section';

let socketPromise: Promise<Socket> | undefined;
/** A catch-up that arrived while no one listened (`useRealtimeInvalidation` takes it). */
let unheardCatchUp: CatchUp | undefined;

/** Resolves once the page has loaded, so the socket never competes with first paint (DESIGN §8). */
const afterLoad = (): Promise<void> =>
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
function subscribe(subscription: Subscription, listening?: () => void): () => void {
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

/**
 * `<entity>_changed` → query keys starting with the entity (STYLE §2.4): services,
 * categories, translations (SPEC §4) and the rest of DESIGN §4's events alike.
 */
const QUERY_PREFIX_BY_EVENT = Object.fromEntries(
  Object.entries(REALTIME_EVENTS).map(([entity, event]) => [event, entity]),
) as Record<RealtimeEvent, keyof typeof REALTIME_EVENTS>;

/**
 * Refetches what an event's change touches (api/live-changes.ts), gathered per window;
 * mounted once, by the AppProvider. Reads never go stale by age (api/live.ts): on each
 * (re)connection the server says what changed since the page's stamp (contract
 * CATCH_UP_EVENT), or that it cannot know, and then every entity's queries are refetched.
 */
export function useRealtimeInvalidation(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    // New data would not match a section still dehydrated, whose server HTML holds the old
    // (render/deferred-section): its code comes first, then the refetch.
    // Staff screens apply each change at once: an editor opening a form must see another
    // admin's write of a second ago, or saving would overwrite it. Public pages, which
    // thousands may have open, gather them (api/live-changes.ts).
    const staff = [PATHS.system, PATHS.login].some((path) => window.location.pathname.startsWith(path));
    const gathered = changeGatherer(
      (batch) => void deferredSectionsReady().then(() => invalidateChanges(queryClient, batch)),
      staff ? 0 : COALESCE_MS,
    );
    const onCatchUp = (payload?: unknown) => {
      const { stamp, changes } = (payload ?? {}) as Partial<CatchUp>;
      if (changes === null) for (const prefix of Object.values(QUERY_PREFIX_BY_EVENT)) gathered.add(prefix);
      else for (const { entity, change } of changes ?? []) gathered.add(entity, change);
      noteContentStamp(stamp);
    };
    const unsubscribe = subscribe(
      [
        [
          CATCH_UP_EVENT,
          (payload) => {
            unheardCatchUp = undefined;
            onCatchUp(payload);
          },
        ],
        ...Object.entries(QUERY_PREFIX_BY_EVENT).map(
          ([event, prefix]) => [event, (change?: unknown) => gathered.add(prefix, change)] as const,
        ),
      ],
      // Listening now: a catch-up that came before is taken here, any later one above.
      () => {
        const missed = unheardCatchUp;
        unheardCatchUp = undefined;
        if (missed) onCatchUp(missed);
      },
    );
    return () => {
      unsubscribe();
      gathered.stop();
    };
  }, [queryClient]);
}
