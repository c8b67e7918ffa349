import { ADMIN_PATHS } from '../../../../contract';
import { useCategories } from '../../../api/categories';
import { CategoriesAdmin } from '../../../features/categories/admin/categories-admin';
import { CategoryForm } from '../../../features/categories/admin/category-form';
import { entityScreens } from '../../../ui/admin/entity-screens';

/** /system/categories, /create and /update/:id (SPEC §2), lazy-loaded by ../system.tsx. */
export const { List, Create, Update } = entityScreens({
  List: CategoriesAdmin,
  form: (category) => <CategoryForm category={category} />,
  useList: useCategories,
  idOf: (category) => category.cat_id,
  listPath: ADMIN_PATHS.categories,
});
