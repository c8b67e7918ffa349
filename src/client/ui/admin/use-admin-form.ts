import { useMemo, useState, type Dispatch, type SetStateAction } from 'react';
import { useNavigate } from 'react-router';
import { useDraft } from './use-draft';
import { useLeaveGuard } from './use-leave-guard';

export interface AdminFormOptions<Values, Variables> {
  /** localStorage key of a create form's draft (SPEC §4 "Drafts"); none: not kept. */
  draftKey?: string | undefined;
  initial: () => Values;
  /** The entity's save (api/`useSaveX`). */
  save: { mutateAsync: (variables: Variables) => Promise<unknown>; isPending: boolean; progress: number | null };
  /** What the form's values send: the create body, or the update's id and changed fields. */
  toVariables: (values: Values) => Variables;
  /** Where Back and a successful save go: the entity's list. */
  listPath: string;
}

/**
 * One back-office form's state and flow (issue 11): the values (a draft in localStorage
 * for creates that keep one), a save that clears the draft and returns to the list, and
 * the question before leaving unsaved changes (a draft-backed form loses nothing, so it
 * does not ask). A failed save stays on the form with everything kept; the interceptor's
 * snackbar says why.
 */
export function useAdminForm<Values, Variables>({ draftKey, initial, save, toVariables, listPath }: AdminFormOptions<Values, Variables>) {
  const navigate = useNavigate();
  const [values, setValues, clearDraft] = useDraft(draftKey, initial);
  const [pristine] = useState(() => JSON.stringify(initial()));
  const serialized = useMemo(() => JSON.stringify(values), [values]);
  const guard = useLeaveGuard(!draftKey && serialized !== pristine);

  /** A setter per field: `field('cat_name')` is the name field's `onChange`. */
  const field =
    <K extends keyof Values>(key: K) =>
    (next: Values[K]) =>
      setValues((current) => ({ ...current, [key]: next }));

  const submit = async () => {
    try {
      await save.mutateAsync(toVariables(values));
    } catch {
      return;
    }
    clearDraft();
    guard.allow();
    void navigate(listPath);
  };

  return {
    values,
    setValues: setValues as Dispatch<SetStateAction<Values>>,
    field,
    submit: () => void submit(),
    back: () => void navigate(listPath),
    saving: save.isPending,
    progress: save.progress,
    leaveDialog: guard.dialog,
  };
}

/**
 * Why a form cannot be sent yet: the message of the first check that fails, in the order
 * the fields stand; undefined when all pass (then submit is enabled).
 */
export function firstProblem(...checks: readonly (readonly [ok: boolean, message: string])[]): string | undefined {
  return checks.find(([ok]) => !ok)?.[1];
}
