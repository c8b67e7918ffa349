import { describe, expect, it } from 'vitest';
import { fillSlots } from './fill-slots';
import { MESSAGE_PROBLEMS, messageProblem } from './message-check';

const MINUTES_AR = 'بعد {minutes, plural, one {دقيقة واحدة} two {دقيقتين} few {# دقائق} other {# دقيقة}}.';

describe('fillSlots', () => {
  it('fills plain slots, and leaves a slot with no value as written', () => {
    expect(fillSlots('Go to page {page} of {pages}', { page: 2 })).toBe('Go to page 2 of {pages}');
    expect(fillSlots('{count} unread', { count: 0 })).toBe('0 unread');
    expect(fillSlots('No slots here', { count: 1 })).toBe('No slots here');
    expect(fillSlots('{count} unread')).toBe('{count} unread');
  });

  it('picks a plural form by the language: Arabic has six, English two, Chinese one', () => {
    const walk = (text: string, lang: 'ar' | 'en' | 'zh') =>
      [0, 1, 2, 3, 11, 100].map((minutes) => fillSlots(text, { minutes }, lang));
    expect(walk(MINUTES_AR, 'ar')).toEqual([
      'بعد 0 دقيقة.',
      'بعد دقيقة واحدة.',
      'بعد دقيقتين.',
      'بعد 3 دقائق.',
      'بعد 11 دقيقة.',
      'بعد 100 دقيقة.',
    ]);
    expect(fillSlots(MINUTES_AR, { minutes: 10 }, 'ar')).toBe('بعد 10 دقائق.');
    expect(walk('in {minutes, plural, one {# minute} other {# minutes}}', 'en')).toEqual([
      'in 0 minutes',
      'in 1 minute',
      'in 2 minutes',
      'in 3 minutes',
      'in 11 minutes',
      'in 100 minutes',
    ]);
    expect(walk('{minutes, plural, other {# 分钟}}', 'zh')).toEqual([
      '0 分钟',
      '1 分钟',
      '2 分钟',
      '3 分钟',
      '11 分钟',
      '100 分钟',
    ]);
  });

  it('takes an exact =N form first, then the category, then other; fills the slots inside a form, and no value again', () => {
    const text = '{count, plural, =0 {nothing} one {one file: {file}} other {# files}}';
    expect(fillSlots(text, { count: 0, file: 'a.pdf' })).toBe('nothing');
    expect(fillSlots(text, { count: 1, file: 'a.pdf' })).toBe('one file: a.pdf');
    expect(fillSlots(text, { count: 7, file: 'a.pdf' })).toBe('7 files');
    expect(fillSlots(text, { count: 1, file: '{count}.pdf' })).toBe('one file: {count}.pdf');
    // Arabic's "few" missing: "other" speaks for it.
    expect(fillSlots('{n, plural, one {واحد} other {# عنصر}}', { n: 5 }, 'ar')).toBe('5 عنصر');
    // A fraction is "other" in both languages.
    expect(fillSlots('{count, plural, one {# day} other {# days}}', { count: 1.5 })).toBe('1.5 days');
  });

  it('leaves a plural whose value is missing, and braces that are not a slot, as written', () => {
    expect(fillSlots('{n, plural, one {#} other {#s}} {x}', { y: 1 })).toBe(
      '{n, plural, one {#} other {#s}} {x}',
    );
    expect(fillSlots('set {} and {a b}', { a: 1 })).toBe('set {} and {a b}');
  });
});

describe('messageProblem', () => {
  it('accepts plain text, slots and well-formed plurals', () => {
    for (const text of ['Home', '{count} unread', MINUTES_AR, 'set {}', '{n, plural, =1 {one} other {#}}'])
      expect(messageProblem(text), text).toBeNull();
  });

  it('names what is wrong: an unclosed or unopened brace, a plural without other or with an unknown form', () => {
    expect(messageProblem('in {minutes minutes')).toBe(MESSAGE_PROBLEMS.unclosed);
    expect(messageProblem('in minutes}')).toBe(MESSAGE_PROBLEMS.unopened);
    expect(messageProblem('{n, plural, one {# day}}')).toBe(MESSAGE_PROBLEMS.plural);
    expect(messageProblem('{n, plural, several {# days} other {# days}}')).toBe(MESSAGE_PROBLEMS.plural);
    expect(messageProblem('{n, plural, one # day other {# days}}')).toBe(MESSAGE_PROBLEMS.plural);
  });
});
