import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

function configError(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error(`expected a ConfigError for ${JSON.stringify(env)}`);
}

describe('loadConfig', () => {
  it('has the documented defaults (DESIGN §6)', () => {
    expect(loadConfig({})).toStrictEqual({
      NODE_ENV: 'production',
      HOST: '0.0.0.0',
      PORT: 3000,
      DATA_DIR: './data',
      DATABASE_URL: undefined,
      REDIS_URL: undefined,
      REDIS_PREFIX: 'bahith',
      JWT_SECRET: undefined,
      JWT_TTL: '8h',
      ADMIN_EMAIL: undefined,
      ADMIN_PASSWORD: undefined,
      SMTP_URL: undefined,
      OFFICE_EMAIL: undefined,
      MAIL_FROM: undefined,
      MAIL_RETRIES: 8,
      MAIL_RETRY_DELAY_SECONDS: 30,
      FORM_CHALLENGE: undefined,
      SEED_DEMO: true,
      SEED_IMAGE_CACHE_DIR: undefined,
      PUBLIC_URL: undefined,
      LOG_LEVEL: 'info',
      LOGIN_RATE_MAX: 10,
      LOGIN_RATE_WINDOW: '15 minutes',
      API_RATE_MAX: 600,
      API_RATE_WINDOW: '1 minute',
      REQUEST_RATE_MAX: 30,
      CONTACT_RATE_MAX: 30,
      UPLOAD_RATE_MAX: 100,
      FORM_EMAIL_RATE_MAX: 5,
      FORM_EMAIL_RATE_WINDOW: '1 hour',
      TRACK_RATE_MAX: 10,
      FORM_RATE_WINDOW: '10 minutes',
      VITALS_RATE_MAX: 120,
      VITALS_SAMPLE_RATE: 1,
      AUDIT_RETENTION_DAYS: 730,
      TRUST_PROXY: false,
      LOGIN_ACCOUNT_FAILURES_MAX: 50,
      UPLOAD_MEMORY_MB: 200,
      MAX_SOCKETS_PER_IP: 50,
      PAGE_CACHE_MAX: 1000,
      MAX_EVENT_LOOP_LAG_MS: 150,
      HEADERS_TIMEOUT_MS: 15_000,
      REQUEST_TIMEOUT_MS: 300_000,
    });
  });

  it('reads and converts values, ignoring variables it does not know', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://u@db:5432/app',
      LOGIN_RATE_MAX: '3',
      TRUST_PROXY: 'true',
      NODE_ENV: 'development',
      PATH: '/usr/bin',
    });
    expect(config).toMatchObject({
      PORT: 8080,
      DATABASE_URL: 'postgres://u@db:5432/app',
      LOGIN_RATE_MAX: 3,
      TRUST_PROXY: true,
      NODE_ENV: 'development',
    });
    expect(config).not.toHaveProperty('PATH');
  });

  it('reads SEED_DEMO as true/false or 1/0, and names anything else', () => {
    expect(loadConfig({ SEED_DEMO: 'false' }).SEED_DEMO).toBe(false);
    expect(loadConfig({ SEED_DEMO: '0' }).SEED_DEMO).toBe(false);
    expect(loadConfig({ SEED_DEMO: 'true' }).SEED_DEMO).toBe(true);
    expect(configError({ SEED_DEMO: 'no' }).problems).toEqual([
      'SEED_DEMO: must be true or false (got "no")',
    ]);
    expect(configError({ MAIL_FROM: 'office' }).problems[0]).toMatch(/^MAIL_FROM: /);
    expect(configError({ REDIS_PREFIX: 'a b:c' }).problems[0]).toMatch(/^REDIS_PREFIX: must be 1-40 letters/);
  });

  it('reads PAGE_CACHE_MAX as a count of pages, 0 keeping none, and names anything else', () => {
    expect(loadConfig({ PAGE_CACHE_MAX: '0' }).PAGE_CACHE_MAX).toBe(0);
    expect(loadConfig({ PAGE_CACHE_MAX: '250' }).PAGE_CACHE_MAX).toBe(250);
    for (const bad of ['-1', '2.5', 'lots'])
      expect(configError({ PAGE_CACHE_MAX: bad }).problems[0]).toMatch(/^PAGE_CACHE_MAX: /);
  });

  it('treats an empty value as unset', () => {
    const config = loadConfig({
      PORT: '',
      DATABASE_URL: '',
      JWT_SECRET: '',
      ADMIN_EMAIL: '',
      PUBLIC_URL: '',
    });
    expect(config).toMatchObject({
      PORT: 3000,
      DATABASE_URL: undefined,
      JWT_SECRET: undefined,
      ADMIN_EMAIL: undefined,
      PUBLIC_URL: undefined,
    });
  });

  it.each(['abc', '-1', '70000', '80.5'])('names PORT when PORT=%s', (value) => {
    const error = configError({ PORT: value });
    expect(error.problems).toHaveLength(1);
    expect(error.problems[0]).toMatch(/^PORT: /);
    expect(error.problems[0]).toContain(JSON.stringify(value));
    expect(error.message).toContain('PORT');
  });

  it('lists every bad key in one error', () => {
    const error = configError({
      PORT: 'abc',
      DATABASE_URL: 'mysql://db/app',
      JWT_SECRET: 'too-short',
      LOG_LEVEL: 'loud',
      LOGIN_RATE_MAX: '0',
      LOGIN_RATE_WINDOW: 'forever',
      FORM_EMAIL_RATE_MAX: '0',
      FORM_EMAIL_RATE_WINDOW: 'a while',
      ADMIN_EMAIL: 'not-an-email',
      DATA_DIR: './fine',
    });
    const keys = error.problems.map((p) => p.split(':')[0]).sort();
    expect(keys).toEqual([
      'ADMIN_EMAIL',
      'DATABASE_URL',
      'FORM_EMAIL_RATE_MAX',
      'FORM_EMAIL_RATE_WINDOW',
      'JWT_SECRET',
      'LOGIN_RATE_MAX',
      'LOGIN_RATE_WINDOW',
      'LOG_LEVEL',
      'PORT',
    ]);
    expect(error.message.split('\n')[0]).toBe('Invalid configuration:');
    for (const key of keys) expect(error.message).toContain(`  - ${key}: `);
    expect(error.message).not.toContain('DATA_DIR');
  });

  it('names a bad secret without printing it', () => {
    const error = configError({
      ADMIN_PASSWORD: 'hunter2',
      JWT_SECRET: 'short-secret',
      DATABASE_URL: 'mysql://app:pa55word@db/app',
      PORT: 'abc',
    });
    expect(error.problems.map((p) => p.split(':')[0]).sort()).toEqual([
      'ADMIN_PASSWORD',
      'DATABASE_URL',
      'JWT_SECRET',
      'PORT',
    ]);
    for (const secret of ['hunter2', 'short-secret', 'pa55word']) expect(error.message).not.toContain(secret);
    // A value that is not secret is shown, to help the operator.
    expect(error.message).toContain('"abc"');
  });
});
