import { expect, it } from 'vitest';
import { mp3DataUrl, pngDataUrl, wavDataUrl } from '../../test/fixtures';
import { describeContentCrud, validMap } from '../shared/content-crud.suite';
import { TESTIMONIALS } from './testimonials.routes';

describeContentCrud(
  'testimonials routes',
  TESTIMONIALS,
  async () => ({
    customer_name: validMap('Abdullah Al-Harbi'),
    customer_location: validMap('Riyadh'),
    testimonial_message: validMap('The statistics chapter was clear and on time'),
    customer_avatar_image: await pngDataUrl(),
    testimonial_audio_file: mp3DataUrl(),
  }),
  (ctx) => {
    it('creates a testimonial without avatar or voice note (both optional)', async () => {
      const row = await ctx.create({ customer_avatar_image: undefined, testimonial_audio_file: null });
      expect(row).toMatchObject({ customer_avatar_url: null, testimonial_audio_url: null });
    });

    it('stores a WAV voice note as audio', async () => {
      const row = await ctx.create({ testimonial_audio_file: wavDataUrl() });
      expect(row.testimonial_audio_url).toMatch(/^\/media\//);
    });
  },
);
