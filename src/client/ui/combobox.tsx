import { useEffect, useId, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { sheet, useSheet } from '../render/sheet';
import { IconButton, buttons } from './button';
import { FormTextField } from './form-text-field';
import { Icon } from './icon';
import { ArrowDropDown, Close } from './icon-paths';
import { roveIndex } from './roving-index';

// MUI's Autocomplete popup as the theme drew it: a paper below the field, the active option
// tinted, the chosen one in the primary tint.
const combobox = sheet(
  'combobox',
  `.combo{position:relative;width:100%}
  .combo-tools{display:inline-flex;align-items:center;margin-inline-end:-8px}
  .combo-tools .icon-btn{padding:2px}
  .combo-open .combo-toggle{transform:rotate(180deg)}
  .combo-pop{position:absolute;z-index:1300;inset-inline:0;top:calc(100% + 4px);margin:0;padding:8px 0;max-height:40vh;overflow-y:auto;overscroll-behavior:contain;list-style:none;border-radius:var(--radius);background:var(--paper);color:var(--ink);box-shadow:0px 5px 5px -3px rgba(0,0,0,0.2),0px 8px 10px 1px rgba(0,0,0,0.14),0px 3px 14px 2px rgba(0,0,0,0.12)}
  .combo-option{display:flex;align-items:center;min-height:48px;box-sizing:border-box;padding:6px 16px;cursor:pointer;-webkit-tap-highlight-color:transparent}
  .combo-option[aria-selected="true"]{background-color:rgba(51, 31, 171, 0.08)}
  .combo-option.combo-active{background-color:rgba(0, 0, 0, 0.04)}
  .combo-option[aria-selected="true"].combo-active{background-color:rgba(51, 31, 171, 0.12)}
  .combo-empty{padding:14px 16px;color:var(--ink-2)}
  @media (min-width:600px){.combo-option{min-height:auto}}`,
  [buttons],
);

export interface ComboboxOption {
  id: number;
  label: string;
}

export interface ComboboxProps {
  name: string;
  label: string;
  options: readonly ComboboxOption[];
  value: number | null;
  onChange: (id: number | null) => void;
  noOptionsText: string;
  clearText: string;
  openText: string;
  /** The field's place in its form. */
  style?: CSSProperties;
}

/**
 * An editable combobox (WAI-ARIA's combobox with a list, as MUI's Autocomplete behaved) of
 * plain elements in the page's own code (decision 0039): it answers the first tap at once.
 * Focus opens the list with every option, the chosen one active; typing narrows it; up and
 * down move, Enter chooses, Escape closes and gives back the chosen text; leaving the field
 * does the same. The clear button empties the choice.
 */
export function Combobox({
  name,
  label,
  options,
  value,
  onChange,
  noOptionsText,
  clearText,
  openText,
  style,
}: ComboboxProps) {
  useSheet(combobox);
  const id = useId();
  const listId = `${id}-list`;
  const chosen = options.find((option) => option.id === value) ?? null;
  const [open, setOpen] = useState(false);
  // What the visitor typed since opening; null: the field shows the chosen option.
  const [typed, setTyped] = useState<string | null>(null);
  const [active, setActive] = useState<number | null>(null);
  const inputRef = useRef<HTMLInputElement | HTMLTextAreaElement | null>(null);

  // Focused before its code was here (the server's field takes a tap by itself): open now.
  useEffect(() => {
    if (inputRef.current && document.activeElement === inputRef.current) {
      setOpen(true);
      setActive(value);
    }
    // Once, as it mounts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const query = (typed ?? '').trim().toLocaleLowerCase();
  const shown = query
    ? options.filter((option) => option.label.toLocaleLowerCase().includes(query))
    : options;
  const activeIndex = shown.findIndex((option) => option.id === active);

  const openList = () => {
    setOpen(true);
    setActive(value);
  };
  const close = () => {
    setOpen(false);
    setTyped(null);
    setActive(null);
  };
  const choose = (option: ComboboxOption) => {
    onChange(option.id);
    close();
  };
  const move = (key: string) => {
    if (!open) return openList();
    const next = roveIndex(key, activeIndex, shown.length, {
      next: 'ArrowDown',
      previous: 'ArrowUp',
      ends: false,
    });
    if (next === undefined) return;
    setActive(shown[next]!.id);
    document.getElementById(`${id}-option-${shown[next]!.id}`)?.scrollIntoView({ block: 'nearest' });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      move(event.key);
    } else if (event.key === 'Enter' && open) {
      event.preventDefault();
      const option = shown[activeIndex];
      if (option) choose(option);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      close();
    }
  };

  return (
    <div className={open ? 'combo combo-open' : 'combo'} style={style}>
      <FormTextField
        id={id}
        name={name}
        label={label}
        value={typed ?? chosen?.label ?? ''}
        inputRef={inputRef}
        onFocus={openList}
        onBlur={close}
        onChange={(event) => {
          setTyped(event.target.value);
          setOpen(true);
          setActive(null);
        }}
        htmlInput={{
          role: 'combobox',
          'aria-expanded': open,
          'aria-controls': listId,
          'aria-autocomplete': 'list',
          'aria-activedescendant': open && activeIndex >= 0 ? `${id}-option-${active}` : undefined,
          spellCheck: false,
          onKeyDown,
          onClick: () => !open && openList(),
        }}
        endAdornment={
          <span className="combo-tools">
            {chosen && (
              <IconButton
                label={clearText}
                tabIndex={-1}
                // Keeps the focus in the field: a press here must not close the list first.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => {
                  onChange(null);
                  setTyped(null);
                }}
              >
                <Icon shapes={Close} size="small" />
              </IconButton>
            )}
            <IconButton
              label={openText}
              tabIndex={-1}
              className="combo-toggle"
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => {
                if (open) close();
                else inputRef.current?.focus();
              }}
            >
              <Icon shapes={ArrowDropDown} />
            </IconButton>
          </span>
        }
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={label}
        className="combo-pop"
        hidden={!open || shown.length === 0}
      >
        {/* Its options only while open: a closed list is no part of the page's HTML (decision 0049). */}
        {open &&
          shown.map((option) => (
            <li
              key={option.id}
              id={`${id}-option-${option.id}`}
              role="option"
              aria-selected={option.id === value}
              className={option.id === active ? 'combo-option combo-active' : 'combo-option'}
              onMouseDown={(event) => event.preventDefault()}
              onMouseMove={() => setActive(option.id)}
              onClick={() => choose(option)}
            >
              <bdi>{option.label}</bdi>
            </li>
          ))}
      </ul>
      {open && shown.length === 0 && (
        <div className="combo-pop combo-empty" role="status">
          {noOptionsText}
        </div>
      )}
    </div>
  );
}
