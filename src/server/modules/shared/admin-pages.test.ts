import { beforeAll, expect, it } from 'vitest';
import { CONTENT, CONTENT_NAMES } from '../../../contract';
import { blogs, categories, services } from '../../db/schema';
import { useTestApp } from '../../test/app';
import { describeEachDatabase } from '../../test/databases';
import { createInboxUsers, type TestUser } from '../../test/users';

/**
 * Decision 0028: the back-office lists, a page at a time with search, filters and
 * sorting, the same on PGlite and PostgreSQL.
 */
describeEachDatabase('back-office lists', (kind) => {
  const t = useTestApp(kind);
  let admin: TestUser;
  const ids: Record<string, number> = {};
  const page = async (path: string, lang = 'en') => {
    const res = await t().app.inject({
      method: 'GET',
      url: `/api${path}`,
      headers: { ...admin.headers, 'accept-language': lang },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    return res.json() as { items: Record<string, unknown>[]; total: number; page: number; limit: number };
  };
  const blogIds = async (query: string, lang?: string) =>
    (await page(`/blogs/admin${query}`, lang)).items.map((b) => b.blog_id);

  beforeAll(async () => {
    ({ adminA: admin } = await createInboxUsers(t().app));
    const { db } = t().app.database;
    const posts = [
      [
        'stats',
        { ar: 'التَّحْليل الإحصائي للبيانات', en: 'Statistical analysis', zh: '统计分析' },
        '2025-01-10T09:00:00Z',
      ],
      ['thesis', { ar: 'كتابة رسالة الماجستير', en: 'Writing a thesis', zh: '' }, '2025-03-05T09:00:00Z'],
      ['apa', { ar: 'توثيق المراجع', en: 'APA references', zh: '参考文献' }, '2025-06-20T09:00:00Z'],
    ] as const;
    for (const [key, title, at] of posts) {
      const [row] = await db
        .insert(blogs)
        .values({
          blog_title: title,
          blog_desc_md: { ar: 'نص', en: 'Text', zh: '正文' },
          blog_author: { ar: 'منى', en: 'Mona', zh: '莫娜' },
          blog_header_url: '/media/x.webp',
          creation_timestamp: at,
        })
        .returning();
      ids[key] = row!.blog_id;
    }
    const [deleted] = await db
      .insert(blogs)
      .values({ blog_title: { en: 'Statistical secrets (deleted)' }, is_deleted: true })
      .returning();
    ids.deleted = deleted!.blog_id;
    const [cat] = await db
      .insert(categories)
      .values({ cat_name: { en: 'Statistics', ar: 'الإحصاء', zh: '统计' } })
      .returning();
    ids.cat = cat!.cat_id;
    // Every text in three languages, but for one feature of SPSS without Chinese.
    const whole = {
      service_long_name: { en: 'Long', ar: 'طويل', zh: '长' },
      service_desc: { en: 'About', ar: 'عن', zh: '关于' },
    };
    const feature = { en: 'Charts', ar: 'رسوم', zh: '图表' };
    const [inCat] = await db
      .insert(services)
      .values({
        service_name: { en: 'SPSS', ar: 'إس بي إس إس', zh: 'SPSS' },
        ...whole,
        service_features: [feature, { en: 'Tables', ar: 'جداول' }],
        cat_id: cat!.cat_id,
      })
      .returning();
    await db.insert(services).values({
      service_name: { en: 'Translation', ar: 'ترجمة', zh: '翻译' },
      ...whole,
      service_features: [feature],
    });
    ids.spss = inCat!.service_id;
  });

  it('is for staff only', async () => {
    for (const url of ['/api/blogs/admin', `/api/blogs/admin/${ids.stats}`])
      expect((await t().app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });

  it('answers a page of live rows with the total, in the public list order by default', async () => {
    const first = await page('/blogs/admin?limit=2');
    expect(first).toMatchObject({ total: 3, page: 1, limit: 2 });
    expect(first.items.map((b) => b.blog_id)).toEqual([ids.apa, ids.thesis]);
    expect((await page('/blogs/admin?limit=2&page=2')).items.map((b) => b.blog_id)).toEqual([ids.stats]);
    expect((await page('/blogs/admin?page=9')).items).toEqual([]);
  });

  it('searches names in every language, Arabic with or without marks and with other alef forms', async () => {
    expect(await blogIds('?q=تحليل')).toEqual([ids.stats]);
    expect(await blogIds(`?q=${encodeURIComponent('التَّحْليل')}`)).toEqual([ids.stats]);
    expect(await blogIds(`?q=${encodeURIComponent('الاحصائي')}`)).toEqual([ids.stats]);
    expect(await blogIds('?q=THESIS')).toEqual([ids.thesis]);
    expect(await blogIds(`?q=${encodeURIComponent('参考')}`)).toEqual([ids.apa]);
    expect((await blogIds('?q=mona')).sort()).toEqual([ids.stats, ids.thesis, ids.apa].sort());
    // The maps' keys (ar, en, zh) are not text: no row has "zh" in a name.
    expect(await blogIds('?q=zh')).toEqual([]);
  });

  it('filters the rows missing a language and by day, and sorts', async () => {
    expect(await blogIds('?missing=zh')).toEqual([ids.thesis]);
    expect(await blogIds('?missing=ar')).toEqual([]);
    expect(await blogIds('?from=2025-03-05&to=2025-03-05')).toEqual([ids.thesis]);
    expect(await blogIds('?from=2025-03-06')).toEqual([ids.apa]);
    expect(await blogIds('?sort=oldest')).toEqual([ids.stats, ids.thesis, ids.apa]);
    expect(await blogIds('?sort=title', 'en')).toEqual([ids.apa, ids.stats, ids.thesis]);
  });

  it('narrows services by category', async () => {
    const inCat = await page(`/services/admin?cat_id=${ids.cat}`);
    expect(inCat.items.map((s) => s.service_id)).toEqual([ids.spss]);
    expect(inCat.total).toBe(1);
    const none = await page('/services/admin?cat_id=none');
    expect(none.items.map((s) => s.service_name)).toEqual([{ en: 'Translation', ar: 'ترجمة', zh: '翻译' }]);
  });

  it('finds a service with a feature missing a language', async () => {
    expect((await page('/services/admin?missing=zh')).items.map((s) => s.service_id)).toEqual([ids.spss]);
    expect((await page('/services/admin?missing=ar')).items).toEqual([]);
  });

  it('answers one live row by id, and 404 for a deleted one', async () => {
    const one = await t().app.inject({
      method: 'GET',
      url: `/api/blogs/admin/${ids.apa}`,
      headers: admin.headers,
    });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ blog_id: ids.apa, blog_title: { en: 'APA references' } });
    expect(
      (
        await t().app.inject({
          method: 'GET',
          url: `/api/blogs/admin/${ids.deleted}`,
          headers: admin.headers,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('refuses a bad parameter with a 400 naming it', async () => {
    const cases = [
      ['?page=0', 'page'],
      ['?limit=101', 'limit'],
      ['?missing=fr', 'missing'],
      ['?sort=random', 'sort'],
      ['?from=2026-02-30', 'from'],
      ['?to=today', 'to'],
      [`?q=${'x'.repeat(101)}`, 'q'],
    ] as const;
    for (const [query, name] of cases) {
      const res = await t().app.inject({
        method: 'GET',
        url: `/api/blogs/admin${query}`,
        headers: admin.headers,
      });
      expect(res.statusCode, query).toBe(400);
      expect(res.body, query).toContain(name);
    }
    const badCategory = await t().app.inject({
      method: 'GET',
      url: '/api/services/admin?cat_id=x',
      headers: admin.headers,
    });
    expect(badCategory.statusCode).toBe(400);
    expect(badCategory.body).toContain('cat_id');
    const badId = await t().app.inject({
      method: 'GET',
      url: '/api/blogs/admin/abc',
      headers: admin.headers,
    });
    expect(badId.statusCode).toBe(400);
  });

  it('is there for every content entity of the registry', async () => {
    for (const name of CONTENT_NAMES) expect((await page(`${CONTENT[name].api}/admin`)).limit, name).toBe(20);
  });
});
