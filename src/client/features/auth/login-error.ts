import { AxiosHeaders, isAxiosError, type AxiosResponse } from 'axios';

/** What went wrong with a sign-in, as the page tells it; branches on status, never on text (STYLE §2.3). */
export type LoginFailure =
  | { kind: 'invalid' }
  | { kind: 'rate-limited'; seconds: number | undefined }
  | { kind: 'network' }
  | { kind: 'other' };

const asRecord = (value: unknown): Record<string, unknown> | undefined =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined;

/** The axios response behind a failure: on the axios error itself, or on the `cause` of the converted error (api/errors). */
function responseOf(error: unknown): AxiosResponse | undefined {
  if (isAxiosError(error)) return error.response;
  const cause = asRecord(error)?.cause;
  return isAxiosError(cause) ? cause.response : undefined;
}

/** The HTTP status; 0 when the call never reached the server; undefined when it is no HTTP failure. */
function statusOf(error: unknown): number | undefined {
  if (isAxiosError(error)) return error.response?.status ?? 0;
  const status = asRecord(error)?.status;
  return typeof status === 'number' ? status : undefined;
}

const positiveSeconds = (value: unknown): number | undefined => {
  const n = typeof value === 'string' || typeof value === 'number' ? Number(value) : NaN;
  return Number.isFinite(n) && n > 0 ? Math.ceil(n) : undefined;
};

/**
 * The server answers 401 for any wrong email or password and 429 past the sign-in limit
 * (issue 2 §5); the axios instance retries a 429 a few times before it gives up, so a 429
 * reaching the page means the limit still holds.
 */
export function describeLoginError(error: unknown): LoginFailure {
  const status = statusOf(error);
  if (status === 0) return { kind: 'network' };
  if (status === 401) return { kind: 'invalid' };
  if (status === 429) {
    const headers = AxiosHeaders.from((responseOf(error)?.headers ?? {}) as Record<string, string>);
    return { kind: 'rate-limited', seconds: positiveSeconds(headers.get('x-ratelimit-reset')) ?? positiveSeconds(headers.get('retry-after')) };
  }
  return { kind: 'other' };
}

/** The message shown for a failure, in the current language. */
export function loginErrorText(failure: LoginFailure, t: (text: string) => string): string {
  switch (failure.kind) {
    case 'invalid':
      return t('Invalid email or password');
    case 'rate-limited':
      return failure.seconds === undefined
        ? t('Too many attempts, please wait and try again')
        : t('Too many attempts, try again in {seconds} seconds').replace('{seconds}', String(failure.seconds));
    case 'network':
      return t('Network Error. Please check your internet and try again');
    case 'other':
      return t('Sign-in failed, please try again');
  }
}
