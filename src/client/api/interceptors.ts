import {
  CanceledError,
  isAxiosError,
  isCancel,
  type AxiosInstance,
  type AxiosResponse,
  type GenericAbortSignal,
  type InternalAxiosRequestConfig,
} from 'axios';
import { DEFAULT_LANG, fillSlots, type Slots } from '../../contract';
import { readStoredLang } from './stored-lang';
import { describeApiFailure } from './describe-api-failure';
import { retryAfterSeconds, toApiClientError } from './error-converter';
import { notify, translateMessage } from './snackbar';
import { readToken, sessionRefused } from './token';

/**
 * SPEC §8 asks for a retry after a 429 but says nothing of a server that keeps answering
 * 429; a bound stops an endless loop, after which the 429 is reported like any failure.
 */
export const MAX_RATE_LIMIT_RETRIES = 3;
const FALLBACK_RETRY_SECONDS = 1;

/** The token never goes to another origin, even if a caller passes an absolute URL. */
function isSameOrigin(url: string | undefined): boolean {
  if (typeof window === 'undefined' || !url) return true;
  try {
    return new URL(url, window.location.href).origin === window.location.origin;
  } catch {
    return false;
  }
}

function attachHeaders(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  // DESIGN §4: the server localises its messages by Accept-Language.
  config.headers.set(
    'Accept-Language',
    typeof window === 'undefined' ? DEFAULT_LANG : (readStoredLang() ?? DEFAULT_LANG),
  );
  // SPEC §6: the stored token goes on every request that lacks an Authorization header
  // (the sign-in call brings its own Basic header, which must win).
  if (!config.headers.has('Authorization') && isSameOrigin(config.url)) {
    const token = readToken();
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
  }
  return config;
}

/** SPEC §8: wait `x-ratelimit-reset` seconds; else `retry-after`; else one second. */
export function rateLimitDelayMs(headers: AxiosResponse['headers'], now = Date.now()): number {
  return (retryAfterSeconds(headers, now) ?? FALLBACK_RETRY_SECONDS) * 1000;
}

/** A wait that a cancelled query (TanStack passes its AbortSignal) cuts short. */
function wait(
  ms: number,
  signal: GenericAbortSignal | undefined,
  config: InternalAxiosRequestConfig,
): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new CanceledError(undefined, config));
    const onAbort = () => {
      clearTimeout(timer);
      reject(new CanceledError(undefined, config));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener?.('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener?.('abort', onAbort, { once: true });
  });
}

/** The snackbar's words in the reader's language: the AppProvider's `t` (./snackbar.ts), then the slots. */
const translateWithSlots = (text: string, slots?: Slots): string => fillSlots(translateMessage(text), slots);

function successMessage(data: unknown): string {
  const message =
    typeof data === 'object' && data !== null ? (data as { message?: unknown }).message : undefined;
  return typeof message === 'string' && message.trim() ? message : translateMessage('Success');
}

/** Installs SPEC §6–§8's behaviour on the one instance; http.ts calls it once. */
export function installInterceptors(instance: AxiosInstance): void {
  instance.interceptors.request.use(attachHeaders);

  instance.interceptors.response.use(
    (response) => {
      if (response.config.notifySuccess) notify(successMessage(response.data), 'success');
      return response;
    },
    async (error: unknown) => {
      // A cancelled call was wanted by its caller; an already converted error comes from a
      // retry whose own pass has reported it. Neither is reported again.
      if (isCancel(error) || !isAxiosError(error)) throw error;
      const { config, response } = error;

      const retries = config?.rateLimitRetries ?? 0;
      if (
        config &&
        response?.status === 429 &&
        config.retryOnRateLimit !== false &&
        retries < MAX_RATE_LIMIT_RETRIES
      ) {
        await wait(rateLimitDelayMs(response.headers), config.signal, config);
        return instance.request({ ...config, rateLimitRetries: retries + 1 });
      }

      const converted = toApiClientError(error);
      // The stored token was refused: the session is over (a removed admin, an expired token).
      const bearer = readToken();
      if (
        response?.status === 401 &&
        bearer &&
        config?.headers?.get?.('Authorization') === `Bearer ${bearer}`
      )
        sessionRefused();
      // SPEC §8 lets a request silence "any other failure"; a lost connection is always told.
      // The words are SPEC §8's, the ones the forms start from too.
      if (!response || !config?.silent) notify(describeApiFailure(converted, translateWithSlots), 'error');
      throw converted;
    },
  );
}
