import { render } from '@testing-library/react';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Reveal } from './reveal';

type Entry = { isIntersecting: boolean; intersectionRatio: number; intersectionRect: { height: number } };
let notify: (entries: Entry[]) => void = () => {};

function stubObserver() {
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: typeof notify) {
        notify = callback;
      }
      observe() {}
      disconnect() {}
    },
  );
}
const entry = (ratio: number): Entry => ({
  isIntersecting: ratio > 0,
  intersectionRatio: ratio,
  intersectionRect: { height: ratio * 100 },
});
const phase = (container: HTMLElement) =>
  container.querySelector('[data-reveal]')?.getAttribute('data-reveal');

afterEach(() => vi.unstubAllGlobals());

describe('Reveal (SPEC §9 scroll-in)', () => {
  it('leaves a block that is in view at hydration as it is', () => {
    stubObserver();
    const { container } = render(<Reveal>Text</Reveal>);
    act(() => notify([entry(1)]));
    expect(phase(container)).toBe('shown');
  });

  it('holds a block below the fold lower, then raises it once 60 % of it is visible, 300 ms after the one before', () => {
    stubObserver();
    const { container } = render(<Reveal index={2}>Text</Reveal>);
    expect(phase(container)).toBe('shown');
    act(() => notify([entry(0)]));
    expect(phase(container)).toBe('waiting');
    const block = container.firstElementChild as HTMLElement;
    expect(getComputedStyle(block).transform).toBe('translateY(32px) scale(0.97)');
    act(() => notify([entry(0.4)]));
    expect(phase(container)).toBe('waiting');
    act(() => notify([entry(0.6)]));
    expect(phase(container)).toBe('revealed');
    const style = getComputedStyle(block);
    expect([style.transitionProperty, style.transitionDuration, style.transitionDelay]).toEqual([
      'transform',
      '600ms',
      '600ms',
    ]);
    expect(style.transform).not.toBe('translateY(32px) scale(0.97)');
    expect(style.opacity).not.toBe('0');
  });

  it('does nothing under prefers-reduced-motion', () => {
    stubObserver();
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce') }));
    const { container } = render(<Reveal>Text</Reveal>);
    act(() => notify([entry(0)]));
    expect(phase(container)).toBe('shown');
  });
});
