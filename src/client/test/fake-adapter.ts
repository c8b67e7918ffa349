import {
  AxiosError,
  AxiosHeaders,
  type AxiosAdapter,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';

/** One scripted answer: an HTTP reply, or `'network'` for a call that never gets one. */
export type FakeReply = { status: number; data?: unknown; headers?: Record<string, string> } | 'network';

export interface FakeAdapter extends AxiosAdapter {
  /** Every request the adapter saw, in order (after the request interceptors ran). */
  calls: InternalAxiosRequestConfig[];
}

/**
 * An axios `adapter` (axios-mock-adapter is not installed): answers from a script, or from
 * a function of the request. Like axios's own adapters it rejects a status that fails
 * `validateStatus`, so the response interceptors see what they would see in a browser.
 */
export function fakeAdapter(
  script: FakeReply[] | ((config: InternalAxiosRequestConfig) => FakeReply),
): FakeAdapter {
  const calls: InternalAxiosRequestConfig[] = [];
  const adapter = (async (config: InternalAxiosRequestConfig) => {
    calls.push(config);
    const reply = typeof script === 'function' ? script(config) : (script[calls.length - 1] ?? script.at(-1));
    if (!reply || reply === 'network')
      throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config, {});
    const response: AxiosResponse = {
      data: reply.data ?? '',
      status: reply.status,
      statusText: String(reply.status),
      headers: new AxiosHeaders(reply.headers ?? {}),
      config,
      request: {},
    };
    if (config.validateStatus && !config.validateStatus(reply.status)) {
      const code = reply.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST;
      throw new AxiosError(`Request failed with status code ${reply.status}`, code, config, {}, response);
    }
    return response;
  }) as FakeAdapter;
  adapter.calls = calls;
  return adapter;
}
