import { describe, expect, it } from 'vitest';
import { idempotencyKeyOf } from './idempotency-key';

describe('idempotencyKeyOf (decision 0061)', () => {
  it('gives one send one key, kept for its retries, and each new send a new one', () => {
    const draft = { name: 'Layla' };
    const key = idempotencyKeyOf(draft);
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(idempotencyKeyOf(draft)).toBe(key);
    expect(idempotencyKeyOf({ name: 'Layla' })).not.toBe(key);
  });
});
