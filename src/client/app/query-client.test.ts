import { QueryClient, skipToken, type QueryObserverOptions } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiClientError } from '../api/errors';
import { AppQueryClient, createQueryClient, shouldRetryQuery } from './query-client';

describe('shouldRetryQuery', () => {
  it('retries a lost connection or a server error once', () => {
    expect(shouldRetryQuery(0, new ApiClientError('offline', 0, 'NETWORK'))).toBe(true);
    expect(shouldRetryQuery(0, new ApiClientError('boom', 503))).toBe(true);
    expect(shouldRetryQuery(1, new ApiClientError('boom', 503))).toBe(false);
  });

  it('does not retry an answer that will not change', () => {
    expect(shouldRetryQuery(0, new ApiClientError('Not found', 404, 'NOT_FOUND'))).toBe(false);
    expect(shouldRetryQuery(0, new ApiClientError('Too many requests', 429, 'RATE_LIMITED'))).toBe(false);
  });
});

const defaults = { staleTime: 30_000, retry: shouldRetryQuery, refetchOnWindowFocus: false };
const queryFn = () => Promise.resolve(1);

/** What TanStack's own method gives, for the same client settings. */
function both() {
  const ours = new AppQueryClient({ defaultOptions: { queries: defaults } });
  const theirs = new QueryClient({ defaultOptions: { queries: defaults } });
  for (const client of [ours, theirs]) client.setQueryDefaults(['blogs'], { gcTime: 5, staleTime: 7 });
  return { ours, theirs };
}

describe('AppQueryClient.defaultQueryOptions', () => {
  const cases: Record<string, QueryObserverOptions> = {
    'a plain read': { queryKey: ['settings'], queryFn },
    'options over the defaults': { queryKey: ['settings'], queryFn, staleTime: Infinity, retry: false },
    'the key defaults (setQueryDefaults)': { queryKey: ['blogs', { blog_id: 3, lang: 'ar' }], queryFn },
    'a hash given': { queryKey: ['x'], queryHash: 'mine', queryFn },
    'a hash function': { queryKey: ['x', 2], queryKeyHashFn: (key) => `k${key.length}`, queryFn },
    'networkMode always, suspense': {
      queryKey: ['x'],
      networkMode: 'always',
      suspense: true,
    } as QueryObserverOptions,
    'a persister': { queryKey: ['x'], persister: () => Promise.resolve(1) } as QueryObserverOptions,
    skipToken: { queryKey: ['x'], queryFn: skipToken },
    'explicit throwOnError and refetchOnReconnect': {
      queryKey: ['x'],
      throwOnError: true,
      refetchOnReconnect: false,
    },
  };
  for (const [name, options] of Object.entries(cases)) {
    it(`gives what TanStack's own gives: ${name}`, () => {
      const { ours, theirs } = both();
      const mine = ours.defaultQueryOptions(options);
      const reference = theirs.defaultQueryOptions(options);
      expect(mine).toStrictEqual(reference);
      // In the same order too: a later spread of the result (an observer's) sees the same object.
      expect(Object.keys(mine)).toEqual(Object.keys(reference));
    });
  }

  it('follows defaults set after the client was made (setDefaultOptions), as TanStack does', () => {
    const { ours, theirs } = both();
    for (const client of [ours, theirs]) client.setDefaultOptions({ queries: { staleTime: 1, gcTime: 2 } });
    const options = { queryKey: ['settings'], queryFn };
    expect(ours.defaultQueryOptions(options)).toStrictEqual(theirs.defaultQueryOptions(options));
    expect(ours.defaultQueryOptions(options).staleTime).toBe(1);
  });

  it('returns options already defaulted as they are', () => {
    const { ours } = both();
    const once = ours.defaultQueryOptions({ queryKey: ['settings'], queryFn });
    expect(ours.defaultQueryOptions(once)).toBe(once);
  });

  it('is the client the app makes, and its reads and writes go through it', async () => {
    const client = createQueryClient();
    expect(client).toBeInstanceOf(AppQueryClient);
    client.setQueryData(['settings'], { site: 1 });
    expect(client.getQueryData(['settings'])).toEqual({ site: 1 });
    await expect(client.fetchQuery({ queryKey: ['n'], queryFn: () => Promise.resolve(5) })).resolves.toBe(5);
    expect(client.getQueryState(['n'])?.status).toBe('success');
  });
});
