import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios';
import { describe, expect, it } from 'vitest';
import { fillSlots, type Slots } from '../../../contract';
import { toApiClientError } from '../../api/error-converter';
import { describeLoginError, loginErrorText } from './login-error';

const failed = (status: number, headers: Record<string, string> = {}) => {
  const config = { headers: new AxiosHeaders() };
  const response = { status, statusText: '', headers, config, data: { message: 'x', code: 'X' } } as AxiosResponse;
  return new AxiosError('failed', 'ERR_BAD_REQUEST', config, null, response);
};

/** What the axios instance rejects with: the converted error (api/errors). */
const converted = (status: number, headers: Record<string, string> = {}) => toApiClientError(failed(status, headers));

const english = (text: string, slots?: Slots) => fillSlots(text, slots);

describe('describeLoginError', () => {
  it('tells a wrong email or password', () => {
    expect(describeLoginError(failed(401))).toEqual({ kind: 'invalid' });
    expect(describeLoginError(converted(401))).toEqual({ kind: 'invalid' });
  });

  it('tells how long to wait after too many attempts', () => {
    expect(describeLoginError(failed(429, { 'x-ratelimit-reset': '42' }))).toEqual({ kind: 'rate-limited', seconds: 42 });
    expect(describeLoginError(converted(429, { 'retry-after': '7' }))).toEqual({ kind: 'rate-limited', seconds: 7 });
    expect(describeLoginError(converted(429, { 'x-ratelimit-reset': '2.5' }))).toEqual({ kind: 'rate-limited', seconds: 3 });
    expect(loginErrorText({ kind: 'rate-limited', seconds: 42 }, english)).toBe('Too many attempts, try again in 42 seconds');
  });

  it('tells a lost connection apart from other failures', () => {
    expect(describeLoginError(new AxiosError('Network Error', 'ERR_NETWORK'))).toEqual({ kind: 'network' });
    expect(describeLoginError(toApiClientError(new AxiosError('Network Error', 'ERR_NETWORK')))).toEqual({ kind: 'network' });
    expect(describeLoginError(failed(500))).toEqual({ kind: 'other' });
    expect(describeLoginError(new TypeError('bad body'))).toEqual({ kind: 'other' });
  });
});
