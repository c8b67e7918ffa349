import {
  LANGS,
  markdownToPlainText,
  pick,
  truncate,
  type Blog,
  type LangMap,
  type RouteMeta,
  type SiteSettings,
} from '../../../contract';

const DESCRIPTION_MAX = 160;

const perLang = (text: (lang: (typeof LANGS)[number]) => string): LangMap =>
  Object.fromEntries(LANGS.map((lang) => [lang, text(lang)]));

/**
 * SPEC §2 "Blogs" detail: the page title is the site name plus the blog title; the
 * description is the post's opening, the preview image its header (docs/decisions/0009).
 */
export function blogRouteMeta(blog: Blog, settings: SiteSettings): RouteMeta {
  return {
    title: perLang((lang) => `${pick(settings.site_name, lang)} | ${pick(blog.blog_title, lang)}`),
    description: perLang((lang) =>
      truncate(markdownToPlainText(pick(blog.blog_desc_md, lang)), DESCRIPTION_MAX),
    ),
    image: blog.blog_header_url,
    type: 'article',
    name: blog.blog_title,
    entity: { kind: 'blog', id: blog.blog_id, author: blog.blog_author, published: blog.creation_timestamp },
  };
}
