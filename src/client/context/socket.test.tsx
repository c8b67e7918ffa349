import { render, screen, waitFor } from '@testing-library/react';
import { io } from 'socket.io-client';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CATCH_UP_EVENT, type CatchUp } from '../../contract';
import type { FakeSocket } from '../test/fake-socket';
import { renderWithQueryClient, testQueryClient } from '../test/render';
import { closeSocket, connectSocket, reconnectSocket, useRealtime } from './socket';
import { useRealtimeInvalidation } from './use-realtime-invalidation';

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
    expect(ioMock).toHaveBeenCalledWith(
      expect.objectContaining({ path: '/socket.io', transports: ['websocket'], autoConnect: true }),
    );
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
    for (const k of [['services', 'list'], ['categories'], ['translations', 'ui'], ['blogs']])
      queryClient.setQueryData(k, []);
    renderWithQueryClient(<Listener />, queryClient);
    await waitFor(() => expect(lastSocket()?.listenerCount(event)).toBe(1));

    lastSocket().serverEmit(event);
    await waitFor(() => expect(queryClient.getQueryState(key)?.isInvalidated).toBe(true));
    expect(queryClient.getQueryState(['blogs'])?.isInvalidated).toBe(false);
  });

  it("refetches only what shows an edited item, and every list for an added one (the event's change)", async () => {
    const queryClient = testQueryClient();
    const card = (blog_id: number) => ({ blog_id });
    queryClient.setQueryData(['blogs', 'cards', { page: 1 }], {
      items: [card(9), card(8)],
      total: 4,
      page: 1,
      limit: 2,
    });
    queryClient.setQueryData(['blogs', 'cards', { page: 2 }], {
      items: [card(7), card(6)],
      total: 4,
      page: 2,
      limit: 2,
    });
    queryClient.setQueryData(['blogs', 'detail', 6], { blog_id: 6 });
    renderWithQueryClient(<Listener />, queryClient);
    await waitFor(() => expect(lastSocket()?.listenerCount('blogs_changed')).toBe(1));
    const invalidated = () =>
      queryClient
        .getQueryCache()
        .findAll({ queryKey: ['blogs'] })
        .filter((q) => q.state.isInvalidated)
        .map((q) => q.queryKey);

    lastSocket().serverEmit('blogs_changed', { id: 7, op: 'updated' });
    await waitFor(() => expect(invalidated()).toEqual([['blogs', 'cards', { page: 2 }]]));
  });

  it('refetches what the server says the page missed, and every entity when it cannot know', async () => {
    const queryClient = testQueryClient();
    for (const k of [['services', 'list'], ['blogs', 'list'], ['settings']]) queryClient.setQueryData(k, []);
    renderWithQueryClient(<Listener />, queryClient);
    await waitFor(() => expect(lastSocket()?.listenerCount(CATCH_UP_EVENT)).toBe(2));
    lastSocket().serverEmit(CATCH_UP_EVENT, { stamp: 5, changes: [] } satisfies CatchUp);
    lastSocket().serverEmit(CATCH_UP_EVENT, { stamp: 6, changes: [{ entity: 'blogs' }] } satisfies CatchUp);
    await waitFor(() => expect(queryClient.getQueryState(['blogs', 'list'])?.isInvalidated).toBe(true));
    expect(queryClient.getQueryState(['services', 'list'])?.isInvalidated).toBe(false);
    expect(authPayload()).toEqual({ since: 6 });
    lastSocket().serverEmit(CATCH_UP_EVENT, { stamp: 9, changes: null } satisfies CatchUp);
    await waitFor(() => expect(queryClient.getQueryState(['services', 'list'])?.isInvalidated).toBe(true));
    expect(queryClient.getQueryState(['settings'])?.isInvalidated).toBe(true);
  });

  it('takes a catch-up that came before the page listened', async () => {
    const queryClient = testQueryClient();
    queryClient.setQueryData(['blogs', 'list'], []);
    const socket = await connectSocket();
    (socket as unknown as FakeSocket).serverEmit(CATCH_UP_EVENT, {
      stamp: 3,
      changes: [{ entity: 'blogs', change: { id: 1, op: 'created' } }],
    } satisfies CatchUp);
    renderWithQueryClient(<Listener />, queryClient);
    await waitFor(() => expect(queryClient.getQueryState(['blogs', 'list'])?.isInvalidated).toBe(true));
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
