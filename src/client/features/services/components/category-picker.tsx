import { Icon } from '../../../ui/icon';
import { ArrowDropDown } from '../../../ui/icon-paths';
import { useCallback, useId, useState, type ComponentType } from 'react';
import { pick } from '../../../../contract';
import { useApp } from '../../../context/app-provider';
import { FormTextField } from '../../../ui/form-text-field';
import { muiPart } from '../../../render/mui-part';
import type { CategoryPickerProps } from './category-autocomplete';

const loadAutocomplete = muiPart(() => import('./category-autocomplete').then((m) => m.CategoryAutocomplete));

/**
 * The category selector. MUI's Autocomplete (with its popper) weighs ~30 KB gzip, more
 * than the rest of the page: the server renders a stand-in field of the same size with
 * the chosen category, and the Autocomplete takes its place when the visitor reaches the
 * field (pointer, touch or focus: decision 0021, an MUI part loads when about to show).
 * Its code is fetched then, not at idle: fetched and run at idle it was ~120 KB and the
 * page's longest tasks within Lighthouse's load, and `/services` in Arabic scored 98 with
 * an LCP of 2.25 s against 99 and 1.68 s without it (median of 5, decision 0028).
 * Mounted at once, its ~60 style rules went through the RTL transform in one long task of
 * the page's load (decision 0020). The stand-in is a FormTextField: TextField itself would
 * bring Select, Menu, Popover and Modal (~13 KB gzip) into the page's first load.
 */
export function CategoryPicker(props: Omit<CategoryPickerProps, 'autoFocus'>) {
  const { t, lang } = useApp();
  const [Autocomplete, setAutocomplete] = useState<ComponentType<CategoryPickerProps> | null>(null);
  const [focused, setFocused] = useState(false);
  const id = useId();
  const load = useCallback(() => {
    void loadAutocomplete().then((component) => setAutocomplete(() => component));
  }, []);

  if (Autocomplete) return <Autocomplete {...props} autoFocus={focused} />;
  return (
    <FormTextField
      id={id}
      name="category"
      label={t('Select Category')}
      value={props.value ? pick(props.value.cat_name, lang) : ''}
      readOnly
      onFocus={() => {
        setFocused(true);
        load();
      }}
      onPointerEnter={load}
      endAdornment={<Icon shapes={ArrowDropDown} />}
      style={{ maxWidth: 420, width: '100%' }}
    />
  );
}
