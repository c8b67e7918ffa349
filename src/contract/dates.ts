import type { Lang } from './languages';

const MONTHS_AR = [
  'يناير',
  'فبراير',
  'مارس',
  'أبريل',
  'مايو',
  'يونيو',
  'يوليو',
  'أغسطس',
  'سبتمبر',
  'أكتوبر',
  'نوفمبر',
  'ديسمبر',
];
const MONTHS_EN = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const arabicDigits = (n: number) => String(n).replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));

/** The locale each language's dates are written in: SPEC §2 names ar-EG and en-US; Chinese in Chinese. */
export const DATE_LOCALES: Record<Lang, string> = { ar: 'ar-EG', en: 'en-US', zh: 'zh-CN' };

/**
 * SPEC §2 "Blogs" and §9: dates in the long day-month-year format, Arabic (Egypt), US
 * English, or Chinese (年月日, as zh-CN writes it). In UTC, so the server's render and the
 * browser's hydration print the same day.
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
  if (lang === 'zh') return `${year}年${month + 1}月${day}日`;
  return `${MONTHS_EN[month]} ${day}, ${year}`;
}

/** Made once per language: an Intl formatter costs far more to build than to use. */
const dateTimeFormats = new Map<Lang, Intl.DateTimeFormat>();

/**
 * A moment with its time, in the reader's time zone (the back-office's inboxes: "when did
 * this arrive"), in the same locales as `formatLongDate`. Client-only screens: the
 * server never renders it, so the reader's zone cannot differ from a render's.
 */
export function formatDateTime(iso: string, lang: Lang): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  let format = dateTimeFormats.get(lang);
  if (!format)
    dateTimeFormats.set(
      lang,
      (format = new Intl.DateTimeFormat(DATE_LOCALES[lang], { dateStyle: 'medium', timeStyle: 'short' })),
    );
  return format.format(date);
}
