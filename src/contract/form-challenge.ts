// The public forms' proof of work (decision 0034). No zod here: the forms' code imports it.

/** The public forms' proof-of-work answer (decision 0034). */
export const CHALLENGE_FIELD = 'altcha';
/**
 * How hard the proof of work is: the secret number is drawn below it, so a browser tries
 * half of it on average (SHA-256 each, ~37 µs at a phone's speed). At 50,000 the slowest
 * solves took 2-3 s at 3× CPU slowdown, at 20,000 the slowest 1.1 s; at 15,000 every
 * solve stays under a second (`npm run bench:challenge`, decision 0034), and a script
 * sending thousands of forms still pays it thousands of times.
 */
export const CHALLENGE_MAX_NUMBER = 15_000;
/** `GET /forms/challenge`: ALTCHA's challenge (v1). */
export interface FormChallenge {
  algorithm: string;
  challenge: string;
  maxnumber?: number;
  salt: string;
  signature: string;
}
