import type { Translate } from '../../context/translate';
import { describeApiFailure, failureWaitSeconds } from '../../api/describe-api-failure';

/**
 * What went wrong with a sign-in, as the page tells it. The server answers 401 for any
 * wrong email or password and 429 past the sign-in limit (decision 0014); the axios
 * instance retries a 429 a few times before it gives up, so a 429 reaching the page
 * means the limit still holds.
 */
export const loginFailureText = (error: unknown, t: Translate): string =>
  describeApiFailure(error, t, {
    401: () => t('Invalid email or password'),
    429: (failure) => {
      const seconds = failureWaitSeconds(failure);
      return seconds === undefined
        ? t('Too many attempts, please wait and try again')
        : t('Too many attempts, try again in {seconds, plural, one {# second} other {# seconds}}', {
            seconds,
          });
    },
    otherwise: () => t('Sign-in failed, please try again'),
  });
