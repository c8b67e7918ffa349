import { z } from 'zod';
import { MAIL_RETRY } from '../contract/mail';

const optionalUrl = z.string().url().optional();
const emptyToUndefined = (v: unknown) => (v === '' ? undefined : v);
/** A rate limit's window as @fastify/rate-limit reads it ('10 minutes'), `fallback` by default. */
const timeWindow = (fallback: string) =>
  z
    .string()
    .regex(/^\d+ ?(second|minute|hour)s?$/, `must look like '${fallback}'`)
    .default(fallback);

/**
 * DESIGN §6: every setting comes from the environment and is validated at start.
 * A bad value stops start-up with a message that lists every bad key.
 */
export const ConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: 'must be a port number (0-65535)' })
      .int('must be a port number (0-65535)')
      .min(0)
      .max(65535)
      .default(3000),
  ),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
      .optional(),
  ),
  REDIS_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^rediss?:\/\//, 'must be a redis:// URL')
      .optional(),
  ),
  /** Prefix of every Redis key and channel, so several sites (or test runs) can share one Redis. */
  REDIS_PREFIX: z
    .string()
    .regex(/^[\w.-]{1,40}$/, 'must be 1-40 letters, digits, _ . or -')
    .default('bahith'),
  JWT_SECRET: z.preprocess(emptyToUndefined, z.string().min(32, 'must be at least 32 characters').optional()),
  /** Lifetime of a sign-in token; short to limit what a stolen token is worth (docs/decisions). */
  JWT_TTL: z
    .string()
    .regex(/^\d+[smhd]$/, 'must look like 8h, 30m or 1d')
    .default('8h'),
  ADMIN_EMAIL: z.preprocess(emptyToUndefined, z.string().email().optional()),
  ADMIN_PASSWORD: z.preprocess(
    emptyToUndefined,
    z.string().min(8, 'must be at least 8 characters').optional(),
  ),
  SMTP_URL: z.preprocess(emptyToUndefined, optionalUrl),
  OFFICE_EMAIL: z.preprocess(emptyToUndefined, z.string().email().optional()),
  /** The notifications' From (a relay may only send as its own address); OFFICE_EMAIL when unset. */
  MAIL_FROM: z.preprocess(emptyToUndefined, z.string().email().optional()),
  /**
   * How often the outbox tries a mail again after a failure, and the first wait
   * (doubling, at most an hour): decision 0031.
   */
  MAIL_RETRIES: z.coerce.number().int().min(0).max(20).default(MAIL_RETRY.retryLimit),
  MAIL_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3_600).default(MAIL_RETRY.retryDelay),
  /**
   * The public forms' proof of work (decision 0034): on by default in production, off in
   * development and tests.
   */
  FORM_CHALLENGE: z.preprocess(
    emptyToUndefined,
    z.enum(['on', 'off'], { error: 'must be on or off' }).optional(),
  ),
  /** `false`: a new database gets the site data (SEO, UI texts, settings) but no demo content. */
  SEED_DEMO: z.preprocess(
    (v) =>
      v === undefined || v === ''
        ? undefined
        : v === 'true' || v === '1'
          ? true
          : v === 'false' || v === '0'
            ? false
            : v,
    z.boolean({ error: 'must be true or false' }).default(true),
  ),
  /**
   * Where the demo seed keeps its encoded images between runs (decision 0038): set by the
   * tests and the performance scripts, which seed many databases; unset, every seed encodes.
   */
  SEED_IMAGE_CACHE_DIR: z.preprocess(emptyToUndefined, z.string().optional()),
  PUBLIC_URL: z.preprocess(emptyToUndefined, optionalUrl),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Sign-in attempts allowed per IP in one window (decision 0014). */
  LOGIN_RATE_MAX: z.coerce.number().int().min(1).default(10),
  /**
   * Failed sign-ins per account in one window, from all addresses, before only known
   * addresses may try (decision 0014).
   */
  LOGIN_ACCOUNT_FAILURES_MAX: z.coerce.number().int().min(1).default(50),
  LOGIN_RATE_WINDOW: timeWindow('15 minutes'),
  /** Requests to /api allowed per IP in one window, whatever the route. */
  API_RATE_MAX: z.coerce.number().int().min(1).default(600),
  API_RATE_WINDOW: timeWindow('1 minute'),
  /**
   * Public form submissions allowed per IP in one window (decision 0005): loose, since many
   * students share a carrier's address (decision 0046); the proof of work, the honeypot and the
   * per-e-mail limit below stop the rest.
   */
  REQUEST_RATE_MAX: z.coerce.number().int().min(1).default(30),
  CONTACT_RATE_MAX: z.coerce.number().int().min(1).default(30),
  /**
   * Resumable uploads started from one address in FORM_RATE_WINDOW (decision 0064): ten
   * documents for each of a few requests, and the new starts a reload may need.
   */
  UPLOAD_RATE_MAX: z.coerce.number().int().min(1).default(100),
  /** Sends of one public form from one e-mail address in FORM_EMAIL_RATE_WINDOW (decision 0046). */
  FORM_EMAIL_RATE_MAX: z.coerce.number().int().min(1).default(5),
  FORM_EMAIL_RATE_WINDOW: timeWindow('1 hour'),
  /**
   * Public `POST /requests/track` per IP in FORM_RATE_WINDOW: a student checks a few
   * times; a guesser is stopped (decision 0030).
   */
  TRACK_RATE_MAX: z.coerce.number().int().min(1).default(10),
  /**
   * Field vitals (decision 0040): beacons per IP in FORM_RATE_WINDOW (one a page view; many
   * students share an address behind a mobile carrier's or a campus's NAT, and a beacon costs
   * one small insert), and the share of page views that measure and send one (0 to 1; 1 is
   * every view).
   */
  VITALS_RATE_MAX: z.coerce.number().int().min(1).default(120),
  VITALS_SAMPLE_RATE: z.coerce.number().min(0).max(1).default(1),
  /** How long the audit log keeps an event, in days (decision 0060): two years unless said. */
  AUDIT_RETENTION_DAYS: z.coerce.number().int().min(1).max(36_500).default(730),
  FORM_RATE_WINDOW: timeWindow('10 minutes'),
  TRUST_PROXY: z.preprocess((v) => v === 'true' || v === '1', z.boolean()).default(false),
  /**
   * Bodies of uploads in flight, all clients together, in MB; past it an upload gets
   * 503 + Retry-After before its body is read (decision 0014).
   */
  UPLOAD_MEMORY_MB: z.coerce.number().int().min(1).default(200),
  /** Live-update sockets open at once from one IP, per instance (decision 0014). */
  MAX_SOCKETS_PER_IP: z.coerce.number().int().min(1).default(50),
  /**
   * Public pages kept rendered and compressed (docs/rendering.md); 0 renders every
   * request (the render benchmark).
   */
  PAGE_CACHE_MAX: z.coerce.number().int().min(0).default(1000),
  /**
   * Past this mean event-loop delay (ms), uncached pages answer 503 + Retry-After instead
   * of rendering (decision 0014).
   */
  MAX_EVENT_LOOP_LAG_MS: z.coerce.number().int().min(1).default(150),
  /** A request's headers must arrive within this many ms (slow-header clients, decision 0014). */
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).default(15_000),
  /** A whole request, body included, within this many ms: 70 MB of documents at ~2 Mbit/s fits. */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).default(300_000),
});
export type Config = z.infer<typeof ConfigSchema>;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Keys whose value (or URL credentials) must never be printed, even when invalid. */
const SECRET_KEYS = new Set(['JWT_SECRET', 'ADMIN_PASSWORD', 'DATABASE_URL', 'REDIS_URL', 'SMTP_URL']);

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const known = Object.fromEntries(Object.keys(ConfigSchema.shape).map((key) => [key, env[key]]));
  const parsed = ConfigSchema.safeParse(known);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const key = String(issue.path[0]);
        return `${issue.path.join('.')}: ${issue.message}${SECRET_KEYS.has(key) ? '' : ` (got ${JSON.stringify(env[key])})`}`;
      }),
    );
  }
  return parsed.data;
}
