import 'axios';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Suppress the error snackbar for this request (SPEC §8). */
    silent?: boolean;
    /** Show a success snackbar with the response message, or 'Success' (SPEC §7). */
    notifySuccess?: boolean;
  }
}
