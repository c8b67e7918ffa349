import type { Slots } from '../../contract';
import { toApiClientError } from './error-converter';
import { NETWORK_ERROR_CODE, type ApiClientError } from './errors';

/** context/translate's `Translate`, which api/ (the lowest layer) does not import. */
type Translate = (text: string, slots?: Slots) => string;

/**
 * A failed call as a screen words it: by its status and the server's `code`, never its
 * message text (STYLE §2.3).
 */
type FailureText = (failure: ApiClientError) => string | undefined;

/**
 * A screen's own words for some failures, keyed by the server's `code` (`UNAVAILABLE`,
 * `PAYLOAD_TOO_LARGE`…), by HTTP status (`413`), `network` (no answer at all), or
 * `otherwise` (any answer the others left). The first that answers wins, in that order;
 * `undefined` falls through to the next, then to the defaults.
 */
export type FailureOverrides = Partial<Record<string | number, FailureText>>;

/**
 * Why a call failed, in the reader's language: the one place an API failure is turned
 * into words, by the interceptor's snackbar and by the forms that say it beside
 * themselves (their error alert). Without overrides these are SPEC §8's words: no answer
 * is its network message; an answer with the server's own message shows it (the server
 * writes it in the request's language); anything else is "Unexpected error occured (Code N)".
 * A 429 is one of those failures: the forms that can meet one say how long the limit holds
 * (`waitText`).
 */
export function describeApiFailure(error: unknown, t: Translate, overrides: FailureOverrides = {}): string {
  const failure = toApiClientError(error);
  const network = failure.code === NETWORK_ERROR_CODE;
  const keys = network ? ['network'] : [...(failure.code ? [failure.code] : []), failure.status, 'otherwise'];
  for (const key of keys) {
    const text = overrides[key]?.(failure);
    if (text !== undefined) return text;
  }
  if (network) return t('Network Error. Please check your internet and try again');
  if (failure.fromServer) return failure.message;
  return t('Unexpected error occured (Code {status})', { status: failure.status });
}

/** A 429's wait in whole seconds, if it said one. */
export const failureWaitSeconds = (failure: ApiClientError): number | undefined =>
  failure.retryAfterSeconds === undefined ? undefined : Math.ceil(failure.retryAfterSeconds);

/**
 * A 429's words by how long the limit holds: none said, in minutes past a minute and a
 * half, else in seconds (the public forms' limits run for minutes).
 */
export function waitText(
  failure: ApiClientError,
  words: {
    unknown: () => string;
    minutes: (minutes: number) => string;
    seconds: (seconds: number) => string;
  },
): string {
  const seconds = failureWaitSeconds(failure);
  if (seconds === undefined) return words.unknown();
  return seconds > 90 ? words.minutes(Math.ceil(seconds / 60)) : words.seconds(seconds);
}

/** The field an upload failure names (`request_documents.2`: the third file), from the answer's issues. */
export const failedUploadIndex = (failure: ApiClientError, field: string): number | undefined => {
  for (const issue of failure.issues ?? []) {
    const match = new RegExp(`^${field}\\.(\\d+)$`).exec(issue.path);
    if (match) return Number(match[1]);
  }
  return undefined;
};
