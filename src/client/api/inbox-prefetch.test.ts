import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../contract';
import { inboxAt, inboxFiltersFrom } from './inbox-address';

const get = vi.fn(async (_path: string, _config: { params: object; silent: boolean }) => ({
  data: [{ request_id: 7, is_spam: false }],
  headers: { 'x-total-count': '1' },
}));
vi.mock('./client', () => ({ api: async () => ({ get }) }));
const { prefetchInboxAt } = await import('./inbox');

const at = (href: string) => new URL(href, 'https://office.example') as unknown as Location;

afterEach(() => {
  localStorage.clear();
  get.mockClear();
});

describe('an inbox asked for from its address, before its screen (decision 0051)', () => {
  it('reads the inbox and its filters from the address as the screen does', () => {
    expect(inboxAt('/system/requests')).toBe('requests');
    expect(inboxAt('/system/messages/')).toBe('messages');
    expect(inboxAt('/system/requests/12')).toBeUndefined();
    expect(
      inboxFiltersFrom(new URLSearchParams('q=%20محمد%20&status=closed&assignee=me&unread=true')),
    ).toEqual({
      q: 'محمد',
      unread: true,
      withDocuments: false,
      from: undefined,
      to: undefined,
      status: 'closed',
      assignee: 'me',
    });
    expect(inboxFiltersFrom(new URLSearchParams('status=nonsense')).status).toBeUndefined();
  });

  it('puts the first page where the screen looks for it, quietly, when someone is signed in', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'a.b.c');
    const client = new QueryClient();
    prefetchInboxAt(client, at('/system/requests?q=x'));
    await vi.waitFor(() =>
      expect(
        client.getQueryData([
          'requests',
          'list',
          { spam: false, ...inboxFiltersFrom(new URLSearchParams('q=x')) },
        ]),
      ).toBeDefined(),
    );
    expect(get).toHaveBeenCalledWith('/requests', expect.objectContaining({ silent: true }));
  });

  it('asks for nothing without a stored session, or away from an inbox', () => {
    prefetchInboxAt(new QueryClient(), at('/system/requests'));
    localStorage.setItem(STORAGE_KEYS.token, 'a.b.c');
    prefetchInboxAt(new QueryClient(), at('/system/blogs'));
    expect(get).not.toHaveBeenCalled();
  });
});
