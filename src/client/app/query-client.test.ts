import { describe, expect, it } from 'vitest';
import { ApiClientError } from '../api/errors';
import { shouldRetryQuery } from './query-client';

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
