import { describe, expect, it } from 'vitest';
import { imageVariants, mediaSrcSet, mediaUrlForWidth } from './media';

const hash = 'ab'.repeat(32);

describe('media URL helpers', () => {
  it('list the stored widths of an uploaded image from its one URL', () => {
    expect(mediaSrcSet(`/media/${hash}-1600.webp`)).toBe(
      `/media/${hash}-480.webp 480w, /media/${hash}-960.webp 960w, /media/${hash}-1600.webp 1600w`,
    );
    expect(mediaSrcSet(`/media/${hash}-700.webp`)).toBe(
      `/media/${hash}-480.webp 480w, /media/${hash}-700.webp 700w`,
    );
    expect(imageVariants(`https://office.example/media/${hash}-960.webp`)?.map((v) => v.url)).toEqual([
      `https://office.example/media/${hash}-480.webp`,
      `https://office.example/media/${hash}-960.webp`,
    ]);
  });

  it('give no srcSet for a single width or a URL that is not an upload', () => {
    expect(mediaSrcSet(`/media/${hash}-300.webp`)).toBeUndefined();
    for (const url of [
      null,
      undefined,
      '',
      'data:image/png;base64,AAAA',
      `/media/${hash}.mp3`,
      '/images/og.png',
      `/media/${hash}-1600.png`,
    ])
      expect(mediaSrcSet(url)).toBeUndefined();
  });

  it('pick the narrowest width that is wide enough', () => {
    expect(mediaUrlForWidth(`/media/${hash}-1600.webp`, 400)).toBe(`/media/${hash}-480.webp`);
    expect(mediaUrlForWidth(`/media/${hash}-1600.webp`, 900)).toBe(`/media/${hash}-960.webp`);
    expect(mediaUrlForWidth(`/media/${hash}-700.webp`, 900)).toBe(`/media/${hash}-700.webp`);
    expect(mediaUrlForWidth('/images/og.png', 900)).toBe('/images/og.png');
  });
});
