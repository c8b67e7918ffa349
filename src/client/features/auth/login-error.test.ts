import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios';
import { describe, expect, it } from 'vitest';
import { fillSlots, type Slots } from '../../../contract';
import { toApiClientError } from '../../api/error-converter';
import { loginFailureText } from './login-error';

const failed = (status: number, headers: Record<string, string> = {}) => {
  const config = { headers: new AxiosHeaders() };
  const response = {
    status,
    statusText: '',
    headers,
    config,
    data: { message: 'x', code: 'X' },
  } as AxiosResponse;
  return new AxiosError('failed', 'ERR_BAD_REQUEST', config, null, response);
};

/** What the axios instance rejects with: the converted error (api/errors). */
const converted = (status: number, headers: Record<string, string> = {}) =>
  toApiClientError(failed(status, headers));

const english = (text: string, slots?: Slots) => fillSlots(text, slots);
const text = (error: unknown) => loginFailureText(error, english);

describe('loginFailureText', () => {
  it('tells a wrong email or password', () => {
    expect(text(failed(401))).toBe('Invalid email or password');
    expect(text(converted(401))).toBe('Invalid email or password');
  });

  it('tells how long to wait after too many attempts', () => {
    expect(text(failed(429, { 'x-ratelimit-reset': '42' }))).toBe(
      'Too many attempts, try again in 42 seconds',
    );
    expect(text(converted(429, { 'retry-after': '7' }))).toBe('Too many attempts, try again in 7 seconds');
    expect(text(converted(429, { 'x-ratelimit-reset': '2.5' }))).toBe(
      'Too many attempts, try again in 3 seconds',
    );
    expect(text(converted(429))).toBe('Too many attempts, please wait and try again');
  });

  it('tells a lost connection apart from other failures', () => {
    expect(text(new AxiosError('Network Error', 'ERR_NETWORK'))).toBe(
      'Network Error. Please check your internet and try again',
    );
    expect(text(toApiClientError(new AxiosError('Network Error', 'ERR_NETWORK')))).toBe(
      'Network Error. Please check your internet and try again',
    );
    expect(text(failed(500))).toBe('Sign-in failed, please try again');
    expect(text(new TypeError('bad body'))).toBe('Sign-in failed, please try again');
  });
});
