import { describe, expect, it } from 'vitest';
import { isStrongPassword } from '../../../../contract';
import { generatePassword } from './generate-password';

describe('generatePassword', () => {
  it('makes a different 16-character password that meets the rule each time', () => {
    const passwords = Array.from({ length: 50 }, () => generatePassword());
    for (const password of passwords) {
      expect(password).toHaveLength(16);
      expect(isStrongPassword(password)).toBe(true);
      expect(password).not.toMatch(/[0O1lI]/);
    }
    expect(new Set(passwords).size).toBe(50);
  });
});
