import { expect, it } from 'vitest';
import { describeContentCrud, validMap } from '../shared/content-crud.suite';
import { FAQS } from './faqs.routes';

describeContentCrud(
  'faqs routes',
  FAQS,
  {
    // The question and answer in the language-map rule (SPEC §5), and the office's order number.
    required: ['faq_question', 'faq_answer', 'faq_order'],
    plain: ['faq_order'],
    messages: {
      en: [
        'Question added successfully',
        'Question updated successfully',
        'Question deleted successfully',
        'Question not found',
      ],
      ar: ['تمت إضافة السؤال بنجاح', 'تم تحديث السؤال بنجاح', 'تم حذف السؤال بنجاح', 'السؤال غير موجود'],
      zh: ['问题已成功添加', '问题已成功更新', '问题已成功删除', '未找到该问题'],
    },
  },
  async () => ({
    faq_question: validMap('How long does a thesis take'),
    faq_answer: validMap('Six to ten weeks for a complete thesis'),
    faq_order: 20,
  }),
  (ctx) => {
    it('lists questions by their order number, then as added', async () => {
      const later = await ctx.create({ faq_order: 9_000 });
      const first = await ctx.create({ faq_order: 1 });
      const tie = await ctx.create({ faq_order: 1 });
      const ids = (await ctx.list()).map((q) => q.faq_id);
      expect(ids.indexOf(first.faq_id)).toBeLessThan(ids.indexOf(tie.faq_id));
      expect(ids.indexOf(tie.faq_id)).toBeLessThan(ids.indexOf(later.faq_id));
    });

    it.each([[-1], [10_000], [1.5], ['3']])(
      'refuses the order number %j with a 400 naming faq_order, storing nothing',
      async (faq_order) => {
        const body = await ctx.expectRefused(400, async () =>
          ctx.inject('POST', '/api/faqs', {
            faq_question: validMap('Q'.repeat(5)),
            faq_answer: validMap('A'.repeat(5)),
            faq_order,
          }),
        );
        expect(body.issues?.map((i) => i.path)).toContain('body.faq_order');
      },
    );

    it('moves a question by its order number alone', async () => {
      const row = await ctx.create({ faq_order: 50 });
      const res = await ctx.inject('POST', `/api/faqs/${String(row.faq_id)}`, {
        faq_id: row.faq_id,
        faq_order: 5,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect((res.json() as { data: { faq_order: number; faq_question: unknown } }).data).toMatchObject({
        faq_order: 5,
        faq_question: row.faq_question,
      });
    });
  },
);
