import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios';
import { describe, expect, it } from 'vitest';
import { fillSlots, type Slots } from '../../contract';
import { describeApiFailure, failedUploadIndex } from './describe-api-failure';
import { toApiClientError } from './error-converter';

const english = (text: string, slots?: Slots) => fillSlots(text, slots);
const answer = (status: number, data: unknown, headers: Record<string, string> = {}) => {
  const config = { headers: new AxiosHeaders() };
  return new AxiosError('failed', 'ERR_BAD_RESPONSE', config, null, {
    status,
    statusText: '',
    headers,
    config,
    data,
  } as AxiosResponse);
};

describe('describeApiFailure', () => {
  it("shows the server's own message, and SPEC §8's fallback for an answer without one", () => {
    expect(
      describeApiFailure(answer(409, { message: 'هذا البريد مستخدم بالفعل', code: 'CONFLICT' }), english),
    ).toBe('هذا البريد مستخدم بالفعل');
    expect(describeApiFailure(answer(502, '<html>Bad Gateway</html>'), english)).toBe(
      'Unexpected error occured (Code 502)',
    );
    // A server message that happens to read like the fallback is still the server's.
    expect(
      describeApiFailure(
        answer(500, { message: 'Unexpected error occured (Code 500)', code: 'INTERNAL' }),
        (text) => `«${text}»`,
      ),
    ).toBe('Unexpected error occured (Code 500)');
  });

  it('words no answer at all, and a 429 as any other failure (a form words its wait itself)', () => {
    expect(describeApiFailure(new AxiosError('Network Error', 'ERR_NETWORK'), english)).toBe(
      'Network Error. Please check your internet and try again',
    );
    expect(
      describeApiFailure(
        answer(429, { message: 'slow down', code: 'RATE_LIMITED' }, { 'retry-after': '12' }),
        english,
      ),
    ).toBe('slow down');
    expect(describeApiFailure(answer(429, {}), english)).toBe('Unexpected error occured (Code 429)');
  });

  it('takes a screen’s words by code, then status, then otherwise; undefined falls through', () => {
    const failure = answer(503, { message: 'Database unreachable', code: 'UNAVAILABLE' });
    expect(
      describeApiFailure(failure, english, { UNAVAILABLE: () => 'by code', 503: () => 'by status' }),
    ).toBe('by code');
    expect(
      describeApiFailure(failure, english, { UNAVAILABLE: () => undefined, 503: () => 'by status' }),
    ).toBe('by status');
    expect(describeApiFailure(failure, english, { otherwise: () => 'otherwise' })).toBe('otherwise');
    expect(
      describeApiFailure(new AxiosError('Network Error', 'ERR_NETWORK'), english, {
        otherwise: () => 'otherwise',
        network: () => 'offline',
      }),
    ).toBe('offline');
  });

  it("finds the upload an answer's issues name, not its message", () => {
    const failure = toApiClientError(
      answer(415, {
        message: 'request_documents.4: not allowed',
        code: 'UNSUPPORTED_MEDIA_TYPE',
        issues: [{ path: 'request_documents.2', message: 'not allowed' }],
      }),
    );
    expect(failedUploadIndex(failure, 'request_documents')).toBe(2);
    expect(
      failedUploadIndex(
        toApiClientError(answer(413, { message: 'request_documents.1 too large' })),
        'request_documents',
      ),
    ).toBeUndefined();
  });
});
