import { describe, expect, it } from 'vitest';
import { isStrongPassword } from './staff';

describe('the staff password rule', () => {
  it('takes ten characters or more with letters and a digit or symbol', () => {
    expect(isStrongPassword('Admin-pass-2026!')).toBe(true);
    expect(isStrongPassword('كلمةسر2026ق')).toBe(true);
    expect(isStrongPassword('correct horse battery 9')).toBe(true);
  });

  it('refuses short ones, a single word and a run of digits', () => {
    expect(isStrongPassword('abc-123')).toBe(false);
    expect(isStrongPassword('passwordpassword')).toBe(false);
    expect(isStrongPassword('123456789012')).toBe(false);
    expect(isStrongPassword('a'.repeat(199) + '1!')).toBe(false);
  });
});
