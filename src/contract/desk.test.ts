import { describe, expect, it } from 'vitest';
import { STUDENT_GREETING, formatReference, normalizeReference, whatsappNumberOf } from './desk';

describe("the desk's contract", () => {
  it('writes a reference in groups of four and takes it back however it was typed', () => {
    expect(formatReference('3FA9C2D41B7E')).toBe('3FA9-C2D4-1B7E');
    for (const typed of ['3FA9-C2D4-1B7E', ' #3fa9 c2d4 1b7e ', '3fa9c2d41b7e'])
      expect(normalizeReference(typed)).toBe('3FA9C2D41B7E');
  });

  it('makes a WhatsApp number of an international phone, and none of a local one', () => {
    expect(whatsappNumberOf('+966 55 000 1111')).toBe('966550001111');
    expect(whatsappNumberOf('00 20 (100) 123-4567')).toBe('201001234567');
    expect(whatsappNumberOf('971501234567')).toBe('971501234567');
    for (const local of ['0550001111', '055 000 1111', '12345', '+0 55 000', 'call me', ''])
      expect(whatsappNumberOf(local), local).toBeUndefined();
  });

  it("greets the student in the request's language with the reference and the track link", () => {
    const facts = {
      name: 'نورة',
      reference: '3FA9-C2D4-1B7E',
      trackUrl: 'https://office.example/track-request?ref=3FA9-C2D4-1B7E',
    };
    expect(STUDENT_GREETING.ar(facts)).toBe(
      'مرحبًا نورة، نتواصل معك بخصوص طلبك رقم 3FA9-C2D4-1B7E. يمكنك متابعة حالته هنا: https://office.example/track-request?ref=3FA9-C2D4-1B7E',
    );
    for (const lang of ['en', 'zh'] as const)
      expect(STUDENT_GREETING[lang](facts)).toContain('3FA9-C2D4-1B7E');
    // No public address known: the greeting without its link sentence, never another address.
    expect(STUDENT_GREETING.ar({ ...facts, trackUrl: null })).toBe(
      'مرحبًا نورة، نتواصل معك بخصوص طلبك رقم 3FA9-C2D4-1B7E.',
    );
    for (const lang of ['en', 'zh'] as const)
      expect(STUDENT_GREETING[lang]({ ...facts, trackUrl: null })).not.toMatch(/https?:|null/);
  });
});
