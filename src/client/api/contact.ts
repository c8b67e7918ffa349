import { useMutation } from '@tanstack/react-query';
import type { CreateContact, HONEYPOT_FIELD } from '../../contract';
import { api } from './client';
import { idempotencyKeyOf } from './idempotency-key';

/**
 * The honeypot's name (decision 0005), checked against the contract's at compile time. Not
 * imported as a value: contract/payloads.ts builds zod schemas when loaded, and importing
 * anything from it at run time put zod (25 KB gzip) into the contact page's first load.
 */
export const HONEYPOT = 'website' satisfies typeof HONEYPOT_FIELD;

/** The five fields a visitor fills (SPEC §3 "Contact message"), plus the honeypot (decision 0005). */
export type ContactDraft = Omit<CreateContact, typeof HONEYPOT_FIELD> &
  Partial<Record<typeof HONEYPOT_FIELD, string>>;

/**
 * SPEC §7 `POST /contact`: answers `{ message }`, which the interceptor shows in a
 * snackbar (`notifySuccess`); a failure shows the server's message there too. A 429 is
 * not waited out here (the form window is 10 minutes): it rejects at once with
 * `retryAfterSeconds`, so the form can say how long to wait instead of hanging.
 */
async function sendContactMessage(draft: ContactDraft): Promise<string> {
  const { [HONEYPOT]: trap, ...fields } = draft;
  // The honeypot goes only when something filled it: people never do.
  const body: CreateContact = trap ? { ...fields, [HONEYPOT]: trap } : fields;
  const { data } = await (
    await api()
  ).post<{ message: string }>('/contact', body, {
    notifySuccess: true,
    retryOnRateLimit: false,
    headers: { 'Idempotency-Key': idempotencyKeyOf(draft) },
  });
  return data.message;
}

/** The contact form's send: `isPending` disables the button; the caller clears or keeps the fields. */
export const useSendContactMessage = () =>
  useMutation({ mutationKey: ['contact', 'send'], mutationFn: sendContactMessage });
