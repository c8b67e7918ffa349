import { describe, expect, it } from 'vitest';
import { DATE_LOCALES, formatDateTime, formatLongDate } from './dates';

const intl = (locale: string) =>
  new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

describe('formatLongDate', () => {
  // Every month, one- and two-digit days, and a day that is another date west of UTC.
  const days = Array.from({ length: 12 }, (_, m) => [
    new Date(Date.UTC(2026, m, 5)),
    new Date(Date.UTC(1999, m, 28, 23, 30)),
  ]).flat();

  it('writes what Intl writes for ar-EG (Arabic-Indic digits, Egyptian month names)', () => {
    for (const d of days) expect(formatLongDate(d.toISOString(), 'ar')).toBe(intl('ar-EG').format(d));
  });

  it('writes what Intl writes for en-US in English, and for zh-CN in Chinese', () => {
    for (const d of days) {
      expect(formatLongDate(d.toISOString(), 'en')).toBe(intl('en-US').format(d));
      expect(formatLongDate(d.toISOString(), 'zh')).toBe(intl('zh-CN').format(d));
    }
    expect(formatLongDate('2026-11-05T10:00:00Z', 'zh')).toBe('2026年11月5日');
    expect(formatLongDate('2026-11-05T10:00:00Z', 'en')).toBe('November 5, 2026');
    expect(formatLongDate('2026-11-05T10:00:00Z', 'ar')).toBe('٥ نوفمبر ٢٠٢٦');
  });

  it('writes a moment with its time in the same three locales', () => {
    const iso = '2026-11-05T14:07:00Z';
    for (const lang of ['ar', 'en', 'zh'] as const) {
      expect(formatDateTime(iso, lang)).toBe(
        new Intl.DateTimeFormat(DATE_LOCALES[lang], { dateStyle: 'medium', timeStyle: 'short' }).format(
          new Date(iso),
        ),
      );
    }
    expect(formatDateTime(iso, 'zh')).toMatch(/^2026年11月5日 /);
    expect(formatDateTime('garbage', 'en')).toBe('garbage');
  });

  it('prints nothing for a date that is not one', () => {
    expect(formatLongDate('not a date', 'en')).toBe('');
  });
});
