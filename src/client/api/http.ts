import axios from 'axios';
import { DEFAULT_LANG } from '../../contract';
import { readStoredLang } from '../app/language';

/** The one axios instance (issue 2 §6). Interceptors are installed in ./interceptors. */
export const http = axios.create({
  baseURL: '/api',
  headers: { 'Content-Type': 'application/json' },
});

http.interceptors.request.use((config) => {
  config.headers.set('Accept-Language', typeof window === 'undefined' ? DEFAULT_LANG : (readStoredLang() ?? DEFAULT_LANG));
  return config;
});
