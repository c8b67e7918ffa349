import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeAdapter } from '../test/fake-adapter';
import { ApiClientError, isApiClientError } from './errors';
import { http } from './http';
import { MAX_RATE_LIMIT_RETRIES, rateLimitDelayMs } from './interceptors';
import { bindSnackbars, setSnackbarTranslator } from './snackbar';

/** Stands in for notistack's enqueue, which the lazily mounted host hands over (app/snackbars.tsx). */
const snackbar = vi.fn();
bindSnackbars(snackbar);

/** What a rejected call rejected with (the tests assert on the converted shape). */
async function failureOf(promise: Promise<unknown>): Promise<ApiClientError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!isApiClientError(error)) throw new Error(`expected an ApiClientError, got ${String(error)}`);
  return error;
}

beforeEach(() => {
  snackbar.mockClear();
  window.history.replaceState(null, '', '/');
});

afterEach(() => {
  vi.useRealTimers();
  setSnackbarTranslator(null);
});

describe('the request side', () => {
  it('sends JSON to the /api base', async () => {
    const adapter = fakeAdapter([{ status: 200, data: [] }]);
    await http.post('/contact', { name: 'A' }, { adapter });
    const [config] = adapter.calls;
    expect(config?.baseURL).toBe('/api');
    expect(config?.headers.get('Content-Type')).toBe('application/json');
  });

  it('adds the stored bearer token when the request has no Authorization header', async () => {
    localStorage.setItem('jwt_token', 'abc.def.ghi');
    const adapter = fakeAdapter([{ status: 200 }]);
    await http.get('/auth/user', { adapter });
    expect(adapter.calls[0]?.headers.get('Authorization')).toBe('Bearer abc.def.ghi');
  });

  it('keeps an Authorization header the request brings', async () => {
    localStorage.setItem('jwt_token', 'abc.def.ghi');
    const adapter = fakeAdapter([{ status: 200 }]);
    await http.get('/auth/token', { adapter, headers: { authorization: 'Basic eDp5' } });
    expect(adapter.calls[0]?.headers.get('Authorization')).toBe('Basic eDp5');
  });

  it('sends no Authorization header without a stored token', async () => {
    const adapter = fakeAdapter([{ status: 200 }]);
    await http.get('/services', { adapter });
    expect(adapter.calls[0]?.headers.has('Authorization')).toBe(false);
  });

  it('never sends the token to another origin', async () => {
    localStorage.setItem('jwt_token', 'abc.def.ghi');
    const adapter = fakeAdapter([{ status: 200 }]);
    await http.get('https://elsewhere.example/x', { adapter });
    expect(adapter.calls[0]?.headers.has('Authorization')).toBe(false);
  });

  it('names the stored language in Accept-Language, Arabic by default', async () => {
    const adapter = fakeAdapter([{ status: 200 }]);
    await http.get('/services', { adapter });
    localStorage.setItem('lang', 'zh');
    await http.get('/services', { adapter });
    expect(adapter.calls.map((c) => c.headers.get('Accept-Language'))).toEqual(['ar', 'zh']);
  });
});

describe('HTTP 429', () => {
  it('waits x-ratelimit-reset seconds, then retries the same request once', async () => {
    vi.useFakeTimers();
    const adapter = fakeAdapter([
      { status: 429, headers: { 'x-ratelimit-reset': '3', 'retry-after': '60' } },
      { status: 200, data: { ok: true } },
    ]);
    const pending = http.post('/requests', { request_name: 'N' }, { adapter });

    await vi.advanceTimersByTimeAsync(2999);
    expect(adapter.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(adapter.calls).toHaveLength(2);

    await expect(pending).resolves.toMatchObject({ status: 200, data: { ok: true } });
    const [first, second] = adapter.calls;
    expect(second?.method).toBe(first?.method);
    expect(second?.url).toBe('/requests');
    expect(JSON.parse(String(second?.data))).toEqual({ request_name: 'N' });
    expect(snackbar).not.toHaveBeenCalled();
  });

  it('falls back to retry-after, then to one second', async () => {
    vi.useFakeTimers();
    const withRetryAfter = fakeAdapter([{ status: 429, headers: { 'retry-after': '2' } }, { status: 200 }]);
    const first = http.get('/services', { adapter: withRetryAfter });
    await vi.advanceTimersByTimeAsync(1999);
    expect(withRetryAfter.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await first;
    expect(withRetryAfter.calls).toHaveLength(2);

    const bare = fakeAdapter([{ status: 429 }, { status: 200 }]);
    const second = http.get('/services', { adapter: bare });
    await vi.advanceTimersByTimeAsync(999);
    expect(bare.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await second;
    expect(bare.calls).toHaveLength(2);
  });

  it('reads a retry-after date as the time left until it (RFC 9110)', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(rateLimitDelayMs({ 'retry-after': 'Thu, 01 Jan 2026 00:00:05 GMT' }, now)).toBe(5000);
    expect(rateLimitDelayMs({ 'x-ratelimit-reset': 'soon' }, now)).toBe(1000);
  });

  it('gives up after a bounded number of retries and reports the 429', async () => {
    vi.useFakeTimers();
    const adapter = fakeAdapter([
      {
        status: 429,
        data: { message: 'Too many requests', code: 'RATE_LIMITED' },
        headers: { 'x-ratelimit-reset': '1' },
      },
    ]);
    const failure = failureOf(http.get('/services', { adapter }));
    await vi.advanceTimersByTimeAsync(1000 * MAX_RATE_LIMIT_RETRIES);
    const error = await failure;
    expect(adapter.calls).toHaveLength(MAX_RATE_LIMIT_RETRIES + 1);
    expect(error).toMatchObject({ status: 429, code: 'RATE_LIMITED', message: 'Too many requests' });
    expect(snackbar).toHaveBeenCalledTimes(1);
    // SPEC §8: past the retries a 429 is any other failure, told in the server's words.
    expect(snackbar).toHaveBeenCalledWith('Too many requests', expect.objectContaining({ variant: 'error' }));
  });

  it('stops waiting when the request is cancelled', async () => {
    vi.useFakeTimers();
    const controller = new AbortController();
    const adapter = fakeAdapter([{ status: 429, headers: { 'x-ratelimit-reset': '30' } }, { status: 200 }]);
    const pending = http.get('/services', { adapter, signal: controller.signal }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(10);
    controller.abort();
    expect(await pending).toMatchObject({ name: 'CanceledError' });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(adapter.calls).toHaveLength(1);
    expect(snackbar).not.toHaveBeenCalled();
  });
});

describe('failures', () => {
  it('reports a network failure in a snackbar and rejects with status 0', async () => {
    const error = await failureOf(http.get('/services', { adapter: fakeAdapter(['network']) }));
    expect(error).toMatchObject({
      status: 0,
      code: 'NETWORK',
      message: 'Network Error. Please check your internet and try again',
    });
    expect(snackbar).toHaveBeenCalledWith(
      'Network Error. Please check your internet and try again',
      expect.objectContaining({ variant: 'error' }),
    );
  });

  it("shows the server's message and keeps its code and issues", async () => {
    const body = {
      message: 'Invalid body.email',
      code: 'VALIDATION',
      issues: [{ path: 'body.email', message: 'Invalid email' }],
    };
    const error = await failureOf(
      http.post('/contact', {}, { adapter: fakeAdapter([{ status: 400, data: body }]) }),
    );
    expect(error).toBeInstanceOf(ApiClientError);
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION',
      message: 'Invalid body.email',
      issues: body.issues,
    });
    expect(snackbar).toHaveBeenCalledWith(
      'Invalid body.email',
      expect.objectContaining({ variant: 'error' }),
    );
  });

  it("falls back to 'Unexpected error occured (Code {status})' without a server message", async () => {
    const error = await failureOf(
      http.get('/services', { adapter: fakeAdapter([{ status: 502, data: '<html>Bad gateway</html>' }]) }),
    );
    expect(error).toMatchObject({
      status: 502,
      code: undefined,
      message: 'Unexpected error occured (Code 502)',
    });
    expect(snackbar).toHaveBeenCalledWith(
      'Unexpected error occured (Code 502)',
      expect.objectContaining({ variant: 'error' }),
    );
  });

  it('stays quiet for a silent request but still rejects', async () => {
    const error = await failureOf(
      http.get('/auth/user', {
        silent: true,
        adapter: fakeAdapter([{ status: 401, data: { message: 'No', code: 'UNAUTHORIZED' } }]),
      }),
    );
    expect(error).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
    expect(snackbar).not.toHaveBeenCalled();
  });

  it('translates its own texts through the translator the AppProvider sets', async () => {
    setSnackbarTranslator((text) =>
      text === 'Unexpected error occured (Code {status})' ? 'خطأ غير متوقع (الرمز {status})' : text,
    );
    await failureOf(http.get('/services', { adapter: fakeAdapter([{ status: 500 }]) }));
    expect(snackbar).toHaveBeenCalledWith('خطأ غير متوقع (الرمز 500)', expect.anything());
  });

  it('hides a snackbar after 5000 ms on the public site and 3000 ms in the back-office', async () => {
    await failureOf(http.get('/services', { adapter: fakeAdapter([{ status: 500 }]) }));
    window.history.replaceState(null, '', '/system/services');
    await failureOf(http.get('/services', { adapter: fakeAdapter([{ status: 500 }]) }));
    expect(snackbar.mock.calls.map(([, options]) => options?.autoHideDuration)).toEqual([5000, 3000]);
  });
});

describe('success notices', () => {
  it("shows the response's message when notifySuccess is set", async () => {
    await http.post(
      '/services',
      {},
      {
        notifySuccess: true,
        adapter: fakeAdapter([{ status: 201, data: { message: 'Service created', data: {} } }]),
      },
    );
    expect(snackbar).toHaveBeenCalledWith('Service created', expect.objectContaining({ variant: 'success' }));
  });

  it("shows 'Success' when the response has no message", async () => {
    await http.delete('/requests/1', { notifySuccess: true, adapter: fakeAdapter([{ status: 204 }]) });
    expect(snackbar).toHaveBeenCalledWith('Success', expect.objectContaining({ variant: 'success' }));
  });

  it('shows nothing on success otherwise', async () => {
    await http.get('/services', { adapter: fakeAdapter([{ status: 200, data: { message: 'hi' } }]) });
    expect(snackbar).not.toHaveBeenCalled();
  });
});
