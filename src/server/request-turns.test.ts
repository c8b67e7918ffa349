import { EventEmitter } from 'node:events';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { takeTurns } from './request-turns';

/** A stand-in for Node's server: one request listener, requests emitted as a turn of I/O would. */
function fakeServer(costMs: number) {
  const handled: number[] = [];
  const server = new EventEmitter();
  server.on('request', (req: IncomingMessage & { n: number }) => {
    const start = performance.now();
    while (performance.now() - start < costMs);
    handled.push(req.n);
  });
  const turns = takeTurns(server as unknown as Server);
  const request = (n: number, destroyed = false) =>
    server.emit('request', { n, socket: { destroyed } } as unknown as IncomingMessage, {} as ServerResponse);
  return { handled, turns, request };
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('requests take turns under saturation', () => {
  it('hands a request on at once when the server is not busy', () => {
    const { handled, request } = fakeServer(0);
    request(1);
    expect(handled).toEqual([1]);
  });

  it('handles about one slice of requests in a turn and the rest in the next turns, in order', async () => {
    const { handled, turns, request } = fakeServer(2);
    // 40 connections with a request ready in the same turn, 2 ms each: 80 ms of work.
    for (let n = 1; n <= 40; n++) request(n);
    // A turn of ~5 ms, not all 80: the loop comes round (and accepts) again in between.
    expect(handled.length).toBeGreaterThan(0);
    expect(handled.length).toBeLessThan(10);
    let turnsTaken = 0;
    while (handled.length < 40 && turnsTaken < 100) {
      await nextTurn();
      turnsTaken++;
    }
    expect(handled).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    expect(turnsTaken).toBeGreaterThan(5);
    expect(turns.takeWaitMs()).toBeGreaterThan(0);
    expect(turns.takeWaitMs()).toBe(0);
  });

  it('drops a queued request whose visitor has left', async () => {
    const { handled, request } = fakeServer(3);
    for (let n = 1; n <= 5; n++) request(n);
    request(6, true);
    request(7);
    for (let i = 0; i < 20 && !handled.includes(7); i++) await nextTurn();
    expect(handled).toContain(7);
    expect(handled).not.toContain(6);
  });

  it('refuses a server whose handler it does not know', () => {
    const server = new EventEmitter();
    expect(() => takeTurns(server as unknown as Server)).toThrow(/one request handler/);
  });
});
