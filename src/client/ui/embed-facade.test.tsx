import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmbedFacade, embedSrc } from './embed-facade';

const MAP = 'https://maps.google.com/maps?q=Cairo%2C%20Egypt&t=m&z=12&ie=UTF8&iwloc=&output=embed';

describe('embedSrc', () => {
  it.each([
    [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0',
    ],
    [
      'https://youtu.be/dQw4w9WgXcQ?t=42',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?t=42&autoplay=1&rel=0',
    ],
    [
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0',
    ],
    [
      'https://m.youtube.com/shorts/dQw4w9WgXcQ',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0',
    ],
    [
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0',
    ],
  ])('plays the YouTube video %s from youtube-nocookie.com', (url, expected) => {
    expect(embedSrc(url, 'video')).toBe(expected);
  });

  it('keeps any other URL, and a map URL, as it is', () => {
    expect(embedSrc('https://player.vimeo.com/video/76979871', 'video')).toBe(
      'https://player.vimeo.com/video/76979871',
    );
    expect(embedSrc(MAP, 'map')).toBe(MAP);
    expect(embedSrc('not a url', 'video')).toBe('not a url');
  });
});

describe('EmbedFacade', () => {
  it('loads no frame until the visitor clicks play, then the video frame with its title and permissions', () => {
    const { container } = render(
      <EmbedFacade
        kind="video"
        src="https://www.youtube.com/watch?v=dQw4w9WgXcQ"
        title="An introduction to the office"
        buttonLabel="Play the video"
      />,
    );
    expect(container.querySelector('iframe')).toBeNull();
    screen.getByText('An introduction to the office');
    fireEvent.click(screen.getByRole('button', { name: 'Play the video' }));
    const frame = container.querySelector('iframe')!;
    expect(frame.getAttribute('src')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0',
    );
    expect(frame.getAttribute('title')).toBe('An introduction to the office');
    expect(frame.getAttribute('loading')).toBe('lazy');
    expect(frame.getAttribute('allow')).toContain('autoplay');
    expect(frame.getAttribute('allow')).toContain('encrypted-media');
    expect(document.activeElement).toBe(frame);
    expect(screen.queryByRole('button', { name: 'Play the video' })).toBeNull();
  });

  it('opens the map from the keyboard too (a real button), with the URL unchanged and no video permissions', () => {
    const { container } = render(
      <EmbedFacade kind="map" src={MAP} title="The office on the map" buttonLabel="عرض الخريطة" />,
    );
    const button = screen.getByRole('button', { name: 'عرض الخريطة' });
    expect(button.tagName).toBe('BUTTON');
    expect(container.querySelector('iframe')).toBeNull();
    // Enter on a native button is a click; jsdom does not synthesise it, so the click stands for it.
    button.focus();
    fireEvent.click(button);
    const frame = container.querySelector('iframe')!;
    expect(frame.getAttribute('src')).toBe(MAP);
    expect(frame.getAttribute('title')).toBe('The office on the map');
    expect(frame.getAttribute('allow')).toBeNull();
  });
});
