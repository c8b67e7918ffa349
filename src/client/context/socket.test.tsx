import { render, screen, waitFor } from '@testing-library/react';
import { io } from 'socket.io-client';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FakeSocket } from '../test/fake-socket';
import { renderWithQueryClient, testQueryClient } from '../test/render';
import { closeSocket, connectSocket, reconnectSocket, useRealtime, useRealtimeInvalidation } from './socket';

vi.mock('socket.io-client', async () => {
  const { createFakeSocket } = await import('../test/fake-socket');
  return { io: vi.fn(() => createFakeSocket()) };
});
const ioMock = vi.mocked(io);
const lastSocket = () => ioMock.mock.results.at(-1)?.value as FakeSocket;

afterEach(() => {
  closeSocket();
  ioMock.mockClear();
});

type AuthCallback = (send: (data: object) => void) => void;
const authPayload = (): object => {
  let payload: object = {};
  const options = ioMock.mock.calls.at(-1)?.[0] as unknown as { auth: AuthCallback };
  options.auth((data) => (payload = data));
  return payload;
};

describe('connectSocket', () => {
  it('opens one same-origin websocket-only socket at /socket.io that connects by itself', async () => {
    const [a, b] = await Promise.all([connectSocket(), connectSocket()]);
    expect(a).toBe(b);
    expect(ioMock).toHaveBeenCalledTimes(1);
    expect(ioMock).toHaveBeenCalledWith(expect.objectContaining({ path: '/socket.io', transports: ['websocket'], autoConnect: true }));
  });

  it('sends the stored token on every connection, so admin sockets get admin events', async () => {
    await connectSocket();
    expect(authPayload()).toEqual({});
    localStorage.setItem('jwt_token', 'token-1');
    expect(authPayload()).toEqual({ token: 'token-1' });
  });

  it('reconnects on demand, to present a new token', async () => {
    const socket = await connectSocket();
    reconnectSocket();
    await waitFor(() => expect(socket.connect).toHaveBeenCalled());
    expect(socket.disconnect).toHaveBeenCalled();
  });
});

describe('useRealtimeInvalidation', () => {
  function Listener() {
    useRealtimeInvalidation();
    return null;
  }

  it.each([
    ['services_changed', ['services', 'list']],
    ['categories_changed', ['categories']],
    ['translations_changed', ['translations', 'ui']],
  ])('invalidates the queries a %s event names, and only those', async (event, key) => {
    const queryClient = testQueryClient();
    for (const k of [['services', 'list'], ['categories'], ['translations', 'ui'], ['blogs']]) queryClient.setQueryData(k, []);
    renderWithQueryClient(<Listener />, queryClient);
    await waitFor(() => expect(lastSocket()?.listenerCount(event)).toBe(1));

    lastSocket().serverEmit(event);
    await waitFor(() => expect(queryClient.getQueryState(key)?.isInvalidated).toBe(true));
    expect(queryClient.getQueryState(['blogs'])?.isInvalidated).toBe(false);
  });

  it('refetches every entity after a reconnect (events may have been missed), not on the first connection', async () => {
    const queryClient = testQueryClient();
    for (const k of [['services', 'list'], ['blogs', 'list'], ['settings']]) queryClient.setQueryData(k, []);
    renderWithQueryClient(<Listener />, queryClient);
    await waitFor(() => expect(lastSocket()?.listenerCount('connect')).toBe(1));
    lastSocket().serverEmit('connect');
    expect(queryClient.getQueryState(['blogs', 'list'])?.isInvalidated).toBe(false);
    lastSocket().serverEmit('connect');
    await waitFor(() => expect(queryClient.getQueryState(['blogs', 'list'])?.isInvalidated).toBe(true));
    expect(queryClient.getQueryState(['services', 'list'])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['settings'])?.isInvalidated).toBe(true);
  });

  it('stops listening when unmounted', async () => {
    const { unmount } = renderWithQueryClient(<Listener />);
    await waitFor(() => expect(lastSocket()?.listenerCount('services_changed')).toBe(1));
    unmount();
    expect(lastSocket().listenerCount('services_changed')).toBe(0);
  });
});

describe('useRealtime', () => {
  function Counter() {
    const [count, setCount] = useState(0);
    useRealtime('categories_changed', () => setCount((n) => n + 1));
    return <output aria-label="changes">{count}</output>;
  }

  it('calls the handler on each event', async () => {
    render(<Counter />);
    await waitFor(() => expect(lastSocket()?.listenerCount('categories_changed')).toBe(1));
    lastSocket().serverEmit('categories_changed');
    lastSocket().serverEmit('categories_changed');
    await waitFor(() => expect(screen.getByLabelText('changes').textContent).toBe('2'));
  });
});
