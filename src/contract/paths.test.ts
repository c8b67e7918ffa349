import { describe, expect, it } from 'vitest';
import { readableHref, servicePath } from './paths';

describe('readableHref', () => {
  it('writes an Arabic slug as its letters, which the browser escapes back to the same address', () => {
    const path = servicePath('إعداد رسائل الماجستير', 1);
    expect(path).toContain('%D8%A5');
    const href = readableHref(path);
    expect(href).toBe('/services/إعداد-رسائل-الماجستير?service_id=1');
    expect(new URL(href, 'https://x.test').href).toBe(new URL(path, 'https://x.test').href);
  });

  it('keeps Chinese letters and digits, and leaves plain ASCII addresses alone', () => {
    expect(readableHref(servicePath('统计 分析 2', 7))).toBe('/services/统计-分析-2?service_id=7');
    expect(readableHref('/services?category=3')).toBe('/services?category=3');
  });

  it('keeps escaped what is not a letter, mark or digit: ASCII escapes, bidi controls, odd spaces', () => {
    expect(readableHref('/blogs/a%2Fb%3Fc?blog_id=1')).toBe('/blogs/a%2Fb%3Fc?blog_id=1');
    expect(readableHref(`/blogs/${encodeURIComponent('ب\u200Fج\u00A0د')}`)).toBe('/blogs/ب%E2%80%8Fج%C2%A0د');
  });

  it('leaves a malformed escape as it was', () => {
    expect(readableHref('/blogs/%D8?blog_id=2')).toBe('/blogs/%D8?blog_id=2');
  });
});
