import { z } from 'zod';
import { REQUEST_STATUSES } from './desk';
import { LangMapSchema } from './lang-map.schema';

/** The longest period the dashboard reads at once, in days (three years). */
export const STATS_MAX_DAYS = 1_100;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A day, YYYY-MM-DD, that exists. */
export const DaySchema = z
  .string()
  .regex(DAY, 'must be a date, YYYY-MM-DD')
  // Date.parse takes 2026-02-30 as 2026-03-02; PostgreSQL refuses it. The day must come back as written.
  .refine((value) => {
    const time = Date.parse(`${value}T00:00:00Z`);
    return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
  }, 'must be a real date');

/** `GET /requests/stats`: a period (both days included, UTC) and how to group it. */
export const StatsQuerySchema = z
  .object({ from: DaySchema, to: DaySchema, bucket: z.enum(['week', 'month']).default('week') })
  .refine((q) => q.from <= q.to, { path: ['from'], message: 'must not be after to' })
  .refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 <= STATS_MAX_DAYS, {
    path: ['from'],
    message: `the period must be at most ${STATS_MAX_DAYS} days`,
  });
export type StatsQuery = z.infer<typeof StatsQuerySchema>;

const statusCounts = z.object(
  Object.fromEntries(REQUEST_STATUSES.map((status) => [status, z.number().int()])) as Record<
    (typeof REQUEST_STATUSES)[number],
    z.ZodNumber
  >,
);

/**
 * The desk's numbers for a period (decision 0032): the requests that arrived in it (live,
 * not spam), per week or month, by service and by where they stand now; and how long they
 * waited for a first reply and for delivery (medians, in hours).
 */
export const RequestStatsSchema = z.object({
  from: z.string(),
  to: z.string(),
  bucket: z.enum(['week', 'month']),
  total: z.number().int(),
  statuses: statusCounts,
  /** Every service asked about in the period, most asked first; `service_id` null: none named. */
  services: z.array(
    z.object({
      service_id: z.number().int().nullable(),
      service_name: LangMapSchema.nullable(),
      count: z.number().int(),
    }),
  ),
  /** Each week (Monday) or month, the first day; every one in the period, empty ones too. */
  buckets: z.array(
    z.object({
      start: z.string(),
      total: z.number().int(),
      statuses: statusCounts,
      services: z.record(z.string(), z.number().int()),
    }),
  ),
  replied: z.number().int(),
  median_first_reply_hours: z.number().nullable(),
  delivered: z.number().int(),
  median_delivery_hours: z.number().nullable(),
});
export type RequestStats = z.infer<typeof RequestStatsSchema>;
