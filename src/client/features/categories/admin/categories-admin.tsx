import AddIcon from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import { Link as AppLink } from '../../../context/navigation';
import { ADMIN_PATHS, pick } from '../../../../contract';
import { useDeleteContent } from '../../../api/content-writes';
import { useApp } from '../../../context/app-provider';
import { AdminCardList } from '../../../ui/admin/admin-card-list';
import { AdminScreenHeader } from '../../../ui/admin/admin-screen-header';
import { CategoryCard } from '../components/category-card';

/** The Categories screen (SPEC §2): Create Category, the cards with edit and delete, 'no categories'. */
export function CategoriesAdmin() {
  const { t, lang } = useApp();
  const remove = useDeleteContent('categories');
  return (
    <>
      <AdminScreenHeader
        actionNeeds="content.write"
        title={t('Categories')}
        action={
          <Button
            component={AppLink}
            to={`${ADMIN_PATHS.categories}/create`}
            variant="contained"
            startIcon={<AddIcon />}
          >
            {t('Create Category')}
          </Button>
        }
      />
      <AdminCardList
        entity="categories"
        columns={{ xs: 1, sm: 2, lg: 3 }}
        emptyText={t('no categories')}
        idOf={(category) => category.cat_id}
        nameOf={(category) => pick(category.cat_name, lang)}
        textsOf={(category) => [category.cat_name]}
        editPathOf={(category) => `${ADMIN_PATHS.categories}/update/${category.cat_id}`}
        renderCard={(category, actions) => (
          <CategoryCard category={category} actions={actions} headingLevel="h2" />
        )}
        deleteTitle={t('Category Delete')}
        deleteMessage={t('Are you sure you want to delete this category?')}
        onDelete={(id) => remove.mutateAsync(id)}
        isDeleting={remove.isPending}
      />
    </>
  );
}
