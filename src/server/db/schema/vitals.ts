import { doublePrecision, index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One Core Web Vital of one page view, as a visitor's browser measured it (decision 0040):
 * the page's template and language, the metric and its value, and when it arrived. Nothing
 * that names a visitor: no address, no cookie, no user agent, no page address.
 */
export const webVitals = pgTable(
  'web_vitals',
  {
    vital_id: serial('vital_id').primaryKey(),
    template: text('template').notNull(),
    lang: text('lang').notNull(),
    metric: text('metric').notNull(),
    value: doublePrecision('value').notNull(),
    recorded_at: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('web_vitals_recorded_at_idx').on(t.recorded_at)],
);
