import { afterEach, describe, expect, it, vi } from 'vitest';
import { logger } from './logger';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('logger', () => {
  it('writes to the console during development', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    logger.error('request failed', 500);
    expect(error).toHaveBeenCalledWith('request failed', 500);
  });

  it('writes nothing in production (SPEC §8)', () => {
    vi.stubEnv('PROD', true);
    const spies = (['debug', 'info', 'warn', 'error'] as const).map((method) =>
      vi.spyOn(console, method).mockImplementation(() => undefined),
    );
    logger.debug('a');
    logger.info('b');
    logger.warn('c');
    logger.error('d');
    for (const spy of spies) expect(spy).not.toHaveBeenCalled();
  });
});
