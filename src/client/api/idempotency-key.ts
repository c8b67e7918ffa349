const keys = new WeakMap<object, string>();

/**
 * The `Idempotency-Key` of one send (decision 0061): made when the person sends, kept by the
 * draft they sent, so the query library's retry of that send (after a lost answer, or once the
 * network is back) sends the same key and the server answers it once; a new send, a new key.
 */
export function idempotencyKeyOf(draft: object): string {
  let key = keys.get(draft);
  if (key === undefined) {
    key = Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
      byte.toString(16).padStart(2, '0'),
    ).join('');
    keys.set(draft, key);
  }
  return key;
}
