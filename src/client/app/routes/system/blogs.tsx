import { ADMIN_PATHS } from '../../../../contract';
import { useBlogs } from '../../../api/blogs';
import { BlogForm } from '../../../features/blogs/admin/blog-form';
import { BlogsAdmin } from '../../../features/blogs/admin/blogs-admin';
import { entityScreens } from '../../../ui/admin/entity-screens';

/** /system/blogs, /create and /update/:id (SPEC §2), lazy-loaded by ../system.tsx; the editor loads with the form. */
export const { List, Create, Update } = entityScreens({
  List: BlogsAdmin,
  form: (blog) => <BlogForm blog={blog} />,
  useList: useBlogs,
  idOf: (blog) => blog.blog_id,
  listPath: ADMIN_PATHS.blogs,
});
