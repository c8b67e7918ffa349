import { toApiClientError } from '../../api/error-converter';
import { NETWORK_ERROR_CODE } from '../../api/errors';
import type { Translate } from '../../context/translate';

/** What went wrong with a sign-in, as the page tells it; branches on status, never on text (STYLE §2.3). */
export type LoginFailure =
  | { kind: 'invalid' }
  | { kind: 'rate-limited'; seconds: number | undefined }
  | { kind: 'network' }
  | { kind: 'other' };

/**
 * The server answers 401 for any wrong email or password and 429 past the sign-in limit
 * (issue 2 §5); the axios instance retries a 429 a few times before it gives up, so a 429
 * reaching the page means the limit still holds.
 */
export function describeLoginError(error: unknown): LoginFailure {
  const { status, code, retryAfterSeconds } = toApiClientError(error);
  if (code === NETWORK_ERROR_CODE) return { kind: 'network' };
  if (status === 401) return { kind: 'invalid' };
  if (status === 429) return { kind: 'rate-limited', seconds: retryAfterSeconds ? Math.ceil(retryAfterSeconds) : undefined };
  return { kind: 'other' };
}

/** The message shown for a failure, in the current language. */
export function loginErrorText(failure: LoginFailure, t: Translate): string {
  switch (failure.kind) {
    case 'invalid':
      return t('Invalid email or password');
    case 'rate-limited':
      return failure.seconds === undefined
        ? t('Too many attempts, please wait and try again')
        : t('Too many attempts, try again in {seconds} seconds', { seconds: failure.seconds });
    case 'network':
      return t('Network Error. Please check your internet and try again');
    case 'other':
      return t('Sign-in failed, please try again');
  }
}
