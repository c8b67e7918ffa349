import { ADMIN_PATHS } from '../../../../contract';
import { useCategories } from '../../../api/categories';
import { CategoriesAdmin } from '../../../features/categories/admin/categories-admin';
import { CategoryForm } from '../../../features/categories/admin/category-form';
import { EditTarget } from '../../../ui/admin/edit-target';

/** /system/categories, /create and /update/:id (SPEC §2): thin route modules, lazy-loaded by ../system.tsx. */
export const List = CategoriesAdmin;

export const Create = () => <CategoryForm />;

export function Update() {
  return (
    <EditTarget query={useCategories()} idOf={(category) => category.cat_id} listPath={ADMIN_PATHS.categories}>
      {(category) => <CategoryForm category={category} />}
    </EditTarget>
  );
}
