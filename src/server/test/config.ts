import path from 'node:path';
import { loadConfig, type Config } from '../config';
import { ROOT_DIR } from '../root-dir';
import { LOCAL_SEED_IMAGE_CACHE } from '../seed/image-cache';

/** The demo seed's image cache every test app and test process shares (decision 0038). */
export const TEST_SEED_IMAGE_CACHE = path.join(ROOT_DIR, LOCAL_SEED_IMAGE_CACHE);

/**
 * The config of an app a test builds: quiet, a fixed secret, the shared seed image cache, the
 * per-e-mail form limit out of the way; `env` overrides.
 */
export const testConfig = (env: Record<string, string> = {}): Config =>
  loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'x'.repeat(40),
    SEED_IMAGE_CACHE_DIR: TEST_SEED_IMAGE_CACHE,
    // Suites send many forms from one address; forms.rate-limit.test.ts lowers it to test it.
    FORM_EMAIL_RATE_MAX: '1000',
    ...env,
  });
