import axios from 'axios';
import { installInterceptors } from './interceptors';

/**
 * The one axios instance (SPEC §7): every call goes through it, so the bearer
 * token, the 429 retry, the snackbars and the error converter apply everywhere. Failed
 * calls reject with `ApiClientError` (./errors).
 */
export const http = axios.create({
  baseURL: '/api',
  headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
});

installInterceptors(http);
