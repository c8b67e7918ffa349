import { fillSlots, type ErrorIssue } from '../../contract';

/** Messages of SPEC §8, spelled exactly as the spec spells them ("occured" included). */
export const NETWORK_ERROR_MESSAGE = 'Network Error. Please check your internet and try again';
const UNEXPECTED_ERROR_MESSAGE = 'Unexpected error occured (Code {status})';
export const unexpectedErrorMessage = (status: number) => fillSlots(UNEXPECTED_ERROR_MESSAGE, { status });

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
  /** A 429's wait before asking again, in seconds (`x-ratelimit-reset`, else `retry-after`). */
  readonly retryAfterSeconds: number | undefined;
  /**
   * Whether `message` is the server's own (in the request's language), rather than SPEC
   * §8's fallback for an answer without one (a proxy's page, a body that is not ours).
   */
  readonly fromServer: boolean;

  constructor(
    message: string,
    status: number,
    code?: string,
    issues?: ErrorIssue[],
    options?: { cause?: unknown; retryAfterSeconds?: number | undefined; fromServer?: boolean },
  ) {
    super(message, options);
    this.status = status;
    this.code = code;
    this.issues = issues;
    this.retryAfterSeconds = options?.retryAfterSeconds;
    this.fromServer = options?.fromServer ?? false;
  }
}

export const isApiClientError = (error: unknown): error is ApiClientError => error instanceof ApiClientError;

// The converter from axios failures to this shape is ./error-converter.ts: only what sends
// a request needs it, and this module is in every page's first load (perf-budget.json).
