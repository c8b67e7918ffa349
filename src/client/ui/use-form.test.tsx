import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useForm } from './use-form';

type Values = { name: string; email: string };

/** A bare form on the hook, as the contact and request forms use it. */
function Probe({
  send,
  describe: describeFailure,
}: {
  send: (values: Values) => Promise<unknown>;
  describe?: (error: unknown) => string;
}) {
  const form = useForm({
    initial: (): Values => ({ name: '', email: '' }),
    checks: ({ name, email }) => [
      ['name', name.trim() !== '', 'Please enter your name'],
      ['email', email.trim() !== '', 'Please enter your email'],
      ['email', email === '' || email.includes('@'), 'Please enter a valid email address', { blocks: false }],
    ],
    send,
    resetOnSent: true,
    ...(describeFailure ? { describeFailure } : {}),
  });
  return (
    <form onSubmit={form.onSubmit} aria-label="probe">
      {(['name', 'email'] as const).map((field) => (
        <p key={field}>
          <label>
            {field}
            <input
              name={field}
              value={form.values[field]}
              onChange={(e) => form.field(field)(e.target.value)}
              onBlur={() => form.touch(field)}
            />
          </label>
          <span data-testid={`${field}-error`}>{form.errorOf(field) ?? ''}</span>
        </p>
      ))}
      <button type="submit" disabled={!form.canSubmit} title={form.hint}>
        Send
      </button>
      {form.failure && <p role="alert">{form.failure}</p>}
    </form>
  );
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const button = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Send' });

describe('useForm, the one form pattern', () => {
  it("says why submit is disabled, and shows a field's message only once it was left", () => {
    render(<Probe send={vi.fn()} />);
    expect(button().disabled).toBe(true);
    expect(button().title).toBe('Please enter your name');
    expect(screen.getByTestId('name-error').textContent).toBe('');
    fireEvent.blur(screen.getByLabelText('name'));
    expect(screen.getByTestId('name-error').textContent).toBe('Please enter your name');
    type('name', 'Sara');
    expect(screen.getByTestId('name-error').textContent).toBe('');
    expect(button().title).toBe('Please enter your email');
  });

  it('lets a non-blocking check stop the send, show its message and take the focus', async () => {
    const send = vi.fn(async () => undefined);
    render(<Probe send={send} />);
    type('name', 'Sara');
    type('email', 'sara at example');
    expect(button().disabled).toBe(false);
    await act(async () => fireEvent.click(button()));
    expect(send).not.toHaveBeenCalled();
    expect(screen.getByTestId('email-error').textContent).toBe('Please enter a valid email address');
    expect(document.activeElement).toBe(screen.getByLabelText('email'));
  });

  it('sends once however often it is submitted while pending, then clears', async () => {
    let finish = () => {};
    const send = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<Probe send={send} />);
    type('name', 'Sara');
    type('email', 'sara@example.com');
    fireEvent.submit(screen.getByRole('form', { name: 'probe' }));
    fireEvent.submit(screen.getByRole('form', { name: 'probe' }));
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith({ name: 'Sara', email: 'sara@example.com' });
    expect(button().disabled).toBe(true);
    await act(async () => finish());
    expect(screen.getByLabelText<HTMLInputElement>('name').value).toBe('');
  });

  it('keeps every value on failure and says why', async () => {
    render(
      <Probe
        send={() => Promise.reject(new Error('offline'))}
        describe={(error) => `Not sent: ${(error as Error).message}`}
      />,
    );
    type('name', 'Sara');
    type('email', 'sara@example.com');
    await act(async () => fireEvent.click(button()));
    expect(screen.getByRole('alert').textContent).toBe('Not sent: offline');
    expect(screen.getByLabelText<HTMLInputElement>('name').value).toBe('Sara');
    expect(button().disabled).toBe(false);
  });
});
