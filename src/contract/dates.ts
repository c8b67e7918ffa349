import type { Lang } from './languages';

const MONTHS_AR = ['يناير', 'فبراير', 'مارس', 'أبريل', 'مايو', 'يونيو', 'يوليو', 'أغسطس', 'سبتمبر', 'أكتوبر', 'نوفمبر', 'ديسمبر'];
const MONTHS_EN = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const arabicDigits = (n: number) => String(n).replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));

/**
 * SPEC §2 "Blogs" and §9: blog dates in the long day-month-year format, Arabic (Egypt) or US English
 * (Chinese pages use the US English form, as the spec names only those two). In UTC, so
 * the server's render and the browser's hydration print the same day.
 *
 * Spelled out here rather than with Intl.DateTimeFormat: building the 'ar-EG' formatter
 * took ~50 ms of a phone's main thread during hydration (the blogs page's profile), and
 * the text is then the same on every engine. dates.test.ts holds it to Intl's output.
 */
export function formatLongDate(iso: string, lang: Lang): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const [day, month, year] = [date.getUTCDate(), date.getUTCMonth(), date.getUTCFullYear()];
  if (lang === 'ar') return `${arabicDigits(day)} ${MONTHS_AR[month]} ${arabicDigits(year)}`;
  return `${MONTHS_EN[month]} ${day}, ${year}`;
}
