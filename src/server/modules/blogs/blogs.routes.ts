import { type Blog, BlogSchema, CreateBlogSchema, UpdateBlogSchema } from '../../../contract';
import { blogs } from '../../db/schema';
import { BODY_LIMIT } from '../../media/limits';
import { contentRoutes, entityMessages, publicListLoader, type ContentRoutesSpec } from '../shared/content-crud.routes';

/**
 * SPEC §7 blogs: `GET /blogs` newest first, `GET /blogs?blog_id=` an array of at most one
 * (the detail screen takes the first element); admin-only create (header image required),
 * update (`blog_header_image` null or absent: unchanged) and soft delete.
 */
export const BLOGS: ContentRoutesSpec = {
  entity: 'blogs',
  path: '/blogs',
  table: blogs,
  id: blogs.blog_id,
  order: 'newest',
  lookupById: true,
  schemas: { entity: BlogSchema, create: CreateBlogSchema, update: UpdateBlogSchema },
  uploads: [{ field: 'blog_header_image', column: 'blog_header_url', kind: 'image' }],
  messages: entityMessages('blog'),
  bodyLimit: BODY_LIMIT.image,
};

export const blogsRoutes = contentRoutes(BLOGS);

/** `GET /api/blogs` through the read cache: the API and the pages read it here. */
export const loadPublicBlogs = publicListLoader<Blog>(BLOGS);
