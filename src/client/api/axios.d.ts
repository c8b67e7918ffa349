import 'axios';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Suppress the error snackbar for this request (SPEC §8); a network failure is still told. */
    silent?: boolean;
    /** Show a success snackbar with the response message, or 'Success' (SPEC §7). */
    notifySuccess?: boolean;
    /**
     * false: a 429 is reported instead of waited out. Sign-in uses it: its window is
     * 15 minutes, and the login page tells the wait instead (SPEC §8 otherwise).
     */
    retryOnRateLimit?: boolean;
    /** How many 429 retries this request has had; set by the interceptor (SPEC §8). */
    rateLimitRetries?: number;
  }
}
