import { useEffect, useRef, type Dispatch, type SetStateAction } from 'react';

/** How long a public form keeps what was typed (decision 0063). */
export const KEPT_FIELDS_MS = 24 * 60 * 60 * 1000;

interface Kept {
  saved_at: number;
  values: Record<string, string>;
}

/** Where a public form keeps its fields: `kept_request_form`, `kept_contact_form`. */
const storageKey = (form: string) => `kept_${form}_form`;

function readKept(form: string, now: number): Record<string, string> | undefined {
  try {
    const raw = localStorage.getItem(storageKey(form));
    if (!raw) return undefined;
    const kept = JSON.parse(raw) as Partial<Kept>;
    const fresh =
      typeof kept.saved_at === 'number' &&
      now - kept.saved_at < KEPT_FIELDS_MS &&
      kept.values !== null &&
      typeof kept.values === 'object';
    if (fresh) return kept.values;
    localStorage.removeItem(storageKey(form));
  } catch {
    // Storage refused (private mode) or a value that is not ours: nothing kept.
  }
  return undefined;
}

function writeKept(form: string, values: Record<string, string>): void {
  try {
    if (Object.values(values).some((value) => value.trim() !== ''))
      localStorage.setItem(storageKey(form), JSON.stringify({ saved_at: Date.now(), values } satisfies Kept));
    else localStorage.removeItem(storageKey(form));
  } catch {
    // Full or refused: the form works as before, without keeping.
  }
}

/**
 * A public form's text fields, kept in the browser for a day (decision 0063): a reload, a
 * lost connection or a closed tab loses nothing typed. Files are not kept (their bytes are
 * not ours to store). Emptied fields (the form clears after a successful send) forget it.
 *
 * Once the form has hydrated, it takes (1) what the visitor typed into the server's HTML
 * before its code came: the input holds it, and React's state, rendered empty like the
 * server's, would drop it at the next keystroke; then (2) what was kept, for the fields
 * still empty. Both after hydration: the first render must match the server's HTML.
 */
export function useKeptFields<Values extends Record<string, string>>(
  form: string,
  fieldId: (name: keyof Values & string) => string,
  values: Values,
  setValues: Dispatch<SetStateAction<Values>>,
): void {
  const adopted = useRef(false);
  const idOf = useRef(fieldId);
  useEffect(() => {
    const kept = readKept(form, Date.now());
    setValues((current) => {
      let next = current;
      for (const name of Object.keys(current) as (keyof Values & string)[]) {
        const input = document.getElementById(idOf.current(name));
        const typed =
          input instanceof HTMLInputElement || input instanceof HTMLTextAreaElement ? input.value : '';
        const value = typed || (current[name] ? current[name] : (kept?.[name] ?? ''));
        if (typeof value === 'string' && value !== current[name]) next = { ...next, [name]: value };
      }
      return next;
    });
    adopted.current = true;
  }, [form, setValues]);
  useEffect(() => {
    if (adopted.current) writeKept(form, values);
  }, [form, values]);
}
