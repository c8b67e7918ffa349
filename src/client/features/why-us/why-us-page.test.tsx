import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeTestimonial, SETTINGS } from '../../test/fixtures';
import { restoreHttp, renderRoute } from '../../test/render-app';
import { latestTestimonials } from './components/latest-reviews';

vi.mock('socket.io-client', async () => {
  const { createFakeSocket } = await import('../../test/fake-socket');
  return { io: vi.fn(() => createFakeSocket()) };
});
afterEach(restoreHttp);

// The API lists them oldest first here; the page shows the newest three.
const TESTIMONIALS = [1, 5, 2, 4, 3].map((day) => makeTestimonial(day));

describe('the Why us page (SPEC §2)', () => {
  it('picks the newest testimonials', () => {
    expect(latestTestimonials(TESTIMONIALS).map((t) => t.testimonial_id)).toEqual([5, 4, 3]);
  });

  it('shows the reasons, the video behind its facade, and the three latest reviews from its loader', async () => {
    const { server, container } = renderRoute('/why-us', {
      api: { '/settings': SETTINGS, '/testimonials': TESTIMONIALS },
    });
    const reviews = await screen.findByRole('region', { name: 'What our students say' }, { timeout: 10_000 });
    expect(
      within(reviews)
        .getAllByRole('article')
        .map((card) => within(card).getByRole('heading').textContent),
    ).toEqual(['Customer 5', 'Customer 4', 'Customer 3']);
    expect(within(reviews).getByRole('link', { name: 'All testimonials' }).getAttribute('href')).toBe(
      '/testimonials',
    );
    expect(server.calls.filter((c) => c.url === '/testimonials')).toHaveLength(1);

    // A static section: on a client-only start it comes with its own chunk.
    const reasons = await screen.findByRole('region', { name: 'Why students choose us' });
    const titles = within(reasons)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(titles.slice(0, 4)).toEqual([
      '20 years of experience',
      'Affordable prices',
      'The best university professors',
      'Free modifications',
    ]);
    expect(titles).toHaveLength(8);

    expect(container.querySelector('iframe')).toBeNull();
    screen.getByRole('button', { name: 'Play the video: An introduction to the office' }).click();
    await waitFor(() =>
      expect(container.querySelector('iframe')?.getAttribute('src')).toBe(SETTINGS.video_url),
    );
  });
});
