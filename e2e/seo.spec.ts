import { describe, expect, it } from 'vitest';
import {
  LANGS,
  blogPath,
  markdownToPlainText,
  pick,
  servicePath,
  type Blog,
  type Service,
} from '../src/contract';
import { baseURL } from './browser';

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${baseURL()}${path}`, { headers, redirect: 'manual' });
const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`).exec(html)?.[1];
const decode = (s: string | undefined) =>
  s
    ?.replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

/** DESIGN §5 (decision 0010): what a link preview, a crawler and a search engine get from the running server. */
describe('SEO as served (the production build, no JavaScript)', () => {
  it("gives WhatsApp a blog's own og:title, og:description and absolute og:image", async () => {
    const [blog] = (await (await get('/api/blogs')).json()) as Blog[];
    expect(blog).toBeDefined();
    const path = blogPath(pick(blog!.blog_title, 'ar'), blog!.blog_id);
    const res = await get(path, { 'user-agent': 'WhatsApp/2.23.20.0 A' });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(decode(meta(html, 'og:title'))).toContain(pick(blog!.blog_title, 'ar'));
    // The post's opening as plain text (no markdown marks), not the blog list's description.
    expect(decode(meta(html, 'og:description'))!.slice(0, 60)).toBe(
      markdownToPlainText(pick(blog!.blog_desc_md, 'ar')).slice(0, 60),
    );
    expect(meta(html, 'og:image')).toBe(`${baseURL()}${blog!.blog_header_url}`);
    expect((await get(blog!.blog_header_url!)).status).toBe(200);
    expect(decode(/<link rel="canonical" href="([^"]+)">/.exec(html)?.[1])).toBe(`${baseURL()}${path}`);
    const ld = JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1]!) as {
      '@graph': { '@type': string }[];
    };
    expect(ld['@graph'].map((n) => n['@type'])).toEqual(['Organization', 'BlogPosting', 'BreadcrumbList']);
  });

  it('sends /services?lang=en with English head texts', async () => {
    const html = await (await get('/services?lang=en')).text();
    for (const text of [
      /<title>([^<]*)<\/title>/.exec(html)?.[1],
      meta(html, 'description'),
      meta(html, 'keywords'),
    ]) {
      expect(text).toMatch(/[a-z]{4}/);
      expect(text).not.toMatch(/[\u0600-\u06FF]/);
    }
  });

  it('lists every blog and service in the three languages in /sitemap.xml, and robots.txt names it', async () => {
    const res = await get('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/xml/);
    const locs = [...(await res.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) =>
      m[1]!.replace(/&amp;/g, '&'),
    );
    const services = (await (await get('/api/services')).json()) as Service[];
    const blogs = (await (await get('/api/blogs')).json()) as Blog[];
    expect(services.length).toBeGreaterThan(0);
    for (const lang of LANGS) {
      const suffix = lang === 'ar' ? '' : `&lang=${lang}`;
      for (const s of services)
        expect(locs).toContain(
          `${baseURL()}${servicePath(pick(s.service_name, lang), s.service_id)}${suffix}`,
        );
      for (const b of blogs)
        expect(locs).toContain(`${baseURL()}${blogPath(pick(b.blog_title, lang), b.blog_id)}${suffix}`);
    }
    const robots = await (await get('/robots.txt')).text();
    expect(robots).toContain('Disallow: /system\n');
    expect(robots).toContain(`Sitemap: ${baseURL()}/sitemap.xml`);
  });
});
