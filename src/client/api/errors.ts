import { isAxiosError } from 'axios';
import type { ErrorIssue } from '../../contract';

/** Messages of SPEC §8, spelled exactly as the spec spells them ("occured" included). */
export const NETWORK_ERROR_MESSAGE = 'Network Error. Please check your internet and try again';
export const UNEXPECTED_ERROR_MESSAGE = 'Unexpected error occured (Code {status})';
export const unexpectedErrorMessage = (status: number) => UNEXPECTED_ERROR_MESSAGE.replace('{status}', String(status));

/** `code` of an error that never reached the server (no HTTP status: `status` is 0). */
export const NETWORK_ERROR_CODE = 'NETWORK';

/**
 * The one error shape every failed call rejects with (STYLE §2.3): UI branches on `code`
 * (the server's, DESIGN §4) or `status`, never on `message`, which is for people.
 */
export class ApiClientError extends Error {
  override readonly name = 'ApiClientError';
  readonly status: number;
  readonly code: string | undefined;
  readonly issues: ErrorIssue[] | undefined;

  constructor(message: string, status: number, code?: string, issues?: ErrorIssue[], options?: { cause?: unknown }) {
    super(message, options);
    this.status = status;
    this.code = code;
    this.issues = issues;
  }
}

export const isApiClientError = (error: unknown): error is ApiClientError => error instanceof ApiClientError;

/**
 * The converter (SPEC §7 "shared error converter"): an axios failure with a `{ message,
 * code, issues? }` body keeps those; otherwise the message is the spec's fallback.
 */
export function toApiClientError(error: unknown): ApiClientError {
  if (isApiClientError(error)) return error;
  if (!isAxiosError(error)) {
    return new ApiClientError(error instanceof Error ? error.message : String(error), 0, undefined, undefined, { cause: error });
  }
  const response = error.response;
  if (!response) return new ApiClientError(NETWORK_ERROR_MESSAGE, 0, NETWORK_ERROR_CODE, undefined, { cause: error });

  const body = readErrorBody(response.data);
  const message = body.message ?? unexpectedErrorMessage(response.status);
  return new ApiClientError(message, response.status, body.code, body.issues, { cause: error });
}

const nonEmptyString = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value : undefined);

const isIssue = (value: unknown): value is ErrorIssue =>
  typeof value === 'object' && value !== null && typeof (value as ErrorIssue).path === 'string' && typeof (value as ErrorIssue).message === 'string';

/**
 * The `{ message, code, issues? }` body (DESIGN §4), read field by field so a proxy's HTML
 * page or one malformed field loses nothing else. Plain checks, not the zod schema: this
 * runs on every public page and zod would weigh on first-load JavaScript (DESIGN §8).
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
