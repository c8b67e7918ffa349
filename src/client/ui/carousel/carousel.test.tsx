import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp, restoreHttp } from '../../test/render-app';
import { Carousel } from './carousel';

afterEach(() => {
  restoreHttp();
  vi.unstubAllGlobals();
});

const slides = Array.from({ length: 6 }, (_, i) => ({ key: i + 1, node: <article>Slide {i + 1}</article> }));

describe('Carousel', () => {
  it('renders its first slides as a still row, with named arrows, before swiper is loaded', () => {
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
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
    expect(screen.getAllByRole('article').map((a) => a.textContent)).toEqual(['Slide 1']);
    screen.getByRole('button', { name: 'Previous slide' });
    screen.getByRole('button', { name: 'Next slide' });
    expect(container.querySelector('.swiper')).toBeNull();
  });

  it('steps the still row at once when an arrow is pressed, then loads swiper there', async () => {
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
    const { container } = renderInApp(
      <Carousel label="Posts" slides={slides} perViewLg={4} autoplayMs={3000} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    // The still row answers the press itself, before swiper is here.
    expect(screen.getAllByRole('article').map((a) => a.textContent)).toEqual(['Slide 2']);
    await waitFor(() => expect(container.querySelector('.swiper')).toBeTruthy());
    expect(screen.getAllByText(/^Slide \d$/).length).toBeGreaterThanOrEqual(6);
    // Swiper starts where the row was (at once: its autoplay would get there too, later).
    expect(container.querySelector('.swiper-slide-active')?.textContent).toBe('Slide 2');
  });

  it('loads swiper when it comes near the viewport', async () => {
    let notify: ((entries: { isIntersecting: boolean }[]) => void) | undefined;
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
    const { container } = renderInApp(
      <Carousel label="Reviews" slides={slides} perViewLg={1} autoplayMs={5000} speed={500} />,
    );
    expect(screen.getAllByRole('article')).toHaveLength(1);
    notify?.([{ isIntersecting: true }]);
    await waitFor(() => expect(container.querySelector('.swiper')).toBeTruthy());
  });

  it('shows a single slide without arrows or swiper', () => {
    const { container } = renderInApp(
      <Carousel label="One" slides={slides.slice(0, 1)} perViewLg={1} autoplayMs={5000} />,
    );
    expect(screen.queryByRole('button', { name: 'Next slide' })).toBeNull();
    expect(container.querySelector('.swiper')).toBeNull();
  });
});
