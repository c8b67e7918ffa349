import type { AxiosError, AxiosResponse } from 'axios';
import type { ErrorIssue } from '../../contract';
import {
  ApiClientError,
  NETWORK_ERROR_CODE,
  NETWORK_ERROR_MESSAGE,
  isApiClientError,
  unexpectedErrorMessage,
} from './errors';

/**
 * axios's own test, written out: axios is not in a page's first load (decision 0021: the
 * instance is loaded on the first call, ./client.ts), and neither is this module.
 */
const isAxiosError = (error: unknown): error is AxiosError =>
  typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true;

/** A response header by name, whatever its case (AxiosHeaders or a plain object). */
function headerOf(headers: AxiosResponse['headers'], name: string): unknown {
  const maybe = headers as { get?: unknown } | undefined;
  if (typeof maybe?.get === 'function') return (headers as { get: (key: string) => unknown }).get(name);
  const key = Object.keys(headers ?? {}).find((k) => k.toLowerCase() === name);
  return key === undefined ? undefined : (headers as Record<string, unknown>)[key];
}

/**
 * The converter (SPEC §7 "shared error converter"): an axios failure with a `{ message,
 * code, issues? }` body keeps those; otherwise the message is the spec's fallback.
 */
export function toApiClientError(error: unknown): ApiClientError {
  if (isApiClientError(error)) return error;
  if (!isAxiosError(error)) {
    return new ApiClientError(
      error instanceof Error ? error.message : String(error),
      0,
      undefined,
      undefined,
      { cause: error },
    );
  }
  const response = error.response;
  if (!response)
    return new ApiClientError(NETWORK_ERROR_MESSAGE, 0, NETWORK_ERROR_CODE, undefined, { cause: error });

  const body = readErrorBody(response.data);
  const message = body.message ?? unexpectedErrorMessage(response.status);
  const retry = response.status === 429 ? retryAfterSeconds(response.headers) : undefined;
  return new ApiClientError(message, response.status, body.code, body.issues, {
    cause: error,
    retryAfterSeconds: retry,
    fromServer: body.message !== undefined,
  });
}

const parseSeconds = (value: unknown): number | undefined => {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  if (typeof value === 'string' && value.trim() === '') return undefined;
  const seconds = Number(value);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds : undefined;
};

/** `Retry-After` may also be an HTTP date (RFC 9110 §10.2.3). */
const secondsUntilDate = (value: unknown, now: number): number | undefined => {
  if (typeof value !== 'string') return undefined;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, (at - now) / 1000);
};

/** SPEC §8: the seconds a 429 says to wait: `x-ratelimit-reset`, else `retry-after` (seconds or a date). */
export function retryAfterSeconds(headers: AxiosResponse['headers'], now = Date.now()): number | undefined {
  const retryAfter = headerOf(headers, 'retry-after');
  return (
    parseSeconds(headerOf(headers, 'x-ratelimit-reset')) ??
    parseSeconds(retryAfter) ??
    secondsUntilDate(retryAfter, now)
  );
}

const nonEmptyString = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value : undefined;

const isIssue = (value: unknown): value is ErrorIssue =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ErrorIssue).path === 'string' &&
  typeof (value as ErrorIssue).message === 'string';

/**
 * The `{ message, code, issues? }` body (DESIGN §4), read field by field so a proxy's HTML
 * page or one malformed field loses nothing else. Plain checks, not the zod schema: zod
 * would weigh on the public pages' forms (DESIGN §8).
 */
function readErrorBody(data: unknown): { message?: string; code?: string; issues?: ErrorIssue[] } {
  if (typeof data !== 'object' || data === null) return {};
  const { message, code, issues } = data as Record<string, unknown>;
  const body: { message?: string; code?: string; issues?: ErrorIssue[] } = {};
  const text = nonEmptyString(message);
  if (text) body.message = text;
  const name = nonEmptyString(code);
  if (name) body.code = name;
  if (Array.isArray(issues) && issues.every(isIssue)) body.issues = issues;
  return body;
}
