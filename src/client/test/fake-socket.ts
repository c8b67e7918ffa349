import { vi } from 'vitest';

type Listener = (...args: unknown[]) => void;

/** Enough of a socket.io-client Socket for the realtime hooks: listeners, emit, reconnect. */
export function createFakeSocket() {
  const listeners = new Map<string, Set<Listener>>();
  const socket = {
    on: vi.fn((event: string, listener: Listener) => {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event)?.add(listener);
      return socket;
    }),
    off: vi.fn((event: string, listener: Listener) => {
      listeners.get(event)?.delete(listener);
      return socket;
    }),
    connect: vi.fn(() => socket),
    disconnect: vi.fn(() => socket),
    /** What the server would do: call every listener of `event`. */
    serverEmit(event: string, ...args: unknown[]) {
      for (const listener of listeners.get(event) ?? []) listener(...args);
    },
    listenerCount: (event: string) => listeners.get(event)?.size ?? 0,
    listeners: (event: string) => [...(listeners.get(event) ?? [])],
  };
  return socket;
}

export type FakeSocket = ReturnType<typeof createFakeSocket>;
