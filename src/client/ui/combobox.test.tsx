import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp, restoreHttp } from '../test/render-app';
import { Combobox } from './combobox';

afterEach(restoreHttp);

const OPTIONS = [
  { id: 1, label: 'Theses' },
  { id: 2, label: 'Translation' },
  { id: 3, label: 'Statistics' },
];

function Picker({
  initial = null,
  onChange,
}: {
  initial?: number | null;
  onChange: (id: number | null) => void;
}) {
  const [value, setValue] = useState<number | null>(initial);
  return (
    <Combobox
      name="category"
      label="Select Category"
      options={OPTIONS}
      value={value}
      onChange={(id) => {
        setValue(id);
        onChange(id);
      }}
      noOptionsText="No categories"
      clearText="Clear"
      openText="Open"
    />
  );
}

const field = () => screen.getByRole('combobox', { name: 'Select Category' }) as HTMLInputElement;
const options = () => screen.queryAllByRole('option').map((o) => o.textContent);

describe('Combobox (ui/combobox: the category picker)', () => {
  it('opens on focus with every option, moves with the arrows, chooses with Enter', () => {
    const onChange = vi.fn();
    renderInApp(<Picker onChange={onChange} />);
    expect(field().getAttribute('aria-expanded')).toBe('false');
    fireEvent.focus(field());
    expect(field().getAttribute('aria-expanded')).toBe('true');
    expect(options()).toEqual(['Theses', 'Translation', 'Statistics']);
    fireEvent.keyDown(field(), { key: 'ArrowDown' });
    fireEvent.keyDown(field(), { key: 'ArrowDown' });
    const active = field().getAttribute('aria-activedescendant');
    expect(document.getElementById(active!)?.textContent).toBe('Translation');
    // Round from the first to the last.
    fireEvent.keyDown(field(), { key: 'ArrowUp' });
    fireEvent.keyDown(field(), { key: 'ArrowUp' });
    expect(document.getElementById(field().getAttribute('aria-activedescendant')!)?.textContent).toBe(
      'Statistics',
    );
    fireEvent.keyDown(field(), { key: 'Enter' });
    expect(onChange).toHaveBeenLastCalledWith(3);
    expect(field().value).toBe('Statistics');
    expect(field().getAttribute('aria-expanded')).toBe('false');
  });

  it('narrows the list as the visitor types, says when nothing matches, and Escape gives the choice back', () => {
    const onChange = vi.fn();
    renderInApp(<Picker initial={1} onChange={onChange} />);
    fireEvent.focus(field());
    // The chosen option is the active one when the list opens.
    expect(document.getElementById(field().getAttribute('aria-activedescendant')!)?.textContent).toBe(
      'Theses',
    );
    fireEvent.change(field(), { target: { value: 'tra' } });
    expect(options()).toEqual(['Translation']);
    fireEvent.change(field(), { target: { value: 'zzz' } });
    expect(options()).toEqual([]);
    screen.getByText('No categories');
    fireEvent.keyDown(field(), { key: 'Escape' });
    expect(field().value).toBe('Theses');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('chooses an option by a tap, and the clear button empties the choice', () => {
    const onChange = vi.fn();
    renderInApp(<Picker onChange={onChange} />);
    fireEvent.click(field());
    fireEvent.click(screen.getByRole('option', { name: 'Translation' }));
    expect(onChange).toHaveBeenLastCalledWith(2);
    expect(field().value).toBe('Translation');
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(field().value).toBe('');
  });

  it('closes when the visitor leaves the field, keeping the choice', () => {
    renderInApp(<Picker initial={2} onChange={vi.fn()} />);
    fireEvent.focus(field());
    fireEvent.change(field(), { target: { value: 'st' } });
    fireEvent.blur(field());
    expect(field().getAttribute('aria-expanded')).toBe('false');
    expect(field().value).toBe('Translation');
  });
});
