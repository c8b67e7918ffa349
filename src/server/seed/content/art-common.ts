import type { ArtTone } from './types';

/** Shared by the header and avatar drawings in ./art.ts. */

export const BRAND = { primary: '#331FAB', secondary: '#FF6010' } as const;

export interface Tone {
  from: string;
  to: string;
  /** A light colour that reads well on the background. */
  light: string;
  /** A deep colour for strokes on white. */
  deep: string;
}

export const TONES: Record<ArtTone, Tone> = {
  indigo: { from: BRAND.primary, to: '#170C55', light: '#A99DFF', deep: '#2A1896' },
  violet: { from: BRAND.primary, to: '#4C1A94', light: '#C5B6FF', deep: '#3A1FB0' },
  ocean: { from: BRAND.primary, to: '#0B3A6E', light: '#7DD3FC', deep: '#1E2F8F' },
  teal: { from: BRAND.primary, to: '#0D4F57', light: '#5EEAD4', deep: '#1D3F8A' },
  dusk: { from: BRAND.primary, to: '#6B1650', light: '#F9B4D8', deep: '#3A1B8F' },
  night: { from: BRAND.primary, to: '#0A0830', light: '#9D8DFF', deep: '#241681' },
};
export const TONE_ORDER: readonly ArtTone[] = ['indigo', 'violet', 'ocean', 'teal', 'dusk', 'night'];

/** mulberry32: a small deterministic PRNG so the same spec always draws the same picture. */
export function rng(seed: number): () => number {
  let a = (seed * 2654435761) >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const r1 = (n: number): string => (Math.round(n * 10) / 10).toString();
