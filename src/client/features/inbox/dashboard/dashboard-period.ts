import { DATE_LOCALES, STATS_MAX_DAYS, type Lang, type StatsQuery } from '../../../../contract';

const DAY_MS = 86_400_000;
const isoDay = (date: Date): string => date.toISOString().slice(0, 10);

/** The period the dashboard opens on: the last twelve weeks, by week. */
function defaultPeriod(now = new Date()): StatsQuery {
  return { from: isoDay(new Date(now.getTime() - 83 * DAY_MS)), to: isoDay(now), bucket: 'week' };
}

/** The presets beside the dates: English UI strings, translated with t(). */
export const PRESETS: readonly { label: string; period: (now?: Date) => StatsQuery }[] = [
  { label: 'Last 12 weeks', period: defaultPeriod },
  {
    label: 'Last 12 months',
    period: (now = new Date()) => ({
      from: isoDay(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11, 1))),
      to: isoDay(now),
      bucket: 'month',
    }),
  },
];

/** The period in the address (`?from=&to=&bucket=`), else the default; a broken one is the default. */
export function periodOf(params: URLSearchParams): StatsQuery {
  const fallback = defaultPeriod();
  const day = /^\d{4}-\d{2}-\d{2}$/;
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const bucket = params.get('bucket') === 'month' ? 'month' : 'week';
  if (
    !day.test(from) ||
    !day.test(to) ||
    from > to ||
    (Date.parse(to) - Date.parse(from)) / DAY_MS > STATS_MAX_DAYS
  )
    return { ...fallback, bucket };
  return { from, to, bucket };
}

/**
 * A bucket's label: a week by its Monday (`2 Mar`), a month by its name (`Mar 2026`), in
 * the screen's language.
 */
export function bucketLabel(start: string, bucket: 'week' | 'month', lang: Lang): string {
  const options: Intl.DateTimeFormatOptions =
    bucket === 'week'
      ? { day: 'numeric', month: 'short', timeZone: 'UTC' }
      : { month: 'short', year: 'numeric', timeZone: 'UTC' };
  return new Intl.DateTimeFormat(DATE_LOCALES[lang], options).format(new Date(`${start}T00:00:00Z`));
}

/** A median wait as people read it: hours under two days, else days, one decimal at most. */
export function waitText(
  hours: number | null,
  t: (text: string, params?: Record<string, string | number>) => string,
): string {
  if (hours === null) return '—';
  if (hours < 48) return t('{count, plural, other {# h}}', { count: Math.round(hours * 10) / 10 });
  return t('{count, plural, one {# day} other {# days}}', { count: Math.round((hours / 24) * 10) / 10 });
}
