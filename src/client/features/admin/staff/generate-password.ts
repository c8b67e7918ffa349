import { isStrongPassword } from '../../../../contract';

// No look-alikes (0/O, 1/l/I), so a password read aloud or copied by hand survives.
const ALPHABET = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789-!@#%';

/** A random 16-character password that meets the contract's rule, from the browser's CSPRNG. */
export function generatePassword(length = 16): string {
  for (;;) {
    const bytes = crypto.getRandomValues(new Uint8Array(length));
    // 256 is not a multiple of the alphabet's size: a byte beyond the last whole multiple
    // is dropped, so no character is likelier.
    const limit = 256 - (256 % ALPHABET.length);
    const chars = [...bytes].filter((b) => b < limit).map((b) => ALPHABET[b % ALPHABET.length]);
    const password = chars.join('');
    if (password.length === length && isStrongPassword(password)) return password;
  }
}
