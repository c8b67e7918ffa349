import { describe, expect, it } from 'vitest';
import { redactAddresses } from './redact';

describe('redactAddresses', () => {
  it('takes out what stands between angle brackets, keeping the code and the words', () => {
    expect(redactAddresses('550 5.1.1 <student@example.com>: Recipient address rejected: unknown')).toBe(
      '550 5.1.1 <…>: Recipient address rejected: unknown',
    );
    expect(redactAddresses('550 <a@b.c> unknown, <c@d.e> too')).toBe('550 <…> unknown, <…> too');
  });

  it('takes out an unclosed bracket to the end (a message cut short)', () => {
    expect(redactAddresses('550 user unknown <omar.ali@exam')).toBe('550 user unknown <…>');
  });

  it('takes out a bare address, Arabic and plus-addressed ones too', () => {
    expect(redactAddresses('550 omar+thesis@example.com unknown')).toBe('550 [address] unknown');
    expect(redactAddresses('mailbox full: عمر@مثال.مصر (quota)')).toBe('mailbox full: [address] (quota)');
  });

  it('leaves words without an address as they are', () => {
    expect(redactAddresses('450 Mailbox busy, try again later')).toBe('450 Mailbox busy, try again later');
    expect(redactAddresses('connect ECONNREFUSED 127.0.0.1:2525')).toBe(
      'connect ECONNREFUSED 127.0.0.1:2525',
    );
  });
});
