// No zod here: the public pages' field-vitals code imports this (./vitals-schemas.ts has the schemas).

/** The Core Web Vitals measured in the field (web-vitals): largest paint, interaction, layout shift. */
export const VITAL_METRICS = ['LCP', 'INP', 'CLS'] as const;
export type VitalMetric = (typeof VITAL_METRICS)[number];

/**
 * Google's thresholds at the 75th percentile: good at most the first, poor above the second
 * (milliseconds; CLS is unitless).
 */
export const VITAL_THRESHOLDS: Record<VitalMetric, readonly [good: number, poor: number]> = {
  LCP: [2500, 4000],
  INP: [200, 500],
  CLS: [0.1, 0.25],
};

export type VitalRating = 'good' | 'needs-improvement' | 'poor';

export const rateVital = (metric: VitalMetric, value: number): VitalRating => {
  const [good, poor] = VITAL_THRESHOLDS[metric];
  return value <= good ? 'good' : value <= poor ? 'needs-improvement' : 'poor';
};

/**
 * The public page templates a measurement names (the server-rendered public pages, without
 * their `public/` prefix): a page's kind, never its address, so nothing in a measurement says
 * which post or service a visitor read.
 */
export const VITAL_TEMPLATES = [
  'home',
  'about',
  'services',
  'service',
  'why-us',
  'testimonials',
  'researchers',
  'blogs',
  'blog',
  'contact',
  'faq',
  'track',
  'not-found',
] as const;
export type VitalTemplate = (typeof VITAL_TEMPLATES)[number];

/** The largest value a measurement may carry: an hour, in milliseconds (CLS stays far below). */
export const VITAL_MAX_VALUE = 3_600_000;
