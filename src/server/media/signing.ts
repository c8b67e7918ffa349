import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a signed document URL works: long enough to open, short enough to leak little. */
export const SIGNED_URL_TTL_SECONDS = 15 * 60;

/**
 * The key for document URLs, derived from the JWT secret (configured, or generated once
 * and kept in app_secrets) so every instance agrees with no new setting; the label keeps
 * a URL signature from ever being a valid token signature and the reverse.
 */
export function deriveSigningKey(jwtSecret: Uint8Array): Buffer {
  return createHmac('sha256', jwtSecret).update('media/private-url/v1').digest();
}

export interface SignedParts {
  key: string;
  /** The file name the browser shows and saves: 'Document N.ext'. */
  name: string;
  /** Unix seconds after which the URL stops working. */
  exp: number;
}

const signature = (
  signingKey: Buffer,
  { key, name, exp }: { key: string; name: string; exp: number | string },
) =>
  // Newlines cannot occur in any part, so the message is unambiguous.
  createHmac('sha256', signingKey).update(`${key}\n${name}\n${exp}`).digest('base64url');

export function signedPath(signingKey: Buffer, parts: SignedParts): string {
  const query = new URLSearchParams({
    name: parts.name,
    exp: String(parts.exp),
    sig: signature(signingKey, parts),
  });
  // URLSearchParams writes a space as '+'; %20 reads the same everywhere and looks like a name.
  return `/media/private/${parts.key}?${query.toString().replace(/\+/g, '%20')}`;
}

export type Verdict =
  { ok: true; name: string } | { ok: false; reason: 'unsigned' | 'bad signature' | 'expired' };

const NAME = /^Document \d{1,3}\.[a-z0-9]{1,5}$/;

/** Checks a private URL's query (as Fastify parsed it) against its key, at `nowSeconds`. */
export function verifySigned(
  signingKey: Buffer,
  key: string,
  query: Record<string, unknown>,
  nowSeconds: number,
): Verdict {
  const { name, exp, sig } = query;
  if (typeof name !== 'string' || typeof exp !== 'string' || typeof sig !== 'string')
    return { ok: false, reason: 'unsigned' };
  if (!NAME.test(name) || !/^\d{1,12}$/.test(exp)) return { ok: false, reason: 'bad signature' };
  // Over the text as sent: `exp=0900` is not the `exp=900` that was signed.
  const expected = Buffer.from(signature(signingKey, { key, name, exp }));
  const given = Buffer.from(sig);
  // Same length first (timingSafeEqual needs it); the length of a valid signature is public.
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { ok: false, reason: 'bad signature' };
  if (Number(exp) <= nowSeconds) return { ok: false, reason: 'expired' };
  return { ok: true, name };
}
