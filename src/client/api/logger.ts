/**
 * SPEC §8: some failures are "only logged to the console", and console logging is off in
 * production. Every client log goes through here so that rule lives in one place.
 * `import.meta.env.PROD` is read per call (not once) so tests can stub it; in a production
 * build Vite replaces it with `true` and the bodies become dead code.
 */
type LogFn = (...args: unknown[]) => void;

const write =
  (method: 'debug' | 'info' | 'warn' | 'error'): LogFn =>
  (...args) => {
    if (import.meta.env.PROD) return;
    // eslint-disable-next-line no-console -- the one sanctioned console writer (SPEC §8)
    console[method](...args);
  };

export const logger = {
  debug: write('debug'),
  info: write('info'),
  warn: write('warn'),
  error: write('error'),
} as const;
