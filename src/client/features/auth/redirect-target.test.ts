import { describe, expect, it } from 'vitest';
import { isLoginAddress, redirectTarget } from './redirect-target';

describe('redirectTarget', () => {
  it('follows a path on this site', () => {
    expect(redirectTarget('/system/blogs?page=2')).toBe('/system/blogs?page=2');
  });

  it('falls back to /system when there is no redirect', () => {
    expect(redirectTarget(null)).toBe('/system');
    expect(redirectTarget('')).toBe('/system');
  });

  it('ignores a redirect back to the login page itself', () => {
    expect(redirectTarget('/login')).toBe('/system');
    expect(redirectTarget('/login/?redirect=%2Fsystem')).toBe('/system');
  });

  it('ignores addresses on other sites', () => {
    for (const raw of [
      'https://evil.example/',
      '//evil.example/system',
      '/\\evil.example',
      'javascript:alert(1)',
    ]) {
      expect(redirectTarget(raw)).toBe('/system');
    }
  });
});

describe('isLoginAddress', () => {
  it('recognises the login page with or without a query or trailing slash', () => {
    expect(isLoginAddress('/login')).toBe(true);
    expect(isLoginAddress('/LOGIN/')).toBe(true);
    expect(isLoginAddress('/login?redirect=%2Flogin')).toBe(true);
    expect(isLoginAddress('/system')).toBe(false);
    expect(isLoginAddress('/login-help')).toBe(false);
  });
});
