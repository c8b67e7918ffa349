import type { Lang } from './languages';

/**
 * SPEC §2 "Blogs" and §9: blog dates in the long day-month-year format, Arabic (Egypt) or US English
 * (Chinese pages use the US English form, as the spec names only those two). In UTC, so
 * the server's render and the browser's hydration print the same day.
 */
export function formatLongDate(iso: string, lang: Lang): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(lang === 'ar' ? 'ar-EG' : 'en-US', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);
}
