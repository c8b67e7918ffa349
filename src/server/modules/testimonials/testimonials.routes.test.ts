import { expect, it } from 'vitest';
import {
  htmlAsPngDataUrl,
  mp3DataUrl,
  pngDataUrl,
  toDataUrl,
  wavBytes,
  wavDataUrl,
} from '../../test/fixtures';
import { describeContentCrud, validMap } from '../shared/content-crud.suite';
import { TESTIMONIALS } from './testimonials.routes';

const valid = async () => ({
  customer_name: validMap('Abdullah Al-Harbi'),
  customer_location: validMap('Riyadh'),
  testimonial_message: validMap('The statistics chapter was clear and on time'),
  customer_avatar_image: await pngDataUrl(),
  testimonial_audio_file: mp3DataUrl(),
});

// SPEC §3/§5: name, location and message; the avatar and the voice note are optional.
const required = ['customer_name', 'customer_location', 'testimonial_message'];
const messages = {
  en: [
    'Testimonial created successfully',
    'Testimonial updated successfully',
    'Testimonial deleted successfully',
    'Testimonial not found',
  ],
  ar: [
    'تمت إضافة رأي العميل بنجاح',
    'تم تحديث رأي العميل بنجاح',
    'تم حذف رأي العميل بنجاح',
    'رأي العميل غير موجود',
  ],
  zh: ['客户评价已成功添加', '客户评价已成功更新', '客户评价已成功删除', '未找到该客户评价'],
} as const;

describeContentCrud('testimonials routes', TESTIMONIALS, { required, messages }, valid, (ctx) => {
  it('creates a testimonial without avatar or voice note (both optional)', async () => {
    const row = await ctx.create({ customer_avatar_image: undefined, testimonial_audio_file: null });
    expect(row).toMatchObject({ customer_avatar_url: null, testimonial_audio_url: null });
  });

  it('stores a WAV voice note as audio', async () => {
    const row = await ctx.create({ testimonial_audio_file: wavDataUrl() });
    expect(row.testimonial_audio_url).toMatch(/^\/media\//);
  });

  // Files no other test sends: stored, they would be new media rows (expectRefused counts them).
  it('stores neither file when one of the two is refused, on create and on update', async () => {
    const row = await ctx.create();
    const at = `/api/testimonials/${String(row.testimonial_id)}`;
    const cases = [
      {
        customer_avatar_image: await pngDataUrl(41, 29, '#12AB34'),
        testimonial_audio_file: htmlAsPngDataUrl(),
      },
      {
        customer_avatar_image: htmlAsPngDataUrl(),
        testimonial_audio_file: toDataUrl('audio/wav', wavBytes(0.31)),
      },
    ];
    for (const files of cases) {
      await ctx.expectRefused(415, async () =>
        ctx.inject('POST', '/api/testimonials', { ...(await valid()), ...files }),
      );
      await ctx.expectRefused(415, () => ctx.inject('POST', at, files));
    }
  });
});
