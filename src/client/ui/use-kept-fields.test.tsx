import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { KEPT_FIELDS_MS, useKeptFields } from './use-kept-fields';

type Values = { name: string; message: string };
const EMPTY: Values = { name: '', message: '' };

function Form() {
  const [values, setValues] = useState(EMPTY);
  useKeptFields('test', (name) => `test-${name}`, values, setValues);
  return (
    <form>
      {(['name', 'message'] as const).map((name) => (
        <input
          key={name}
          id={`test-${name}`}
          aria-label={name}
          value={values[name]}
          onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
        />
      ))}
      <button type="button" onClick={() => setValues(EMPTY)}>
        sent
      </button>
    </form>
  );
}

const typeInto = (label: string, value: string) =>
  act(() => {
    const input = screen.getByLabelText(label) as HTMLInputElement;
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    setter.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
const stored = () =>
  JSON.parse(localStorage.getItem('kept_test_form') ?? 'null') as {
    saved_at: number;
    values: Values;
  } | null;

afterEach(() => vi.useRealTimers());

describe('useKeptFields (decision 0063)', () => {
  it('keeps what was typed, and a new page (a reload) shows it again', async () => {
    const first = render(<Form />);
    await typeInto('name', 'مريم');
    await typeInto('message', 'أحتاج مساعدة');
    expect(stored()?.values).toEqual({ name: 'مريم', message: 'أحتاج مساعدة' });
    first.unmount();

    render(<Form />);
    expect((screen.getByLabelText('name') as HTMLInputElement).value).toBe('مريم');
    expect((screen.getByLabelText('message') as HTMLInputElement).value).toBe('أحتاج مساعدة');
  });

  it('forgets it once the fields are emptied (the form cleared after a send)', async () => {
    render(<Form />);
    await typeInto('name', 'Maryam');
    expect(stored()).not.toBeNull();
    await act(() => screen.getByText('sent').click());
    expect(localStorage.getItem('kept_test_form')).toBeNull();
  });

  it('drops what was kept more than a day ago', () => {
    localStorage.setItem(
      'kept_test_form',
      JSON.stringify({
        saved_at: Date.now() - KEPT_FIELDS_MS - 1000,
        values: { name: 'old', message: 'old' },
      }),
    );
    render(<Form />);
    expect((screen.getByLabelText('name') as HTMLInputElement).value).toBe('');
    expect(localStorage.getItem('kept_test_form')).toBeNull();
  });

  it('ignores a stored value that is not its own shape', () => {
    localStorage.setItem('kept_test_form', '{"values": "nope"');
    render(<Form />);
    expect((screen.getByLabelText('name') as HTMLInputElement).value).toBe('');
  });
});
