import { act, render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useScrolledMark } from './use-scrolled-mark';

const scrollTo = (y: number) =>
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });

afterEach(() => scrollTo(0));

describe('useScrolledMark', () => {
  it('marks the element while the page is scrolled, without rendering it again', () => {
    let renders = 0;
    function Bar() {
      renders += 1;
      const ref = useRef<HTMLElement>(null);
      useScrolledMark(ref);
      return <header ref={ref} className="bar" />;
    }
    const { container } = render(<Bar />);
    const header = container.querySelector('header')!;
    expect(header.hasAttribute('data-scrolled')).toBe(false);
    scrollTo(300);
    expect(header.hasAttribute('data-scrolled')).toBe(true);
    scrollTo(4);
    expect(header.hasAttribute('data-scrolled')).toBe(false);
    expect(renders).toBe(1);
  });
});
