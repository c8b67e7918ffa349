import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useForm, type FormCheck } from '../use-form';
import { useDraft } from './use-draft';
import { useLeaveGuard } from './use-leave-guard';

export interface AdminFormOptions<Values, Variables> {
  /** localStorage key of a create form's draft (SPEC §4 "Drafts"); none: not kept. */
  draftKey?: string | undefined;
  initial: () => Values;
  /**
   * The fields' checks, in the order they stand (ui/use-form): the first failing one says
   * why submit is disabled.
   */
  checks?: (values: Values) => readonly FormCheck<Values>[];
  /** The entity's save (api/`useSaveX`). */
  save: { mutateAsync: (variables: Variables) => Promise<unknown>; progress: number | null };
  /** What the form's values send: the create body, or the update's id and changed fields. */
  toVariables: (values: Values) => Variables;
  /** Where Back and a successful save go: the entity's list. */
  listPath: string;
}

/**
 * A back-office entity form: `useForm` (ui/use-form, the one form pattern) with a draft in
 * localStorage for creates that keep one, a save that clears the draft and returns to the
 * list, and the question before leaving unsaved changes (a draft-backed form loses nothing,
 * so it does not ask). A failed save stays on the form with everything kept; the API
 * client's snackbar says why.
 */
export function useAdminForm<Values, Variables>({
  draftKey,
  initial,
  checks,
  save,
  toVariables,
  listPath,
}: AdminFormOptions<Values, Variables>) {
  const navigate = useNavigate();
  const [values, setValues, clearDraft] = useDraft(draftKey, initial);
  const [pristine] = useState(() => JSON.stringify(initial()));
  const serialized = useMemo(() => JSON.stringify(values), [values]);
  const guard = useLeaveGuard(!draftKey && serialized !== pristine);
  const form = useForm({
    initial,
    state: [values, setValues],
    ...(checks ? { checks } : {}),
    send: (current: Values) => save.mutateAsync(toVariables(current)),
    onSent: () => {
      clearDraft();
      guard.allow();
      void navigate(listPath);
    },
  });

  return {
    ...form,
    back: () => void navigate(listPath),
    saving: form.sending,
    progress: save.progress,
    leaveDialog: guard.dialog,
  };
}
