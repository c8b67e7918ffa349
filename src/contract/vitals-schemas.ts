import { z } from 'zod';
import { LANGS } from './languages';
import { DaySchema, STATS_MAX_DAYS } from './stats-schemas';
import { VITAL_MAX_VALUE, VITAL_METRICS, VITAL_TEMPLATES } from './vitals';

/**
 * `POST /vitals`: one page view's Core Web Vitals, as the browser's beacon sends them. The
 * page's template and language and each metric's value; nothing else is accepted (no
 * address, no identifier), so nothing stored can name a visitor.
 */
export const VitalsBeaconSchema = z
  .object({
    template: z.enum(VITAL_TEMPLATES),
    lang: z.enum(LANGS),
    metrics: z
      .array(
        z
          .object({
            name: z.enum(VITAL_METRICS),
            value: z.number().finite().min(0).max(VITAL_MAX_VALUE),
          })
          .strict(),
      )
      .min(1)
      .max(VITAL_METRICS.length)
      .refine((metrics) => new Set(metrics.map((m) => m.name)).size === metrics.length, 'each metric once'),
  })
  .strict();
export type VitalsBeacon = z.infer<typeof VitalsBeaconSchema>;

/** `GET /vitals/stats`: a period (both days included, UTC), as the dashboard's (decision 0032). */
export const VitalsQuerySchema = z
  .object({ from: DaySchema, to: DaySchema })
  .refine((q) => q.from <= q.to, { path: ['from'], message: 'must not be after to' })
  .refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 <= STATS_MAX_DAYS, {
    path: ['from'],
    message: `the period must be at most ${STATS_MAX_DAYS} days`,
  });
export type VitalsQuery = z.infer<typeof VitalsQuerySchema>;

/** The 75th percentile of one metric on one template in one language over the period. */
export const VitalsStatsSchema = z.object({
  from: z.string(),
  to: z.string(),
  rows: z.array(
    z.object({
      template: z.enum(VITAL_TEMPLATES),
      lang: z.enum(LANGS),
      metric: z.enum(VITAL_METRICS),
      p75: z.number(),
      count: z.number().int(),
    }),
  ),
});
export type VitalsStats = z.infer<typeof VitalsStatsSchema>;
