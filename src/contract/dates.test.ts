import { describe, expect, it } from 'vitest';
import { formatLongDate } from './dates';

const intl = (locale: string) => new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

describe('formatLongDate', () => {
  // Every month, one- and two-digit days, and a day that is another date west of UTC.
  const days = Array.from({ length: 12 }, (_, m) => [new Date(Date.UTC(2026, m, 5)), new Date(Date.UTC(1999, m, 28, 23, 30))]).flat();

  it('writes what Intl writes for ar-EG (Arabic-Indic digits, Egyptian month names)', () => {
    for (const d of days) expect(formatLongDate(d.toISOString(), 'ar')).toBe(intl('ar-EG').format(d));
  });

  it('writes what Intl writes for en-US, in English and Chinese', () => {
    for (const d of days) {
      expect(formatLongDate(d.toISOString(), 'en')).toBe(intl('en-US').format(d));
      expect(formatLongDate(d.toISOString(), 'zh')).toBe(intl('en-US').format(d));
    }
  });

  it('prints nothing for a date that is not one', () => {
    expect(formatLongDate('not a date', 'en')).toBe('');
  });
});
