import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { useCallback, useEffect, useId, useState, type ComponentType } from 'react';
import { pick } from '../../../../contract';
import { useApp } from '../../../context/app-provider';
import { FormTextField } from '../../../ui/form-text-field';
import type { CategoryPickerProps } from './category-autocomplete';

const loadAutocomplete = () => import('./category-autocomplete').then((m) => m.CategoryAutocomplete);

/**
 * The category selector. MUI's Autocomplete (with its popper) weighs ~30 KB gzip, more
 * than the rest of the page: the server renders a stand-in field of the same size with
 * the chosen category, and the real one loads once the browser is idle, or at once when
 * the visitor reaches the field first (issue 9 §10: nothing heavy in the first load).
 * The stand-in is a FormTextField: TextField itself would bring Select, Menu, Popover and
 * Modal (~13 KB gzip) into the page's first load (issue 10).
 */
export function CategoryPicker(props: Omit<CategoryPickerProps, 'autoFocus'>) {
  const { t, lang } = useApp();
  const [Autocomplete, setAutocomplete] = useState<ComponentType<CategoryPickerProps> | null>(null);
  const [focused, setFocused] = useState(false);
  const id = useId();
  const load = useCallback(() => {
    void loadAutocomplete().then((component) => setAutocomplete(() => component));
  }, []);

  useEffect(() => {
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(load, 200);
      return () => window.clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(load, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }, [load]);

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
      endAdornment={<ArrowDropDownIcon sx={{ color: 'action.active' }} />}
      sx={{ maxWidth: 420, width: '100%' }}
    />
  );
}
