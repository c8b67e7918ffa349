import {
  QueryClient,
  hashKey,
  skipToken,
  type DefaultError,
  type DefaultOptions,
  type DefaultedQueryObserverOptions,
  type QueryKey,
  type QueryObserverOptions,
} from '@tanstack/react-query';
import { isApiClientError } from '../api/errors';

/**
 * A 4xx answer will not change by asking again (and the interceptor already retries 429s),
 * so only a lost connection or a 5xx gets one more try.
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1) return false;
  return !isApiClientError(error) || error.status === 0 || error.status >= 500;
}

const QUERY_DEFAULTS: NonNullable<DefaultOptions['queries']> = {
  staleTime: 30_000,
  retry: shouldRetryQuery,
  refetchOnWindowFocus: false,
};

/**
 * TanStack's client with its `defaultQueryOptions` written with `Object.assign` in place of
 * object spread (docs/decisions/0022). Every `useQuery`, `getQueryData`, `fetchQuery` and
 * loader read goes through it, often twice; its `{ ...defaults, ...keyDefaults, ...options,
 * _defaulted: true }` takes Node 20's slow path (a spread followed by a property: ~8 µs a
 * call here, against 0.7 µs), and was 7 % of an uncached server render of `/`. Same
 * result, step for step (query-client.test.ts compares the two).
 */
export class AppQueryClient extends QueryClient {
  override defaultQueryOptions<
    TQueryFnData = unknown,
    TError = DefaultError,
    TData = TQueryFnData,
    TQueryData = TQueryFnData,
    TQueryKey extends QueryKey = QueryKey,
    TPageParam = never,
  >(
    options:
      | QueryObserverOptions<TQueryFnData, TError, TData, TQueryData, TQueryKey, TPageParam>
      | DefaultedQueryObserverOptions<TQueryFnData, TError, TData, TQueryData, TQueryKey>,
  ): DefaultedQueryObserverOptions<TQueryFnData, TError, TData, TQueryData, TQueryKey> {
    if (options._defaulted)
      return options as DefaultedQueryObserverOptions<TQueryFnData, TError, TData, TQueryData, TQueryKey>;
    const defaulted = Object.assign(
      {},
      this.getDefaultOptions().queries,
      this.getQueryDefaults(options.queryKey),
      options,
    ) as DefaultedQueryObserverOptions<TQueryFnData, TError, TData, TQueryData, TQueryKey>;
    defaulted._defaulted = true;
    defaulted.queryHash ||= (defaulted.queryKeyHashFn || hashKey)(defaulted.queryKey);
    if (defaulted.refetchOnReconnect === undefined)
      defaulted.refetchOnReconnect = defaulted.networkMode !== 'always';
    if (defaulted.throwOnError === undefined) defaulted.throwOnError = !!defaulted.suspense;
    if (!defaulted.networkMode && defaulted.persister) defaulted.networkMode = 'offlineFirst';
    if (defaulted.queryFn === skipToken) defaulted.enabled = false;
    return defaulted;
  }
}

export function createQueryClient(): QueryClient {
  return new AppQueryClient({ defaultOptions: { queries: QUERY_DEFAULTS } });
}
