import { describe, expect, it } from 'vitest';
import { toBlogCard, type Blog } from '../../../contract';
import { pngDataUrl } from '../../test/fixtures';
import { describeContentCrud, validMap } from '../shared/content-crud.suite';
import { BLOGS } from './blogs.routes';

describeContentCrud(
  'blogs routes',
  BLOGS,
  // SPEC §5 "Blog": title, content and author, and a header image.
  {
    required: ['blog_title', 'blog_desc_md', 'blog_author', 'blog_header_image'],
    messages: {
      en: [
        'Blog created successfully',
        'Blog updated successfully',
        'Blog deleted successfully',
        'Blog not found',
      ],
      ar: ['تم نشر المقال بنجاح', 'تم تحديث المقال بنجاح', 'تم حذف المقال بنجاح', 'المقال غير موجود'],
      zh: ['文章已成功发布', '文章已成功更新', '文章已成功删除', '未找到该文章'],
    },
  },
  async () => ({
    blog_title: validMap('Writing a literature review'),
    blog_desc_md: {
      en: '## Start with a map\n\n- Read widely\n- > Quote carefully',
      ar: '## ابدأ بخريطة\n\n- اقرأ كثيرًا',
    },
    blog_author: validMap('Dr. Sara Haddad'),
    blog_header_image: await pngDataUrl(),
  }),
  (ctx) => {
    it('answers ?blog_id= with an array of at most one blog', async () => {
      const blog = await ctx.create();
      expect(await ctx.list(`?blog_id=${String(blog.blog_id)}`)).toEqual([blog]);
      expect(await ctx.list('?blog_id=999999')).toEqual([]);
      await ctx.inject('DELETE', `/api/blogs/${String(blog.blog_id)}`);
      expect(await ctx.list(`?blog_id=${String(blog.blog_id)}`)).toEqual([]);
    });

    it('refuses a blog_id that is not a positive integer (400)', async () => {
      for (const bad of ['abc', '', '1.5', '-2', '0x10', '99999999999']) {
        const res = await ctx.inject('GET', `/api/blogs?blog_id=${bad}`);
        expect(res.statusCode, bad).toBe(400);
        expect((res.json() as { issues: { path: string }[] }).issues.map((i) => i.path)).toEqual([
          'querystring.blog_id',
        ]);
      }
    });

    it('lists blogs newest first', async () => {
      const older = await ctx.create({ blog_title: validMap('Older post') });
      const newer = await ctx.create({ blog_title: validMap('Newer post') });
      const ids = (await ctx.list()).map((b) => b.blog_id);
      expect(ids.indexOf(newer.blog_id)).toBeLessThan(ids.indexOf(older.blog_id));
      expect(ids[0]).toBe(newer.blog_id);
    });

    describe('GET /api/blogs/cards (decision 0028)', () => {
      type Page = {
        items: { blog_id: number; excerpt: Record<string, string> }[];
        total: number;
        page: number;
        limit: number;
      };
      const cards = async (query: string, headers?: Record<string, string>) =>
        ctx.inject('GET', `/api/blogs/cards${query}`, undefined, headers);

      it('answers a page of cards, newest first, with the total; past the last page, none', async () => {
        for (const n of [1, 2, 3]) await ctx.create({ blog_title: validMap(`Paged ${String(n)}`) });
        const all = (await ctx.list()).map((b) => b.blog_id);
        const first = (await cards('?page=1&limit=2')).json() as Page;
        expect(first).toMatchObject({ total: all.length, page: 1, limit: 2 });
        expect(first.items.map((c) => c.blog_id)).toEqual(all.slice(0, 2));
        expect(Object.keys(first.items[0]!).sort()).toEqual([
          'blog_author',
          'blog_header_url',
          'blog_id',
          'blog_title',
          'creation_timestamp',
          'excerpt',
        ]);
        // The excerpt made from the body's start is the one the whole post makes.
        const [whole] = await ctx.list(`?blog_id=${String(all[0])}`);
        expect(first.items[0]!.excerpt).toEqual(toBlogCard(whole as unknown as Blog).excerpt);
        expect(((await cards('?page=2&limit=2')).json() as Page).items.map((c) => c.blog_id)).toEqual(
          all.slice(2, 4),
        );
        expect((await cards(`?page=${String(all.length + 1)}&limit=1`)).json()).toEqual({
          items: [],
          total: all.length,
          page: all.length + 1,
          limit: 1,
        });
        expect(((await cards('')).json() as Page).limit).toBe(6);
      });

      it('refuses a page or limit that is not a positive integer, or a limit past 48 (400 naming it)', async () => {
        for (const [query, path] of [
          ['?page=0', 'querystring.page'],
          ['?page=x', 'querystring.page'],
          ['?limit=49', 'querystring.limit'],
          ['?limit=-1', 'querystring.limit'],
        ] as const) {
          const res = await cards(query);
          expect(res.statusCode, query).toBe(400);
          expect((res.json() as { issues: { path: string }[] }).issues.map((i) => i.path)).toEqual([path]);
        }
      });

      it('keeps a cached page when another post is edited, and drops it when one of its posts is edited or a post is added', async () => {
        for (const n of [1, 2, 3]) await ctx.create({ blog_title: validMap(`Scoped ${String(n)}`) });
        const page = async (etag?: string) =>
          cards('?page=1&limit=2', etag ? { 'if-none-match': etag } : undefined);
        const etag = String((await page()).headers.etag);
        const [shown, , elsewhere] = (await ctx.list()).map((b) => b.blog_id as number);
        await ctx.inject('POST', `/api/blogs/${String(elsewhere)}`, {
          blog_author: validMap('Someone else'),
        });
        expect((await page(etag)).statusCode).toBe(304);
        await ctx.inject('POST', `/api/blogs/${String(shown)}`, {
          blog_author: validMap('Edited on the page'),
        });
        const after = await page(etag);
        expect(after.statusCode).toBe(200);
        const etag2 = String(after.headers.etag);
        await ctx.create();
        expect((await page(etag2)).statusCode).toBe(200);
      });
    });

    it('caches each ?blog_id= read apart and drops them all on a write', async () => {
      const blog = await ctx.create();
      const url = `/api/blogs?blog_id=${String(blog.blog_id)}`;
      const etag = String((await ctx.inject('GET', url)).headers.etag);
      expect((await ctx.inject('GET', url, undefined, { 'if-none-match': etag })).statusCode).toBe(304);
      await ctx.inject('POST', `/api/blogs/${String(blog.blog_id)}`, {
        blog_id: blog.blog_id,
        blog_author: validMap('Prof. Omar Nasser'),
      });
      const after = await ctx.inject('GET', url, undefined, { 'if-none-match': etag });
      expect(after.statusCode).toBe(200);
      expect(after.json()).toEqual([{ ...blog, blog_author: validMap('Prof. Omar Nasser') }]);
    });
  },
);
