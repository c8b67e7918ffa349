import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { restoreHttp, renderInApp } from '../../../test/render-app';
import { makeTestimonial } from '../../../test/fixtures';
import { TestimonialCard } from './testimonial-card';

vi.mock('socket.io-client', async () => {
  const { createFakeSocket } = await import('../../../test/fake-socket');
  return { io: vi.fn(() => createFakeSocket()) };
});
afterEach(restoreHttp);
// happy-dom does not play media: play and pause flip `paused` and fire their events, as a browser does.
beforeEach(() => {
  const paused = new WeakMap<HTMLMediaElement, boolean>();
  vi.spyOn(HTMLMediaElement.prototype, 'paused', 'get').mockImplementation(function (this: HTMLMediaElement) {
    return paused.get(this) ?? true;
  });
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    paused.set(this, false);
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  });
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
    if (paused.get(this) === false) {
      paused.set(this, true);
      this.dispatchEvent(new Event('pause'));
    }
  });
});

describe('TestimonialCard', () => {
  it('quotes the customer with name and location, and no play button without audio', () => {
    renderInApp(<TestimonialCard testimonial={makeTestimonial(1)} />);
    screen.getByRole('heading', { name: 'Customer 1' });
    expect(screen.getByRole('article').textContent).toContain('City 1');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('plays and pauses the audio review, and resets when it ends', async () => {
    renderInApp(
      <TestimonialCard
        testimonial={makeTestimonial(2, { testimonial_audio_url: `/media/${'c'.repeat(64)}.mp3` })}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Play the audio review of Customer 2' }));
    const pause = await screen.findByRole('button', { name: 'Pause' });
    expect(pause.getAttribute('aria-pressed')).toBe('true');
    fireEvent.ended(document.querySelector('audio')!);
    expect(
      (await screen.findByRole('button', { name: 'Play the audio review of Customer 2' })).getAttribute(
        'aria-pressed',
      ),
    ).toBe('false');
  });

  it('plays one clip at a time: starting another pauses the first', async () => {
    const audio = (n: number) =>
      makeTestimonial(n, { testimonial_audio_url: `/media/${String(n).repeat(64)}.mp3` });
    renderInApp(
      <>
        <TestimonialCard testimonial={audio(4)} />
        <TestimonialCard testimonial={audio(5)} />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Play the audio review of Customer 4' }));
    await screen.findByRole('button', { name: 'Pause' });
    fireEvent.click(screen.getByRole('button', { name: 'Play the audio review of Customer 5' }));
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Pause' })).toHaveLength(1));
    expect(
      screen
        .getByRole('button', { name: 'Play the audio review of Customer 4' })
        .getAttribute('aria-pressed'),
    ).toBe('false');
  });

  it('holds the back-office actions', () => {
    renderInApp(<TestimonialCard testimonial={makeTestimonial(3)} actions={<button>Delete</button>} />);
    screen.getByRole('button', { name: 'Delete' });
  });
});
