import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

/**
 * TOTP second factors (decision 0057; RFC 6238 as every authenticator app reads it: SHA-1,
 * six digits, 30 seconds). A code of the step before or after is accepted too, for a phone
 * whose clock is a little off.
 */
const WINDOW = 1;

const totpFor = (secret: string, account = '', issuer = '') =>
  new TOTP({
    issuer,
    label: account,
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
  });

/** A new shared secret, 160 bits as RFC 4226 recommends, base32 as apps take it. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** What the set-up screen shows: the otpauth:// address and its QR code as SVG. */
export async function totpEnrolment(secret: string, account: string, issuer: string) {
  const uri = totpFor(secret, account, issuer).toString();
  return { uri, qr_svg: await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }) };
}

/**
 * The time step a code belongs to, when it is right and newer than `lastStep` (the step last
 * accepted): a code seen once is never accepted again, even within its 30 seconds.
 */
export function acceptedStep(
  secret: string,
  code: string,
  lastStep: number | null,
  now = Date.now(),
): number | null {
  const token = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const totp = totpFor(secret);
  const delta = totp.validate({ token, timestamp: now, window: WINDOW });
  if (delta === null) return null;
  const step = totp.counter({ timestamp: now }) + delta;
  return lastStep !== null && step <= lastStep ? null : step;
}

/** The code of a moment (tests compute a code as an app would). */
export const totpCode = (secret: string, now = Date.now()): string =>
  totpFor(secret).generate({ timestamp: now });
