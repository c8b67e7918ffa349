import { expect, it } from 'vitest';
import { pngDataUrl } from '../../test/fixtures';
import { describeContentCrud, validMap } from '../shared/content-crud.suite';
import { BLOGS } from './blogs.routes';

describeContentCrud(
  'blogs routes',
  BLOGS,
  // SPEC §5 "Blog": title, content and author, and a header image.
  { required: ['blog_title', 'blog_desc_md', 'blog_author', 'blog_header_image'] },
  async () => ({
    blog_title: validMap('Writing a literature review'),
    blog_desc_md: { en: '## Start with a map\n\n- Read widely\n- > Quote carefully', ar: '## ابدأ بخريطة\n\n- اقرأ كثيرًا' },
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
        expect((res.json() as { issues: { path: string }[] }).issues.map((i) => i.path)).toEqual(['querystring.blog_id']);
      }
    });

    it('lists blogs newest first', async () => {
      const older = await ctx.create({ blog_title: validMap('Older post') });
      const newer = await ctx.create({ blog_title: validMap('Newer post') });
      const ids = (await ctx.list()).map((b) => b.blog_id);
      expect(ids.indexOf(newer.blog_id)).toBeLessThan(ids.indexOf(older.blog_id));
      expect(ids[0]).toBe(newer.blog_id);
    });

    it('caches each ?blog_id= read apart and drops them all on a write', async () => {
      const blog = await ctx.create();
      const url = `/api/blogs?blog_id=${String(blog.blog_id)}`;
      const etag = String((await ctx.inject('GET', url)).headers.etag);
      expect((await ctx.inject('GET', url, undefined, { 'if-none-match': etag })).statusCode).toBe(304);
      await ctx.inject('POST', `/api/blogs/${String(blog.blog_id)}`, { blog_id: blog.blog_id, blog_author: validMap('Prof. Omar Nasser') });
      const after = await ctx.inject('GET', url, undefined, { 'if-none-match': etag });
      expect(after.statusCode).toBe(200);
      expect(after.json()).toEqual([{ ...blog, blog_author: validMap('Prof. Omar Nasser') }]);
    });
  },
);
