import { createHash, randomInt } from 'node:crypto';

/** How many one-time codes a staff member gets (the ten, decision 0057). */
export const RECOVERY_CODE_COUNT = 10;

// No 0/O, 1/I/L: read off paper and typed back without doubt.
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** A code as shown: ten characters in two groups ("7KQ4M-X2HPA"), about 50 bits. */
const newCode = () => {
  const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
};

export const newRecoveryCodes = (): string[] => Array.from({ length: RECOVERY_CODE_COUNT }, newCode);

/**
 * What is stored: a hash of the code as typed in any case, with or without its dash. The codes
 * are random and long, so a fast hash is enough (a slow one would cost ten checks a sign-in).
 */
export const hashRecoveryCode = (code: string): string =>
  createHash('sha256')
    .update(code.toUpperCase().replace(/[^0-9A-Z]/g, ''))
    .digest('base64url');

/** Whether what was typed looks like a recovery code rather than an app's six digits. */
export const looksLikeRecoveryCode = (code: string): boolean =>
  code.replace(/[^0-9A-Za-z]/g, '').length === 10;
