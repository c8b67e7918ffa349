import { Autocomplete, TextField } from '@mui/material';
import { pick, type Category } from '../../../../contract';
import { useApp } from '../../../context/app-provider';

export interface CategoryPickerProps {
  /** Open the list at once (the visitor focused the stand-in before this loaded). */
  autoFocus?: boolean;
  categories: readonly Category[];
  value: Category | null;
  onChange: (category: Category | null) => void;
}

/**
 * SPEC §2 "Services": the category selector, an autocomplete labelled Select Category
 * (loaded after the page: category-picker.tsx).
 */
export function CategoryAutocomplete({
  categories,
  value,
  onChange,
  autoFocus = false,
}: CategoryPickerProps) {
  const { t, lang } = useApp();
  return (
    <Autocomplete
      options={categories}
      value={value}
      onChange={(_, next) => onChange(next)}
      getOptionLabel={(category) => pick(category.cat_name, lang)}
      isOptionEqualToValue={(a, b) => a.cat_id === b.cat_id}
      noOptionsText={t('No categories')}
      clearText={t('Clear')}
      openText={t('Open')}
      closeText={t('Close')}
      openOnFocus
      renderInput={(params) => <TextField {...params} label={t('Select Category')} autoFocus={autoFocus} />}
      sx={{ maxWidth: 420 }}
    />
  );
}
