import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp, restoreHttp } from '../../test/render-app';
import { Carousel } from './carousel';

afterEach(() => {
  restoreHttp();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const slides = Array.from({ length: 6 }, (_, i) => ({ key: i + 1, node: <article>Slide {i + 1}</article> }));

/** An IntersectionObserver the test drives: `show()` tells every carousel it is on screen. */
function stubObserver() {
  const callbacks: ((entries: { isIntersecting: boolean }[]) => void)[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
        callbacks.push(callback);
      }
      observe() {}
      disconnect() {}
    },
  );
  return { show: () => act(() => callbacks.forEach((callback) => callback([{ isIntersecting: true }]))) };
}

/** The slides a phone displays (the still row's others are hidden by class below lg). */
const inView = (container: HTMLElement) =>
  [...container.querySelectorAll('.carousel-row > [role="group"]')]
    .filter((slide) => !/carousel-slide-(later|spare)/.test(slide.className))
    .map((slide) => slide.textContent);

describe('Carousel', () => {
  it('renders the slides a wide screen shows, and the next, with named arrows', () => {
    stubObserver();
    const { container } = renderInApp(
      <Carousel label="Our services" slides={slides} perViewLg={4} autoplayMs={3000} />,
    );
    screen.getByRole('group', { name: 'Our services' });
    // Four in the HTML (a wide screen shows four) and the next, hidden; below lg only the first is displayed.
    expect([...container.querySelectorAll('article')].map((a) => a.textContent)).toEqual([
      'Slide 1',
      'Slide 2',
      'Slide 3',
      'Slide 4',
      'Slide 5',
    ]);
    expect(inView(container)).toEqual(['Slide 1']);
    screen.getByRole('button', { name: 'Previous slide' });
    screen.getByRole('button', { name: 'Next slide' });
  });

  it('steps at once when an arrow is pressed, and loops both ways', () => {
    stubObserver();
    const { container } = renderInApp(
      <Carousel label="Posts" slides={slides} perViewLg={4} autoplayMs={3000} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(inView(container)).toEqual(['Slide 2']);
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(inView(container)).toEqual(['Slide 6']);
    // The slides after it wrap round to the start.
    expect([...container.querySelectorAll('article')].map((a) => a.textContent)).toEqual([
      'Slide 6',
      'Slide 1',
      'Slide 2',
      'Slide 3',
      'Slide 4',
    ]);
  });

  it('plays on by itself while on screen, and holds while the keyboard is inside', () => {
    vi.useFakeTimers();
    const { show } = stubObserver();
    const { container } = renderInApp(
      <Carousel label="Reviews" slides={slides} perViewLg={1} autoplayMs={5000} speed={500} />,
    );
    act(() => void vi.advanceTimersByTime(6000));
    // Not on screen yet: it waits.
    expect(inView(container)).toEqual(['Slide 1']);
    show();
    act(() => void vi.advanceTimersByTime(5000));
    expect(inView(container)).toEqual(['Slide 2']);
    act(() => screen.getByRole('button', { name: 'Next slide' }).focus());
    act(() => void vi.advanceTimersByTime(12000));
    expect(inView(container)).toEqual(['Slide 2']);
    act(() => screen.getByRole('button', { name: 'Next slide' }).blur());
    act(() => void vi.advanceTimersByTime(5000));
    expect(inView(container)).toEqual(['Slide 3']);
  });

  it('stands still under prefers-reduced-motion, and its arrows still step', () => {
    vi.useFakeTimers();
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('prefers-reduced-motion'),
      addEventListener() {},
      removeEventListener() {},
    }));
    const { show } = stubObserver();
    const { container } = renderInApp(
      <Carousel label="Reviews" slides={slides} perViewLg={1} autoplayMs={5000} speed={500} />,
    );
    show();
    act(() => void vi.advanceTimersByTime(20000));
    expect(inView(container)).toEqual(['Slide 1']);
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(inView(container)).toEqual(['Slide 2']);
  });

  it('shows a single slide without arrows', () => {
    stubObserver();
    const { container } = renderInApp(
      <Carousel label="One" slides={slides.slice(0, 1)} perViewLg={4} autoplayMs={5000} />,
    );
    expect(screen.queryByRole('button', { name: 'Next slide' })).toBeNull();
    expect(container.querySelectorAll('article')).toHaveLength(1);
  });
});
