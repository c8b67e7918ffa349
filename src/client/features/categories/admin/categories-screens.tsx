import { ADMIN_PATHS } from '../../../../contract';
import { CategoriesAdmin } from './categories-admin';
import { CategoryForm } from './category-form';
import { entityScreens } from '../../../ui/admin/entity-screens';

/**
 * /system/categories, /create and /update/:id (SPEC §2), lazy-loaded through features/admin/content-admin.ts.
 */
export const { List, Create, Update } = entityScreens({
  List: CategoriesAdmin,
  form: (category) => <CategoryForm category={category} />,
  entity: 'categories',
  idOf: (category) => category.cat_id,
  listPath: ADMIN_PATHS.categories,
});
