import { expect, it } from 'vitest';
import { pngDataUrl } from '../../test/fixtures';
import { describeContentCrud, validMap } from '../shared/content-crud.suite';
import { RESEARCHERS } from './researchers.routes';

describeContentCrud(
  'researchers routes',
  RESEARCHERS,
  // SPEC §3/§5: name, position and biography; the avatar is optional.
  {
    required: ['researcher_name', 'researcher_position', 'researcher_bio'],
    messages: {
      en: [
        'Researcher added successfully',
        'Researcher updated successfully',
        'Researcher deleted successfully',
        'Researcher not found',
      ],
      ar: [
        'تمت إضافة الباحث بنجاح',
        'تم تحديث بيانات الباحث بنجاح',
        'تم حذف الباحث بنجاح',
        'الباحث غير موجود',
      ],
      zh: ['研究员已成功添加', '研究员信息已成功更新', '研究员已成功删除', '未找到该研究员'],
    },
  },
  async () => ({
    researcher_name: validMap('Dr. Layla Mansour'),
    researcher_position: validMap('Senior statistician'),
    researcher_bio: validMap('Ten years of SPSS and survey design for theses'),
    researcher_avatar_image: await pngDataUrl(),
  }),
  (ctx) => {
    it('creates a researcher without an avatar (optional)', async () => {
      const row = await ctx.create({ researcher_avatar_image: undefined });
      expect(row.researcher_avatar_url).toBeNull();
    });

    it('lists researchers in the order they were added', async () => {
      const first = await ctx.create();
      const second = await ctx.create();
      const ids = (await ctx.list()).map((r) => r.researcher_id);
      expect(ids.indexOf(first.researcher_id)).toBeLessThan(ids.indexOf(second.researcher_id));
    });
  },
);
