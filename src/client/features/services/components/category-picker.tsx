import { Icon } from '../../../ui/icon';
import { ArrowDropDown } from '../../../ui/icon-paths';
import { useCallback, useEffect, useId, useState, type ComponentType } from 'react';
import { pick } from '../../../../contract';
import { useApp } from '../../../context/app-provider';
import { FormTextField } from '../../../ui/form-text-field';
import { muiPart } from '../../../render/mui-part';
import { whenIdle } from '../../../render/when-idle';
import type { CategoryPickerProps } from './category-autocomplete';

const loadAutocomplete = muiPart(() => import('./category-autocomplete').then((m) => m.CategoryAutocomplete));

/**
 * The category selector. MUI's Autocomplete (with its popper) weighs ~30 KB gzip, more
 * than the rest of the page: the server renders a stand-in field of the same size with
 * the chosen category. Its code is fetched once the browser is idle (issue 9 §10: nothing
 * heavy in the first load), and it takes the stand-in's place when the visitor reaches the
 * field (pointer or focus): mounted at idle, its ~60 style rules went through the RTL
 * transform in one long task of the page's load (issue 10).
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

  useEffect(() => whenIdle(() => void loadAutocomplete()), []);

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
