import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { restoreHttp, renderInApp } from '../../../test/render-app';
import { makeTestimonial } from '../../../test/fixtures';
import { TestimonialCard } from './testimonial-card';

vi.mock('socket.io-client', async () => {
  const { createFakeSocket } = await import('../../../test/fake-socket');
  return { io: vi.fn(() => createFakeSocket()) };
});
afterEach(restoreHttp);
beforeEach(() => {
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
});

describe('TestimonialCard', () => {
  it('quotes the customer with name and location, and no play button without audio', () => {
    renderInApp(<TestimonialCard testimonial={makeTestimonial(1)} />);
    expect(screen.getByRole('heading', { name: 'Customer 1' })).toBeTruthy();
    expect(screen.getByRole('article').textContent).toContain('City 1');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('plays and pauses the audio review, and resets when it ends', async () => {
    renderInApp(<TestimonialCard testimonial={makeTestimonial(2, { testimonial_audio_url: `/media/${'c'.repeat(64)}.mp3` })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Play the audio review of Customer 2' }));
    const pause = await screen.findByRole('button', { name: 'Pause' });
    expect(pause.getAttribute('aria-pressed')).toBe('true');
    fireEvent.ended(document.querySelector('audio')!);
    expect((await screen.findByRole('button', { name: 'Play the audio review of Customer 2' })).getAttribute('aria-pressed')).toBe('false');
  });

  it('holds the back-office actions', () => {
    renderInApp(<TestimonialCard testimonial={makeTestimonial(3)} actions={<button>Delete</button>} />);
    expect(screen.getByRole('button', { name: 'Delete' })).toBeTruthy();
  });
});
