import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AdminForm } from './admin-form';
import { useTextsOnly } from './texts-only';

vi.mock('../../context/app-provider', () => ({
  useApp: () => ({ t: (text: string) => text, languages: [] }),
}));

// What the signed-in member may do (decision 0058): an editor's, unless a test says otherwise.
const held = vi.hoisted(() => ({ permissions: ['content.write', 'content.translate'] as string[] }));
vi.mock('../../api/permissions', () => ({
  usePermissions: () => ({
    loaded: true,
    can: (permission: string) => held.permissions.includes(permission),
    canOpen: () => true,
  }),
}));

const formState = (over: Partial<Parameters<typeof AdminForm>[0]['form']> = {}) => ({
  canSubmit: true,
  hint: undefined,
  saving: false,
  progress: null,
  submit: vi.fn(async () => true),
  back: vi.fn(),
  ...over,
});

const renderForm = (form: ReturnType<typeof formState>) =>
  render(
    <AdminForm title="Create Category" submitLabel="Create Category" texts={[]} form={form}>
      <input aria-label="Name" />
      <TextsOnlyProbe />
    </AdminForm>,
  );

/** Says what the form hands the shared fields inside it. */
function TextsOnlyProbe() {
  return <output aria-label="texts only">{String(useTextsOnly())}</output>;
}

const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });

describe('AdminForm', () => {
  it('submits through the form it is given, and goes back through it', () => {
    const form = formState();
    renderForm(form);
    fireEvent.click(button('Create Category'));
    expect(form.submit).toHaveBeenCalledTimes(1);
    fireEvent.click(button('Back'));
    expect(form.back).toHaveBeenCalledTimes(1);
  });

  it('says why submit is disabled, and does not submit', () => {
    const form = formState({ canSubmit: false, hint: 'Enter a name.' });
    renderForm(form);
    const submit = button('Create Category');
    expect(submit.disabled).toBe(true);
    expect(document.getElementById(submit.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Enter a name.',
    );
    fireEvent.submit(submit.form!);
    expect(form.submit).not.toHaveBeenCalled();
  });

  it('is busy while saving, shows the upload’s progress, and keeps Back until it is done', () => {
    const form = formState({ saving: true, progress: 40 });
    renderForm(form);
    const submit = button('Create Category');
    expect(submit.disabled).toBe(true);
    expect(submit.getAttribute('aria-busy')).toBe('true');
    expect(submit.getAttribute('aria-describedby')).toBeNull();
    expect(button('Back').disabled).toBe(true);
    expect(screen.getByRole('progressbar', { name: 'Uploading' }).getAttribute('aria-valuenow')).toBe('40');
    screen.getByText('40%');
    fireEvent.submit(submit.form!);
    expect(form.submit).not.toHaveBeenCalled();
  });

  it('tells a translator the texts alone may change, and hands the fields inside the rule', () => {
    held.permissions = ['content.translate'];
    try {
      renderForm(formState());
      screen.getByText(
        'Your role may change the texts in each language; the other fields are shown as they are.',
      );
      expect(screen.getByRole('status', { name: 'texts only' }).textContent).toBe('true');
    } finally {
      held.permissions = ['content.write', 'content.translate'];
    }
  });

  it('lets an editor change every field', () => {
    renderForm(formState());
    expect(screen.getByRole('status', { name: 'texts only' }).textContent).toBe('false');
  });
});
