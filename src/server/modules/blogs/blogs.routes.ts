import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  type Blog,
  type BlogCardData,
  BlogCardSchema,
  BlogSchema,
  CreateBlogSchema,
  PAGE_SIZE,
  UpdateBlogSchema,
  toBlogCard,
} from '../../../contract';
import { blogs } from '../../db/schema';
import { isoTimestamp } from '../../db/schema/common';
import { BODY_LIMIT } from '../../media/limits';
import type { EntityMessages } from '../../i18n/messages';
import { cardPageLoader, cardPageRoute, leadingText, type CardPageSpec } from '../shared/card-pages';
import type { OperationNouns } from '../shared/operation-nouns';
import { contentRoutes, publicListLoader, type ContentRoutesSpec } from '../shared/content-crud.routes';

/** The writes' messages (DESIGN §4). */
const MESSAGES = {
  created: { en: 'Blog created successfully', ar: 'تم نشر المقال بنجاح', zh: '文章已成功发布' },
  updated: { en: 'Blog updated successfully', ar: 'تم تحديث المقال بنجاح', zh: '文章已成功更新' },
  deleted: { en: 'Blog deleted successfully', ar: 'تم حذف المقال بنجاح', zh: '文章已成功删除' },
  notFound: { en: 'Blog not found', ar: 'المقال غير موجود', zh: '未找到该文章' },
} satisfies EntityMessages;

const BLOG_NOUNS: OperationNouns = { one: 'Blog', many: 'Blogs', a: 'a blog post', some: 'blog posts' };

/**
 * SPEC §7 blogs: `GET /blogs` newest first, `GET /blogs?blog_id=` an array of at most one
 * (the detail screen takes the first element); admin-only create (header image required),
 * update (`blog_header_image` null or absent: unchanged) and soft delete.
 */
export const BLOGS: ContentRoutesSpec = {
  entity: 'blogs',
  path: '/blogs',
  nouns: BLOG_NOUNS,
  table: blogs,
  id: blogs.blog_id,
  order: 'newest',
  lookupById: true,
  schemas: { entity: BlogSchema, create: CreateBlogSchema, update: UpdateBlogSchema },
  uploads: [{ field: 'blog_header_image', column: 'blog_header_url', kind: 'image' }],
  messages: MESSAGES,
  bodyLimit: BODY_LIMIT.image,
  texts: [blogs.blog_title, blogs.blog_desc_md, blogs.blog_author],
  searched: [blogs.blog_title, blogs.blog_author],
};

/**
 * Pages of post cards (decision 0028). A card's excerpt is the body's first 120 characters
 * as plain text, made from the body's first 2,000: markdown that long holds more than 120
 * characters of text unless it is nearly all links or images, and the database sends a
 * page of cards, not a page of whole posts.
 */
const BLOG_CARDS: CardPageSpec<BlogCardData> = {
  entity: 'blogs',
  path: '/blogs',
  nouns: BLOG_NOUNS,
  table: blogs,
  id: blogs.blog_id,
  order: 'newest',
  columns: {
    blog_id: blogs.blog_id,
    blog_title: blogs.blog_title,
    blog_author: blogs.blog_author,
    blog_header_url: blogs.blog_header_url,
    creation_timestamp: blogs.creation_timestamp,
    blog_desc_md: leadingText(blogs.blog_desc_md, 2000).as('blog_desc_md'),
  },
  toCard: (row) =>
    toBlogCard({ ...row, creation_timestamp: isoTimestamp(String(row.creation_timestamp)) } as Blog),
  card: BlogCardSchema,
  defaultLimit: PAGE_SIZE.blogs,
};

const crud = contentRoutes(BLOGS);
const cards = cardPageRoute(BLOG_CARDS);
export const blogsRoutes: FastifyPluginAsyncZod = async (app, options) => {
  await crud(app, options);
  await cards(app, options);
};

/** A page of post cards through the read cache, for the API and the pages. */
export const loadBlogCards = cardPageLoader(BLOG_CARDS);

/** `GET /api/blogs` through the read cache: the API and the pages read it here. */
export const loadPublicBlogs = publicListLoader<Blog>(BLOGS);
