import type { IncomingMessage, Server, ServerResponse } from 'node:http';

/**
 * How long the requests of one turn of the event loop may take before the rest wait for
 * the next turn. Short, because a new connection is accepted once per turn (below).
 */
const SLICE_MS = 5;

export interface RequestTurns {
  /**
   * The mean time, in ms, that requests handed on since the last call waited for their
   * turn (0 when none waited).
   */
  takeWaitMs(): number;
  /**
   * Gives each request, in its turn, to `answer` before Fastify: true when it answered
   * (the page cache's fast lane, plugins/page-fast-lane.ts).
   */
  answerFirst(answer: (req: IncomingMessage, res: ServerResponse) => boolean): void;
}

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * Requests take turns under saturation (decision 0014), so that new visitors get in.
 *
 * libuv accepts one connection per turn of the event loop (libuv PR #3696, in Node 20's
 * libuv 1.46). When the server is saturated, every open keep-alive connection has a request
 * ready, and one turn handles them all: 500 connections at ~0.12 ms each is a 60 ms turn,
 * so ~15 new connections a second are accepted. bench:load's 1000 visitors connecting at
 * once waited in the kernel's accept queue (300–1100 of them, for tens of seconds) and
 * timed out, however fast each answer was; a bare Fastify route costing 0.25 ms a request
 * does the same.
 *
 * So the server's request handler takes requests until SLICE_MS of this turn is spent and
 * queues the rest (first come, first served) for the next turns. A turn then lasts about
 * SLICE_MS, and a new connection is accepted every few ms even at full load. A queued
 * request costs its parse only; the connection has no more to send until it is answered,
 * so it is not ready again before then. When the server is not saturated nothing waits:
 * a request is handed on at once, as before.
 *
 * A request whose visitor left while it waited is dropped, not handled. The time requests
 * wait is what the page plugin's load shedding reads, with the loop's own delay.
 */
export function takeTurns(server: Server): RequestTurns {
  const handlers = server.listeners('request') as Handler[];
  if (handlers.length !== 1)
    throw new Error(`takeTurns: expected the one request handler of Fastify, found ${handlers.length}`);
  const [handler] = handlers as [Handler];
  server.removeListener('request', handler);

  const queue: { req: IncomingMessage; res: ServerResponse; at: number }[] = [];
  let head = 0;
  /** When this turn's first request was handed on; 0 until one is. */
  let turnStart = 0;
  let turnEnding = false;
  let waited = 0;
  let waitedCount = 0;

  const endTurnSoon = () => {
    if (turnEnding) return;
    turnEnding = true;
    // The check phase, after this turn's I/O: the next turn begins there.
    setImmediate(() => void nextTurn());
  };
  let first: ((req: IncomingMessage, res: ServerResponse) => boolean) | undefined;
  const hand = (req: IncomingMessage, res: ServerResponse) => {
    if (turnStart === 0) turnStart = performance.now();
    if (first?.(req, res)) return;
    handler.call(server, req, res);
  };
  const spent = () => turnStart !== 0 && performance.now() - turnStart >= SLICE_MS;

  async function nextTurn() {
    turnEnding = false;
    turnStart = 0;
    while (head < queue.length && !spent()) {
      const { req, res, at } = queue[head]!;
      queue[head++] = undefined as never;
      waited += performance.now() - at;
      waitedCount++;
      if (req.socket.destroyed) continue;
      hand(req, res);
      // Lets the request's own promise steps run before the clock is read again, as they
      // do after a request handed on from the socket.
      await Promise.resolve();
    }
    if (head === queue.length) {
      queue.length = 0;
      head = 0;
    } else {
      if (head > 1024) {
        queue.splice(0, head);
        head = 0;
      }
      endTurnSoon();
    }
  }

  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    endTurnSoon();
    if (head === queue.length && !spent()) {
      waitedCount++;
      hand(req, res);
      return;
    }
    queue.push({ req, res, at: performance.now() });
  });

  return {
    takeWaitMs() {
      const mean = waitedCount ? waited / waitedCount : 0;
      waited = 0;
      waitedCount = 0;
      return mean;
    },
    answerFirst(answer) {
      first = answer;
    },
  };
}
