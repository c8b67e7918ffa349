import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { SEARCH_QUERY_MAX, type SearchAnswer } from '../../../contract';
import { blogs, faqs, searchEntries, services } from '../../db/schema';
import { useTestApp } from '../../test/app';
import { describeEachDatabase } from '../../test/databases';

/**
 * Decision 0065: the public search on both databases. Arabic folded as Lucene's normaliser
 * does and without `ال`, so three spellings of "translation" find the same first result;
 * English stemmed; Chinese by pairs of characters; one typo in a longer word; a deleted item
 * gone at once; and bad queries (too long, punctuation only, SQL and LIKE wildcards) a 400
 * naming `q` or no results, never an error.
 */
describeEachDatabase('the public search', (kind) => {
  const t = useTestApp(kind);
  const find = async (q: string, lang = 'ar') => {
    const res = await t().app.inject({ method: 'GET', url: '/api/search', query: { q, lang } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as SearchAnswer;
  };
  let translation = 0;
  let spss = 0;
  let thesisPost = 0;

  it('indexes what is written, through the tables’ own triggers', async () => {
    const db = t().app.database.db;
    [{ service_id: translation }] = (await db
      .insert(services)
      .values({
        service_name: {
          ar: 'خدمة التَّرجمة الأكاديمية المعتمدة',
          en: 'Certified academic translation',
          zh: '学术翻译认证服务',
        },
        service_long_name: {
          ar: 'ترجمة الرسائل والأبحاث',
          en: 'Translating theses and papers',
          zh: '论文与研究翻译',
        },
        service_desc: {
          ar: 'نترجم رسالتك إلى الإنجليزية',
          en: 'We translate your thesis',
          zh: '我们翻译您的论文',
        },
      })
      .returning({ service_id: services.service_id })) as [{ service_id: number }];
    [{ service_id: spss }] = (await db
      .insert(services)
      .values({
        service_name: {
          ar: 'التحليل الإحصائي باستخدام SPSS',
          en: 'Statistical analysis with SPSS',
          zh: 'SPSS统计分析',
        },
        service_desc: { ar: 'تحليل الاستبانات', en: 'Questionnaire statistics', zh: '问卷统计' },
      })
      .returning({ service_id: services.service_id })) as [{ service_id: number }];
    [{ blog_id: thesisPost }] = (await db
      .insert(blogs)
      .values({
        blog_title: {
          ar: 'كيف تكتب رسالة الماجستير',
          en: 'How to write a master’s thesis',
          zh: '如何撰写硕士论文',
        },
        blog_author: { ar: 'فريق باحث', en: 'Bahith team', zh: '巴希斯团队' },
        blog_desc_md: { ar: 'خطوات الكتابة', en: 'Ten steps of writing', zh: '硕士论文写作的十个步骤' },
      })
      .returning({ blog_id: blogs.blog_id })) as [{ blog_id: number }];
    await db.insert(faqs).values({
      faq_question: {
        ar: 'كم تستغرق الترجمة؟',
        en: 'How long does a translation take?',
        zh: '翻译需要多长时间？',
      },
      faq_answer: { ar: 'أسبوع', en: 'A week', zh: '一周' },
    });
    const entries = await db.select().from(searchEntries).where(eq(searchEntries.item_id, translation));
    expect(
      entries
        .filter((e) => e.entity === 'service')
        .map((e) => e.lang)
        .sort(),
    ).toEqual(['ar', 'en', 'zh']);
  });

  it('finds the same first result for "الترجمه", "ترجمة" and "التَّرْجَمَة"', async () => {
    const answers = await Promise.all(['الترجمه', 'ترجمة', 'التَّرْجَمَة'].map((q) => find(q)));
    const firsts = answers.map((a) => a.results[0]);
    expect(firsts[0]).toBeDefined();
    expect(firsts[1]).toEqual(firsts[0]);
    expect(firsts[2]).toEqual(firsts[0]);
    expect(answers.map((a) => a.words)).toEqual([['ترجمه'], ['ترجمه'], ['ترجمه']]);
    expect(answers[0]!.results).toContainEqual(expect.objectContaining({ kind: 'service', id: translation }));
    expect(answers[0]!.results).toContainEqual(expect.objectContaining({ kind: 'faq' }));
  });

  it('stems English, allows one typo in a longer word, and gives each result its kind and page', async () => {
    const [first] = (await find('spss', 'en')).results;
    expect(first).toEqual({
      kind: 'service',
      id: spss,
      title: 'Statistical analysis with SPSS',
      path: `/services/Statistical-analysis-with-SPSS?service_id=${spss}`,
    });
    expect((await find('translations', 'en')).results).toContainEqual(
      expect.objectContaining({ id: translation }),
    );
    expect((await find('statistcal', 'en')).results).toContainEqual(expect.objectContaining({ id: spss }));
  });

  it('finds a Chinese post by its characters, in any order of its words', async () => {
    const answer = await find('论文写作', 'zh');
    expect(answer.results[0]).toMatchObject({ kind: 'blog', id: thesisPost, title: '如何撰写硕士论文' });
    expect((await find('写作 硕士', 'zh')).results[0]).toMatchObject({ id: thesisPost });
  });

  it('forgets an item once it is deleted', async () => {
    await t().app.database.db.update(blogs).set({ is_deleted: true }).where(eq(blogs.blog_id, thesisPost));
    expect((await find('论文写作', 'zh')).results.map((r) => r.id)).not.toContain(thesisPost);
  });

  it('answers a query that is too long with a 400 naming q, and punctuation, wildcards or SQL with nothing', async () => {
    const long = await t().app.inject({
      method: 'GET',
      url: '/api/search',
      query: { q: 'ت'.repeat(10_000) },
    });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ issues: [{ path: 'querystring.q' }] });
    const over = await t().app.inject({
      method: 'GET',
      url: '/api/search',
      query: { q: 'x'.repeat(SEARCH_QUERY_MAX + 1) },
    });
    expect(over.statusCode).toBe(400);
    expect((await t().app.inject({ method: 'GET', url: '/api/search' })).statusCode).toBe(400);
    expect(await find('!!! ؟؟ ...')).toEqual({ results: [], words: [] });
    expect((await find('%', 'en')).results).toEqual([]);
    expect((await find('_%\\', 'en')).results).toEqual([]);
    expect((await find("' or 1=1; drop table services; --", 'en')).results).toEqual([]);
  });
});
