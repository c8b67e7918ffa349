import { useEffect, useRef, useState, type Dispatch, type FormEvent, type SetStateAction } from 'react';

/**
 * A 429 whose reset is at most this many seconds is waited out and the send made again by
 * itself, the button counting down (SPEC §8 asks a 429 to be retried after its reset); a
 * longer one (the public forms' 10-minute windows) is said at once, as before.
 */
const SHORT_LIMIT_SECONDS = 10;
/** At most this many waits for one press: a limit that answers 429 again and again is said. */
const MAX_WAITS = 3;

/** A 429's reset in whole seconds when it is short enough to wait out (api/errors.ts' `retryAfterSeconds`). */
function shortWait(error: unknown): number | undefined {
  const { status, retryAfterSeconds } = (error ?? {}) as { status?: unknown; retryAfterSeconds?: unknown };
  if (status !== 429 || typeof retryAfterSeconds !== 'number') return undefined;
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return seconds <= SHORT_LIMIT_SECONDS ? seconds : undefined;
}

/**
 * One check of a form's values: the field it is about, whether it passes, and what to tell
 * the person when it does not (already translated). `blocks: false` marks a check that does
 * not disable the submit button: it is shown when the field is left and stops a send,
 * moving the focus to its field (an e-mail that cannot be written to).
 */
export type FormCheck<Values> = readonly [
  field: keyof Values & string,
  ok: boolean,
  message: string,
  options?: { blocks?: boolean },
];

export interface FormOptions<Values, Result> {
  /** The first values (a create form's empty ones, an update's from its item). */
  initial: () => Values;
  /** The values' state when the form does not keep its own (a create form's draft in localStorage). */
  state?: readonly [Values, Dispatch<SetStateAction<Values>>];
  /** Every check, in the order the fields stand. */
  checks?: (values: Values) => readonly FormCheck<Values>[];
  /** Sends the values; what it throws is the failure. */
  send: (values: Values) => Promise<Result>;
  /** After a send succeeded. */
  onSent?: (result: Result, values: Values) => void;
  /** Back to `initial` after a send succeeded (a public form, ready for the next message). */
  resetOnSent?: boolean;
  /**
   * How a failure reads beside the form (api/describe-api-failure's `describeApiFailure`
   * with the form's own overrides); absent, the failure is left to the snackbar the API
   * client shows, and the form keeps everything.
   */
  describeFailure?: (error: unknown) => string | Promise<string>;
}

/**
 * The one way a form is built (public, back office and sign-in alike; decision 0027): its
 * values with a setter per field, its checks (a field's message once it was left or a send
 * was tried; the first blocking one says why submit is disabled), and a send that is busy
 * while pending, keeps every value on failure and says why. No router and no MUI here:
 * the public pages' forms use it too (`useAdminForm` adds drafts, the leave guard and the
 * way back to the list).
 */
export function useForm<Values, Result = unknown>(options: FormOptions<Values, Result>) {
  const own = useState<Values>(options.initial);
  const [values, setValues] = options.state ?? own;
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  /** Seconds left before a send a short 429 stopped is made again; 0 when none waits. */
  const [waitSeconds, setWaitSeconds] = useState(0);
  // A second Enter while the first send runs must not send twice (state updates are not synchronous).
  const busy = useRef(false);
  // The latest values, for a send made again after a wait (the visitor may have typed meanwhile).
  const latest = useRef(values);
  latest.current = values;
  const mounted = useRef(true);
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );

  /** Counts `seconds` down on the button, one a second; false when the form went away meanwhile. */
  const countDown = async (seconds: number): Promise<boolean> => {
    for (let left = seconds; left > 0 && mounted.current; left--) {
      setWaitSeconds(left);
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    if (mounted.current) setWaitSeconds(0);
    return mounted.current;
  };

  const checks = options.checks?.(values) ?? [];
  const failing = checks.filter(([, ok]) => !ok);
  const hint = failing.find(([, , , o]) => o?.blocks !== false)?.[2];
  const canSubmit = !sending && hint === undefined;

  /** The message under a field: its first failing check, once the field was left or a send was tried. */
  const errorOf = (field: keyof Values & string): string | undefined =>
    touched.has(field) ? failing.find(([f]) => f === field)?.[2] : undefined;

  const reset = () => {
    setValues(options.initial());
    setTouched(new Set());
    setFailure(null);
  };

  const submit = async (form?: HTMLFormElement | null): Promise<boolean> => {
    if (busy.current || !canSubmit) return false;
    setTouched(new Set(checks.map(([field]) => field)));
    const stop = failing[0];
    if (stop) {
      const input = form?.elements.namedItem(stop[0]);
      if (input instanceof HTMLElement) input.focus();
      return false;
    }
    busy.current = true;
    setSending(true);
    setFailure(null);
    try {
      for (let waits = 0; ; waits++) {
        const sent = latest.current;
        try {
          const result = await options.send(sent);
          if (options.resetOnSent) reset();
          options.onSent?.(result, sent);
          return true;
        } catch (error) {
          const wait = waits < MAX_WAITS ? shortWait(error) : undefined;
          if (wait !== undefined && (await countDown(wait))) continue;
          if (options.describeFailure) setFailure(await options.describeFailure(error));
          return false;
        }
      }
    } finally {
      busy.current = false;
      setSending(false);
    }
  };

  return {
    values,
    setValues,
    /** A setter per field: `field('email')` is the email input's value handler. */
    field:
      <K extends keyof Values>(key: K) =>
      (next: Values[K]) =>
        setValues((current) => ({ ...current, [key]: next })),
    /** The field's blur handler: its checks show from now on. */
    touch: (field: keyof Values & string) =>
      setTouched((all) => (all.has(field) ? all : new Set(all).add(field))),
    errorOf,
    /** Why submit is disabled: the first blocking check that fails, translated. */
    hint,
    canSubmit,
    sending,
    /** Seconds before a send a short 429 stopped goes again by itself (0: none waits): for the button's words. */
    waitSeconds,
    failure,
    clearFailure: () => setFailure(null),
    reset,
    /** Sends from code (a dialog's button); resolves whether it was sent. */
    submit,
    /** The form element's `onSubmit`. */
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      void submit(event.currentTarget);
    },
  };
}
