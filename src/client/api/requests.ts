import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { CreateRequest, HONEYPOT_FIELD, RequestReceipt, WriteResponse } from '../../contract';
import { api } from './client';
import { idempotencyKeyOf } from './idempotency-key';
import { uploadPercent } from './upload-progress';

/**
 * The honeypot's name (decision 0005), checked against the contract's at compile time. Not
 * imported as a value: contract/payloads.ts builds zod schemas when loaded, which would put
 * zod into the home page's first load (as api/contact.ts found).
 */
export const HONEYPOT = 'website' satisfies typeof HONEYPOT_FIELD;

/**
 * The five fields and the files a student sends (SPEC §3 "Request"), the page's language and the honeypot.
 */
export type RequestDraft = Omit<CreateRequest, typeof HONEYPOT_FIELD> &
  Partial<Record<typeof HONEYPOT_FIELD, string>>;

/**
 * SPEC §7 `POST /requests`: answers `{ message, data: { request_id, document_count } }`.
 * `silent`: the form says itself why a send failed, next to the fields it keeps (a lost
 * connection is still the interceptor's snackbar). A 429 is not waited out (the window
 * is 10 minutes): it rejects at once with `retryAfterSeconds`. `onProgress` gets the
 * upload's percentage from axios' `onUploadProgress` (the body is files as data URLs).
 */
async function sendRequest(
  draft: RequestDraft,
  onProgress?: (percent: number) => void,
): Promise<WriteResponse<RequestReceipt>> {
  const { [HONEYPOT]: trap, ...fields } = draft;
  // The honeypot goes only when something filled it: people never do.
  const body: CreateRequest = trap ? { ...fields, [HONEYPOT]: trap } : fields;
  const { data } = await (
    await api()
  ).post<WriteResponse<RequestReceipt>>('/requests', body, {
    silent: true,
    retryOnRateLimit: false,
    headers: { 'Idempotency-Key': idempotencyKeyOf(draft) },
    onUploadProgress: (event) => onProgress?.(uploadPercent(event)),
  });
  return data;
}

/**
 * The request form's send, with the upload's progress: `progress` is null until bytes
 * start going, then 0–100 until the next send.
 */
export function useSendRequest() {
  const [progress, setProgress] = useState<number | null>(null);
  const mutation = useMutation({
    mutationKey: ['requests', 'send'],
    mutationFn: (draft: RequestDraft) => sendRequest(draft, setProgress),
    onMutate: () => setProgress(null),
  });
  return { ...mutation, progress };
}
