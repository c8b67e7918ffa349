import { ADMIN_PATHS } from '../../../../contract';
import { BlogForm } from './blog-form';
import { BlogsAdmin } from './blogs-admin';
import { entityScreens } from '../../../ui/admin/entity-screens';

/**
 * /system/blogs, /create and /update/:id (SPEC §2), lazy-loaded through
 * features/admin/content-admin.ts; the editor loads with the form.
 */
export const { List, Create, Update } = entityScreens({
  List: BlogsAdmin,
  form: (blog) => <BlogForm blog={blog} />,
  entity: 'blogs',
  idOf: (blog) => blog.blog_id,
  listPath: ADMIN_PATHS.blogs,
});
