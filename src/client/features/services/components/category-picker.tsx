import { pick } from '../../../../contract';
import type { CategoryMenuItem } from '../../../api/categories';
import { useApp } from '../../../context/app-provider';
import { Combobox } from '../../../ui/combobox';

export interface CategoryPickerProps {
  categories: readonly CategoryMenuItem[];
  value: CategoryMenuItem | null;
  onChange: (category: CategoryMenuItem | null) => void;
}

/**
 * SPEC §2 "Services": the category selector, an autocomplete labelled Select Category. Plain
 * elements (ui/combobox, decision 0039): MUI's Autocomplete, ~30 KB gzip with its popper,
 * was loaded when the visitor reached the field, and the first tap on a phone waited 0.6 to
 * 1 s for it.
 */
export function CategoryPicker({ categories, value, onChange }: CategoryPickerProps) {
  const { t, lang } = useApp();
  return (
    <Combobox
      name="category"
      label={t('Select Category')}
      options={categories.map((category) => ({ id: category.cat_id, label: pick(category.cat_name, lang) }))}
      value={value?.cat_id ?? null}
      onChange={(id) => onChange(categories.find((category) => category.cat_id === id) ?? null)}
      noOptionsText={t('No categories')}
      clearText={t('Clear')}
      openText={t('Open')}
      style={{ maxWidth: 420 }}
    />
  );
}
