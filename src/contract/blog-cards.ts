import { BLOG_CARD_TRUNCATE } from './constants';
import type { Blog } from './entities';
import { LANGS, pick, type LangMap } from './languages';
import { markdownToPlainText, truncate } from './plain-text';

/**
 * What a blog card shows (SPEC §2 "Blogs"): a post without its body, and the body's first
 * 120 characters as plain text in each language. The lists of posts (the blogs page, the
 * home carousel) carry cards, not posts, so a page's hydration data holds a few hundred
 * bytes per post instead of its whole markdown in three languages (decision 0011).
 */
export type BlogCardData = Pick<
  Blog,
  'blog_id' | 'blog_title' | 'blog_author' | 'blog_header_url' | 'creation_timestamp'
> & {
  /** Per language, what the card prints in that language (the body falls back as `pick` does). */
  excerpt: LangMap;
};

/**
 * By post object: the server's read cache hands every render the same objects until a
 * write, so each post is read as text once.
 */
const cards = new WeakMap<Blog, BlogCardData>();

export function toBlogCard(blog: Blog): BlogCardData {
  let card = cards.get(blog);
  if (!card) cards.set(blog, (card = makeCard(blog)));
  return card;
}

function makeCard(blog: Blog): BlogCardData {
  const excerpt = Object.fromEntries(
    LANGS.map((lang) => [
      lang,
      truncate(markdownToPlainText(pick(blog.blog_desc_md, lang)), BLOG_CARD_TRUNCATE),
    ]),
  ) as LangMap;
  return {
    blog_id: blog.blog_id,
    blog_title: blog.blog_title,
    blog_author: blog.blog_author,
    blog_header_url: blog.blog_header_url,
    creation_timestamp: blog.creation_timestamp,
    excerpt,
  };
}
