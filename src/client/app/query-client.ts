import { QueryClient } from '@tanstack/react-query';
import { isApiClientError } from '../api/errors';

/**
 * A 4xx answer will not change by asking again (and the interceptor already retries 429s),
 * so only a lost connection or a 5xx gets one more try.
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1) return false;
  return !isApiClientError(error) || error.status === 0 || error.status >= 500;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetryQuery, refetchOnWindowFocus: false },
    },
  });
}
