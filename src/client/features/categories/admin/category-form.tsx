import { ADMIN_PATHS, TEXT_LIMITS, isValidLangMap, type Category, type LangMap } from '../../../../contract';
import { useSaveContent } from '../../../api/content-writes';
import { useApp } from '../../../context/app-provider';
import { AdminForm } from '../../../ui/admin/admin-form';
import { draftKey } from '../../../ui/admin/use-draft';
import { useAdminForm } from '../../../ui/admin/use-admin-form';
import { ImageUpload } from '../../../ui/image-upload';
import { LangMapField } from '../../../ui/lang-map-field';
import { CategoryCard } from '../components/category-card';
import { usePreviewName } from '../../../ui/admin/use-preview-name';

interface CategoryValues {
  cat_name: LangMap;
  /** The stored image's URL, or a newly chosen one as a data URL. */
  image: string | null;
}

/**
 * Create Category and Update Category (SPEC §2, §5): name and header image, with the card
 * as the public site will show it. Create keeps a draft (SPEC §4). Update sends the name
 * only if it passes the language-map check and the image as null when unchanged.
 */
export function CategoryForm({ category }: { category?: Category }) {
  const { t } = useApp();
  const named = usePreviewName();
  const save = useSaveContent('categories');
  const form = useAdminForm({
    draftKey: category ? undefined : draftKey('category'),
    initial: (): CategoryValues => ({
      cat_name: category?.cat_name ?? {},
      image: category?.cat_header_url ?? null,
    }),
    checks: ({ cat_name, image }) => [
      ['cat_name', isValidLangMap(cat_name), t('Enter a name longer than 3 characters.')],
      ['image', Boolean(image), t('Choose a header image.')],
    ],
    save,
    listPath: ADMIN_PATHS.categories,
    toVariables: ({ cat_name, image }) =>
      category
        ? {
            id: category.cat_id,
            body: {
              ...(isValidLangMap(cat_name) ? { cat_name } : {}),
              cat_header_image: image === category.cat_header_url ? null : image,
            },
          }
        : { body: { cat_name, cat_header_image: image ?? '' } },
  });
  const { cat_name, image } = form.values;
  const preview: Category = {
    cat_id: category?.cat_id ?? 0,
    cat_name: named(cat_name),
    cat_header_url: image,
    is_deleted: false,
    creation_timestamp: category?.creation_timestamp ?? '',
  };

  return (
    <>
      <AdminForm
        title={category ? t('Update Category') : t('Create Category')}
        submitLabel={category ? t('Update Category') : t('Create Category')}
        preview={<CategoryCard category={preview} headingLevel="h3" />}
        texts={[cat_name]}
        form={form}
      >
        <LangMapField
          label={t('Category name')}
          name="cat_name"
          value={cat_name}
          onChange={form.field('cat_name')}
          required
          maxLength={TEXT_LIMITS.name}
        />
        <ImageUpload label={t('Header image')} value={image} onChange={form.field('image')} required />
      </AdminForm>
      {form.leaveDialog}
    </>
  );
}
