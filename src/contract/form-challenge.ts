// The public forms' proof of work (decision 0034). No zod here: the forms' code imports it.

/** The public forms' proof-of-work answer (decision 0034). */
export const CHALLENGE_FIELD = 'altcha';
/**
 * How hard the proof of work is: the secret number is drawn below it, so a browser tries
 * half of it on average (SHA-256 each). Measured in decision 0034: well under a second on a
 * phone-speed CPU; a script sending thousands of forms pays it thousands of times.
 */
export const CHALLENGE_MAX_NUMBER = 50_000;
/** `GET /forms/challenge`: ALTCHA's challenge (v1). */
export interface FormChallenge {
  algorithm: string;
  challenge: string;
  maxnumber?: number;
  salt: string;
  signature: string;
}
